/**
 * decode: the JSON `cue export` produced → a typed Spec, or every issue found at once.
 *
 * CUE has already checked shapes and formats against schema.cue; Effect Schema re-checks the
 * shape at the boundary (compiler/RawSpec.ts, and each kind its own field), and the
 * cross-checks catch what CUE cannot see easily: names that refer to other names, "exactly one
 * of" rules, limits whose unit depends on the metric, metrics a target's runner does not
 * produce, and fields no target of a scenario would use. Targets are decoded by their kind
 * (compiler/DecodeTarget.ts), scenarios with their load and thresholds
 * (compiler/DecodeScenario.ts).
 */
import { Either, ParseResult, Schema } from "effect"
import type { Service } from "../core/Spec.ts"
import { envRefProblems } from "../core/Templates.ts"
import { checkPortReaches, checkUrl, decodeStart } from "../targets/Checks.ts"
import type { Path } from "../targets/IssueSink.ts"
import type { Target } from "../targets/Registry.ts"
import { secretFieldPaths } from "../targets/Secrets.ts"
import type { Spec } from "../targets/Spec.ts"
import { decodeScenario } from "./DecodeScenario.ts"
import { decodeTarget } from "./DecodeTarget.ts"
import type { Issue } from "./Issue.ts"
import { Issues } from "./Issues.ts"
import { type RawService, RawSpec } from "./RawSpec.ts"
import { checkTopLevel } from "./TopLevel.ts"
import { BASE_SUFFIX } from "./WithBase.ts"

export interface DecodeInput {
  /** The spec file as the user named it (shown in issues). */
  readonly file: string
  /** Its CUE source, to locate fields in issues. */
  readonly source: string
  /** What `cue export --out json` printed for it. */
  readonly json: unknown
}

/**
 * Control characters: C0 (newline, carriage return, escape, …), DEL and C1. In a name they
 * would reach terminals, logs, Markdown and annotations as they are.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Names of targets, services and scenarios are printed everywhere: no control characters. */
const checkName = (
  what: "target" | "service" | "scenario",
  name: string,
  path: Path,
  issues: Issues,
): boolean => {
  if (!CONTROL.test(name)) return true
  issues.add(
    path,
    `a ${what} name cannot hold control characters (newline, tab, escape, …); it is printed in reports, logs and terminals`,
  )
  return false
}

const decodeService = (
  name: string,
  raw: typeof RawService.Type,
  issues: Issues,
): Service | undefined => {
  const path = ["services", name]
  if (name.includes("}") || name === "") {
    issues.add(path, "a service name cannot be empty or contain }: {service.NAME} refers to it")
  }
  checkUrl(raw.url, [...path, "url"], issues)
  checkPortReaches(
    raw.url,
    raw.start,
    { endpoint: [...path, "url"], start: [...path, "start"] },
    issues,
  )
  const start = decodeStart(raw.start, [...path, "start"], issues, "http")
  return start ? { name, url: raw.url, start } : undefined
}

const decodeServices = (raw: typeof RawSpec.Type, issues: Issues) => {
  const services: Record<string, Service> = {}
  for (const [name, service] of Object.entries(raw.services)) {
    if (!checkName("service", name, ["services", name], issues)) continue
    const decoded = decodeService(name, service, issues)
    if (decoded) services[name] = decoded
  }
  return services
}

const decodeTargets = (raw: typeof RawSpec.Type, issues: Issues) => {
  const services = Object.keys(raw.services)
  const targets: Record<string, Target> = {}
  for (const [name, target] of Object.entries(raw.targets)) {
    if (!checkName("target", name, ["targets", name], issues)) continue
    if (name.includes(BASE_SUFFIX)) {
      issues.add(
        ["targets", name],
        `"${BASE_SUFFIX}" is reserved in target names for base-commit copies`,
      )
      continue
    }
    const decoded = decodeTarget(name, target, services, issues)
    if (decoded) targets[name] = decoded
  }
  return targets
}

const specName = (file: string) => (file.split("/").pop() ?? file).replace(/\.cue$/, "")

/** The typed spec, or every issue found in it. */
export const decodeSpec = (input: DecodeInput): Either.Either<Spec, ReadonlyArray<Issue>> => {
  const issues = new Issues(input)
  const strayTopLevel = checkTopLevel(input.json, issues)
  const parsed = Schema.decodeUnknownEither(RawSpec)(input.json, { errors: "all" })
  if (Either.isLeft(parsed)) {
    for (const problem of ParseResult.ArrayFormatter.formatErrorSync(parsed.left)) {
      issues.add(problem.path as Path, problem.message)
    }
    return Either.left(issues.list)
  }
  const raw = parsed.right
  // Secrets by `{env.NAME}`: only where the runners can keep them out of argv and reports.
  for (const problem of envRefProblems(input.json, secretFieldPaths())) {
    issues.add(problem.path, problem.message)
  }
  const services = decodeServices(raw, issues)
  const targets = decodeTargets(raw, issues)
  const declared = Object.keys(raw.targets)
  const scenarios = Object.entries(raw.scenarios).flatMap(([name, scenario]) => {
    if (!checkName("scenario", name, ["scenarios", name], issues)) return []
    const decoded = decodeScenario(name, scenario, declared, targets, issues)
    return decoded ? [decoded] : []
  })
  // A misspelt `scenarios` is reported above, where it is written.
  if (Object.keys(raw.scenarios).length === 0 && !strayTopLevel) {
    issues.add(["scenarios"], "the spec has no scenarios: nothing would be measured", {
      line: 1,
      column: 1,
    })
  }
  return issues.list.length > 0
    ? Either.left(issues.list)
    : Either.right({ file: input.file, name: specName(input.file), targets, services, scenarios })
}
