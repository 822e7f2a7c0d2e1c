/**
 * Placeholders in spec strings, filled in when the plan runs (or by shell variables in emitted
 * scripts): `{port}` (the port allocated for a started target or service) and `{service.NAME}`
 * (a service's URL, in the `env` of bun and command targets).
 */

/** `{service.NAME}`; NAME is anything up to the next `}`. */
const SERVICE_REF = /\{service\.([^}]*)\}/g

/** The service names `value` refers to, in order of appearance (with repeats). */
/** `{port}` filled with the port allocated for a target or service at run time. */
export const fillPort = (text: string, port: number | undefined): string =>
  port === undefined ? text : text.replaceAll("{port}", String(port))

export const serviceRefs = (value: string): ReadonlyArray<string> =>
  [...value.matchAll(SERVICE_REF)].map((match) => match[1] ?? "")

/** The text of the placeholder for service `name`. */
export const serviceRef = (name: string): string => `{service.${name}}`

/** `value` with every `{service.NAME}` replaced by `url(NAME)` (left as is when undefined). */
const fillServices = (value: string, url: (name: string) => string | undefined): string =>
  value.replace(SERVICE_REF, (whole, name: string) => url(name) ?? whole)

/** Every value of `env` with its service references filled in. */
export const fillServiceEnv = (
  env: Readonly<Record<string, string>>,
  url: (name: string) => string | undefined,
): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(env).map(([key, value]) => [key, fillServices(value, url)]))

/**
 * `{env.NAME}`: an environment variable, resolved only when the plan runs, for secrets (tokens,
 * passwords). NAME is anything up to the next `}`; decode accepts only ENV_NAME, and only in the
 * fields targets/Secrets.ts lists. A compiled script refers to the variable itself (`"$NAME"`).
 */
const ENV_REF = /\{env\.([^}]*)\}/g

/** A variable name the shell can expand without quoting tricks. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The text of the reference to variable `name`. */
export const envRef = (name: string): string => `{env.${name}}`

/** The variable names `value` refers to, in order of appearance (with repeats). */
export const envRefs = (value: string): ReadonlyArray<string> =>
  [...value.matchAll(ENV_REF)].map((match) => match[1] ?? "")

/** Whether `value` holds at least one `{env.NAME}`. */
export const hasEnvRef = (value: string): boolean => envRefs(value).length > 0

export const isJsonText = (text: string): boolean => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * `value` with every `{env.NAME}` replaced by `lookup(NAME)` (left as is when undefined). In
 * text that is JSON (a struct body, gRPC data) a reference can only stand inside a string
 * literal, so the value is inserted JSON-escaped: a secret holding `"` keeps the JSON valid.
 */
export const fillEnv = (
  value: string,
  lookup: (name: string) => string | undefined,
  json: boolean = hasEnvRef(value) && isJsonText(value),
): string => {
  if (!hasEnvRef(value)) return value
  return value.replace(ENV_REF, (whole, name: string) => {
    const found = lookup(name)
    if (found === undefined) return whole
    return json ? JSON.stringify(found).slice(1, -1) : found
  })
}

/**
 * Every value of a string map (headers, metadata, env) with its env references filled in as
 * they are: such a value is never JSON text, even when it happens to parse as JSON.
 */
export const fillEnvMap = (
  map: Readonly<Record<string, string>>,
  lookup: (name: string) => string | undefined,
): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(map).map(([key, value]) => [key, fillEnv(value, lookup, false)]),
  )

/**
 * Whether `path` is one of `fields`: raw spec fields as paths with `*` for any key; `**` at the
 * end also takes everything below (a struct body or request).
 */
const fieldAllows = (
  path: ReadonlyArray<string | number>,
  fields: ReadonlyArray<ReadonlyArray<string>>,
): boolean =>
  fields.some((pattern) => {
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i] === "**") return true
      if (i >= path.length) return false
      if (pattern[i] !== "*" && pattern[i] !== String(path[i])) return false
    }
    return pattern.length === path.length
  })

/** The userinfo of a URL as written (`user:pass` of `http://user:pass@host/`), or "". */
const urlUserinfo = (url: string): string => {
  const match = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)@/.exec(url)
  return match?.[1] ?? ""
}

interface EnvRefProblem {
  readonly path: ReadonlyArray<string | number>
  readonly message: string
}

/**
 * Where the raw (exported) spec uses `{env.…}` wrongly: a name that is not ENV_NAME, a field
 * that cannot take one (a command line, a path, a name: they reach reports and argv), a URL
 * outside its userinfo, or an object key.
 */
export const envRefProblems = (
  json: unknown,
  fields: ReadonlyArray<ReadonlyArray<string>>,
): ReadonlyArray<EnvRefProblem> => {
  // Most specs name no secret: one native search of the whole text instead of a walk of every
  // value, which was a tenth of a cold decode. JSON text escapes none of "{env.".
  if (!JSON.stringify(json ?? null).includes("{env.")) return []
  const problems: EnvRefProblem[] = []
  const visit = (value: unknown, path: ReadonlyArray<string | number>): void => {
    if (typeof value === "string") {
      if (!value.includes("{env.")) return
      const names = envRefs(value)
      const bad = names.find((name) => !ENV_NAME.test(name))
      if (bad !== undefined || names.length === 0) {
        problems.push({
          path,
          message: `{env.${bad ?? ""}…}: an environment variable name is letters, digits and _, not starting with a digit`,
        })
      } else if (!fieldAllows(path, fields)) {
        problems.push({
          path,
          message:
            "{env.NAME} is allowed only in header and metadata values, URL userinfo, request bodies, call data and env values",
        })
      } else if (path.at(-1) === "url" && path.length === 4) {
        const userinfo = urlUserinfo(value)
        if (envRefs(userinfo).length !== names.length) {
          problems.push({
            path,
            message: "in a URL, {env.NAME} is allowed only in the userinfo (user:password@)",
          })
        }
      }
      return
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        visit(item, [...path, i])
      })
      return
    }
    if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("{env.")) {
          problems.push({ path: [...path, key], message: "{env.NAME} cannot stand in a key" })
        }
        visit(item, [...path, key])
      }
    }
  }
  visit(json, [])
  return problems
}

/** One `{env.NAME}` use: the variable and the field it stands in. */
export interface SecretUse {
  readonly variable: string
  /** The field it stands in, e.g. `targets.api.http.headers.authorization`. */
  readonly field: string
  /** What the field belongs to: a script needs only its scenario's, its targets' and services'. */
  readonly owner: { readonly kind: "target" | "service" | "scenario"; readonly name: string }
}
