/**
 * Secrets: `{env.NAME}` references in a spec (core/Templates.ts), resolved from benchgate's
 * environment only when a check runs. Before anything starts, every referenced variable must be
 * set and not empty (an empty value is how a CI system hands over a secret it does not have);
 * otherwise the run fails with SecretMissing (exit 3), naming the variable and the field.
 *
 * Every resolved value is registered here, and `redact` replaces it by `***` in whatever
 * benchgate prints (errors, "not reachable", preflight problems, runner stderr tails, target log
 * tails). `redact` also hides the password of any URL (`scheme://user:***@host`), a literal one
 * written in the spec included. The values never go into the plan, so reports and the store,
 * which are built from the plan and the measurements, cannot hold them.
 */
import { chmodSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Data, Effect } from "effect"
import { ExitCode } from "./ExitCode.ts"
import { fillEnv, fillEnvMap, type SecretUse } from "./Templates.ts"

/** A variable a spec refers to is not set (or empty). Exit code 3. */
export class SecretMissing extends Data.TaggedError("SecretMissing")<{
  readonly spec: string
  readonly variable: string
  /** The spec fields that refer to it, e.g. `targets.api.http.headers.authorization`. */
  readonly field: string
}> {
  /** Exit code 3. */
  get exitCode() {
    return ExitCode.RunFailed
  }
  override get message() {
    return `environment variable ${this.variable} is not set or empty; spec ${this.spec} uses it in ${this.field} ({env.${this.variable}}); set it for the run`
  }
}

const registered = new Set<string>()

/** Adds a value to what `redact` hides (also in its JSON-escaped and URL-encoded forms). */
const registerSecret = (value: string): void => {
  if (value === "") return
  registered.add(value)
  const json = JSON.stringify(value).slice(1, -1)
  registered.add(json)
  // As Go's encoding/json writes it (ghz, grpcurl): <, > and & as \u escapes.
  registered.add(
    json.replaceAll("<", "\\u003c").replaceAll(">", "\\u003e").replaceAll("&", "\\u0026"),
  )
  registered.add(encodeURIComponent(value))
}

/** A set, non-empty variable's value, or undefined. */
const secretValue = (name: string): string | undefined => {
  const value = process.env[name]
  return value === undefined || value === "" ? undefined : value
}

/**
 * Checks that every variable the specs use (targets/Secrets.ts `secretUses`) is set and not
 * empty, and registers the values for redaction. Called before anything of a run starts.
 */
export const requireSecrets = (
  specs: ReadonlyArray<{ readonly file: string; readonly uses: ReadonlyArray<SecretUse> }>,
): Effect.Effect<void, SecretMissing> =>
  Effect.gen(function* () {
    for (const { file, uses } of specs) {
      for (const use of uses) {
        const value = secretValue(use.variable)
        if (value === undefined) {
          const fields = uses.filter((u) => u.variable === use.variable).map((u) => u.field)
          return yield* new SecretMissing({
            spec: file,
            variable: use.variable,
            field: [...new Set(fields)].join(", "),
          })
        }
        registerSecret(value)
      }
    }
  })

/** `text` with every env reference filled from the environment (checked by requireSecrets). */
export const withSecrets = (text: string): string => fillEnv(text, secretValue)

/** Every value of `map` with its env references filled in. */
export const withSecretsMap = (
  map: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> => fillEnvMap(map, secretValue)

// Matched from each `://` on, not from the scheme: a scheme pattern tried at every position
// backtracks over every long word, quadratic in a message quoting a megabyte-long name.
const AFTER_SCHEME = /:\/\/([^/?#@:\s]*):[^/?#@\s]*@/g
const SCHEME_CHAR = /[A-Za-z0-9+.-]/
const LETTER = /[A-Za-z]/

/** Whether `text` just before `end` is a URL scheme (`[A-Za-z][A-Za-z0-9+.-]*`). */
const schemeBefore = (text: string, end: number): boolean => {
  for (let i = end - 1; i >= 0 && SCHEME_CHAR.test(text[i] ?? ""); i--) {
    if (LETTER.test(text[i] ?? "")) return true
  }
  return false
}

/** `url` with the password of its userinfo replaced by `***` (for messages). */
export const redactUrl = (url: string): string =>
  url.replace(AFTER_SCHEME, (match, user: string, offset: number) =>
    schemeBefore(url, offset) ? `://${user}:***@` : match,
  )

/** `text` with every registered secret and every URL password replaced by `***`. */
export const redact = (text: string): string => {
  let out = text
  // Longest first, so a secret containing another is hidden whole.
  for (const secret of [...registered].sort((a, b) => b.length - a.length)) {
    out = out.replaceAll(secret, "***")
  }
  return redactUrl(out)
}

let fileCount = 0

/**
 * Runs `use` with each of `contents` written to its own file (mode 0600) in `dir` (the run's
 * private scratch directory, mode 0700), and removes the files when it ends, whatever ends it.
 * The files carry secrets to a tool instead of its argv.
 */
export const withPrivateFiles = <K extends string, A, E>(
  dir: string,
  contents: Readonly<Partial<Record<K, string>>>,
  use: (files: Readonly<Partial<Record<K, string>>>) => Effect.Effect<A, E>,
): Effect.Effect<A, E> => {
  const entries = Object.entries(contents) as Array<[K, string]>
  if (entries.length === 0) return use({} as Partial<Record<K, string>>)
  return Effect.acquireUseRelease(
    Effect.sync(() => {
      const files: Partial<Record<K, string>> = {}
      for (const [key, content] of entries) {
        const file = join(dir, `secret-${process.pid}-${++fileCount}.${key}`)
        writeFileSync(file, content, { mode: 0o600 })
        chmodSync(file, 0o600)
        files[key] = file
      }
      return files
    }),
    use,
    (files) =>
      Effect.sync(() => {
        for (const file of Object.values<string | undefined>(files)) {
          if (file !== undefined) rmSync(file, { force: true })
        }
      }),
  )
}
