/**
 * decode: the JSON `cue export` produced → a typed Spec, or every issue found at once.
 *
 * CUE has already checked shapes and formats against schema.cue; Effect Schema re-checks the
 * shape at the boundary (so a schema.cue edit that drifts from these types fails loudly), and
 * the cross-checks here catch what CUE cannot see easily: names that refer to other names,
 * "exactly one of" rules, and limits whose unit depends on the metric.
 */
import { Either, ParseResult, Schema } from "effect"
import { isMetricName, METRIC_NAMES, METRICS } from "../runners/Metric.ts"
import { formatPath, type Issue } from "./Issue.ts"
import { locate } from "./Locate.ts"
import { parseDuration, parseLimit, parseRatioLimit, parseRegressionLimit } from "./Quantity.ts"
import type { Load, Request, Scenario, Spec, Target, Threshold } from "./Spec.ts"
import { BASE_SUFFIX } from "./WithBase.ts"

const StringMap = Schema.Record({ key: Schema.String, value: Schema.String })

const RawTarget = Schema.Struct({
  http: Schema.Struct({ url: Schema.String, headers: StringMap }),
  start: Schema.optional(
    Schema.Struct({
      cmd: Schema.NonEmptyArray(Schema.String),
      cwd: Schema.optional(Schema.String),
      env: StringMap,
      ready: Schema.Struct({ http: Schema.optional(Schema.String) }),
      timeout: Schema.String,
    }),
  ),
})

const RawThreshold = Schema.Struct({
  target: Schema.optional(Schema.String),
  metric: Schema.String,
  max: Schema.optional(Schema.Union(Schema.String, Schema.Number)),
  min: Schema.optional(Schema.Union(Schema.String, Schema.Number)),
  overhead: Schema.optional(Schema.String),
  regression: Schema.optional(Schema.String),
})
type RawThreshold = typeof RawThreshold.Type

const RawScenario = Schema.Struct({
  targets: Schema.optional(Schema.Array(Schema.String)),
  baseline: Schema.optional(Schema.String),
  request: Schema.Struct({
    method: Schema.String,
    path: Schema.String,
    headers: StringMap,
    body: Schema.optional(Schema.Unknown),
  }),
  load: Schema.Struct({
    concurrency: Schema.Int,
    duration: Schema.optional(Schema.String),
    requests: Schema.optional(Schema.Int),
    rate: Schema.optional(Schema.Number),
    warmup: Schema.String,
    rounds: Schema.Int,
  }),
  thresholds: Schema.Array(RawThreshold),
})
type RawScenario = typeof RawScenario.Type

export const RawSpec = Schema.Struct({
  targets: Schema.optionalWith(Schema.Record({ key: Schema.String, value: RawTarget }), {
    default: () => ({}),
  }),
  scenarios: Schema.optionalWith(Schema.Record({ key: Schema.String, value: RawScenario }), {
    default: () => ({}),
  }),
})

export interface DecodeInput {
  /** The spec file as the user named it (shown in issues). */
  readonly file: string
  /** Its CUE source, to locate fields in issues. */
  readonly source: string
  /** What `cue export --out json` printed for it. */
  readonly json: unknown
}

const DEFAULT_DURATION_MS = 1000

/** Collects issues with their locations while the spec is walked. */
class Issues {
  readonly list: Issue[] = []
  constructor(private readonly input: DecodeInput) {}

  add(path: ReadonlyArray<string | number>, message: string) {
    const cuePath = formatPath(path)
    const where = locate(this.input.source, cuePath)
    this.list.push({ file: this.input.file, ...where, path: cuePath, message })
  }

  /** The line `path` is written on, if it can be found. */
  lineOf(path: ReadonlyArray<string | number>): number | undefined {
    return locate(this.input.source, formatPath(path))?.line
  }

  /** The value on success; records the error and answers undefined otherwise. */
  take<A>(path: ReadonlyArray<string | number>, result: Either.Either<A, string>): A | undefined {
    if (Either.isRight(result)) return result.right
    this.add(path, result.left)
    return undefined
  }
}

/** A portable environment variable name (POSIX: the shell's `export` accepts exactly these). */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** A header name as HTTP defines it, a token (RFC 9110 §5.1); oha splits `-H` at the first ':'. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

const checkHeaderNames = (
  headers: Readonly<Record<string, string>>,
  path: ReadonlyArray<string | number>,
  issues: Issues,
) => {
  for (const name of Object.keys(headers)) {
    if (!HEADER_NAME.test(name)) {
      issues.add([...path, name], `${JSON.stringify(name)} is not an HTTP header name`)
    }
  }
}

const decodeTarget = (name: string, raw: RawTarget, issues: Issues): Target | undefined => {
  const path = ["targets", name]
  // The emitter and oha parse the URL; one they cannot parse is the spec's error, not a crash.
  if (!URL.canParse(raw.http.url.replaceAll("{port}", "1"))) {
    issues.add([...path, "http", "url"], `${JSON.stringify(raw.http.url)} is not a valid URL`)
  }
  checkHeaderNames(raw.http.headers, [...path, "http", "headers"], issues)
  if (raw.http.url.includes("{port}") && !raw.start) {
    issues.add(
      [...path, "http", "url"],
      "{port} is only known when benchgate starts the target; add `start` or write the port",
    )
  }
  if (!raw.start) return { name, url: raw.http.url, headers: raw.http.headers }
  for (const key of Object.keys(raw.start.env)) {
    if (!ENV_NAME.test(key)) {
      issues.add(
        [...path, "start", "env", key],
        "an environment variable name is letters, digits and _, not starting with a digit",
      )
    }
  }
  const timeoutMs = issues.take([...path, "start", "timeout"], parseDuration(raw.start.timeout))
  if (timeoutMs === undefined) return undefined
  return {
    name,
    url: raw.http.url,
    headers: raw.http.headers,
    start: {
      cmd: raw.start.cmd,
      ...(raw.start.cwd === undefined ? {} : { cwd: raw.start.cwd }),
      env: raw.start.env,
      ready: raw.start.ready.http === undefined ? {} : { httpPath: raw.start.ready.http },
      timeoutMs,
    },
  }
}
type RawTarget = typeof RawTarget.Type

const decodeRequest = (raw: RawScenario["request"]): Request => {
  const body = raw.body
  if (body === undefined) return { method: raw.method, path: raw.path, headers: raw.headers }
  if (typeof body === "string") {
    return { method: raw.method, path: raw.path, headers: raw.headers, body }
  }
  // Structured bodies go out as JSON; the user's own Content-Type wins.
  const hasContentType = Object.keys(raw.headers).some((h) => h.toLowerCase() === "content-type")
  return {
    method: raw.method,
    path: raw.path,
    headers: hasContentType ? raw.headers : { ...raw.headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  }
}

const decodeLoad = (
  raw: RawScenario["load"],
  path: ReadonlyArray<string | number>,
  issues: Issues,
): Load | undefined => {
  if (raw.duration !== undefined && raw.requests !== undefined) {
    issues.add([...path, "requests"], "set either duration or requests, not both")
    return undefined
  }
  const durationMs =
    raw.requests === undefined
      ? raw.duration === undefined
        ? DEFAULT_DURATION_MS
        : issues.take([...path, "duration"], parseDuration(raw.duration))
      : undefined
  const warmupMs = issues.take([...path, "warmup"], parseDuration(raw.warmup))
  if (warmupMs === undefined || (raw.requests === undefined && durationMs === undefined)) {
    return undefined
  }
  return {
    concurrency: raw.concurrency,
    ...(durationMs === undefined ? {} : { durationMs }),
    ...(raw.requests === undefined ? {} : { requests: raw.requests }),
    ...(raw.rate === undefined ? {} : { rate: raw.rate }),
    warmupMs,
    rounds: raw.rounds,
  }
}

const LIMIT_FIELDS = ["max", "min", "overhead", "regression"] as const

const decodeThreshold = (
  raw: RawThreshold,
  path: ReadonlyArray<string | number>,
  scenario: { targets: ReadonlyArray<string>; baseline?: string },
  issues: Issues,
): Threshold[] => {
  const set = LIMIT_FIELDS.filter((field) => raw[field] !== undefined)
  if (set.length !== 1) {
    issues.add(
      path,
      set.length === 0
        ? "set one of max, min, overhead or regression"
        : `set only one of ${set.join(", ")} (one threshold per condition)`,
    )
    return []
  }
  if (!isMetricName(raw.metric)) {
    issues.add(
      [...path, "metric"],
      `unknown metric "${raw.metric}"; known: ${METRIC_NAMES.join(", ")}`,
    )
    return []
  }
  const metric = raw.metric
  if (raw.target !== undefined && !scenario.targets.includes(raw.target)) {
    issues.add(
      [...path, "target"],
      `"${raw.target}" is not measured by this scenario (targets: ${scenario.targets.join(", ")})`,
    )
    return []
  }
  const kind = set[0]
  if (kind === "overhead") {
    if (scenario.baseline === undefined) {
      issues.add([...path, "overhead"], "an overhead threshold needs the scenario's `baseline`")
      return []
    }
    if (raw.target === scenario.baseline) {
      issues.add([...path, "target"], "the baseline cannot have overhead against itself")
      return []
    }
  }
  const targets =
    raw.target !== undefined
      ? [raw.target]
      : kind === "overhead"
        ? scenario.targets.filter((t) => t !== scenario.baseline)
        : scenario.targets
  const line = issues.lineOf(path)
  const base = (target: string, condition: string) => ({
    text: `${target} ${metric} ${condition}`,
    ...(line === undefined ? {} : { line }),
    target,
    metric,
  })
  switch (kind) {
    case "max":
    case "min": {
      const value = raw[kind] ?? ""
      const limit = issues.take([...path, kind], parseLimit(value, METRICS[metric].unit))
      if (limit === undefined) return []
      const comparator = kind === "max" ? "<=" : ">="
      return targets.map((target) => ({
        ...base(target, `${comparator} ${value}`),
        kind: "absolute" as const,
        comparator,
        limit,
      }))
    }
    case "overhead": {
      const text = raw.overhead ?? ""
      const limit = issues.take([...path, "overhead"], parseRatioLimit(text))
      if (limit === undefined) return []
      return targets.map((target) => ({
        ...base(target, `${text} vs ${scenario.baseline}`),
        kind: "overhead" as const,
        ...limit,
      }))
    }
    case "regression": {
      const text = raw.regression ?? ""
      const tolerance = issues.take([...path, "regression"], parseRegressionLimit(text))
      if (tolerance === undefined) return []
      return targets.map((target) => ({
        ...base(target, `regression ${text.startsWith("<") ? text : `<= ${text}`}`),
        kind: "regression" as const,
        tolerance,
      }))
    }
    default:
      return []
  }
}

const decodeScenario = (
  name: string,
  raw: RawScenario,
  targetNames: ReadonlyArray<string>,
  issues: Issues,
): Scenario | undefined => {
  const path = ["scenarios", name]
  const targets = raw.targets ?? targetNames
  let valid = true
  if (targets.length === 0) {
    issues.add(
      raw.targets ? [...path, "targets"] : path,
      "no targets to measure; declare `targets`",
    )
    valid = false
  }
  targets.forEach((target, i) => {
    if (!targetNames.includes(target)) {
      issues.add(
        [...path, "targets", i],
        `unknown target "${target}" (declared: ${targetNames.join(", ") || "none"})`,
      )
      valid = false
    }
  })
  if (new Set(targets).size !== targets.length) {
    issues.add([...path, "targets"], "a target is listed twice")
    valid = false
  }
  if (raw.baseline !== undefined && !targets.includes(raw.baseline)) {
    issues.add(
      [...path, "baseline"],
      `baseline "${raw.baseline}" is not among the scenario's targets (${targets.join(", ")})`,
    )
    valid = false
  }
  checkHeaderNames(raw.request.headers, [...path, "request", "headers"], issues)
  const load = decodeLoad(raw.load, [...path, "load"], issues)
  const context = raw.baseline === undefined ? { targets } : { targets, baseline: raw.baseline }
  const thresholds = raw.thresholds.flatMap((threshold, i) =>
    decodeThreshold(threshold, [...path, "thresholds", i], context, issues),
  )
  if (!valid || !load) return undefined
  return {
    name,
    request: decodeRequest(raw.request),
    load,
    targets,
    ...(raw.baseline === undefined ? {} : { baseline: raw.baseline }),
    thresholds,
  }
}

const specName = (file: string) => (file.split("/").pop() ?? file).replace(/\.cue$/, "")

/** The typed spec, or every issue found in it. */
export const decodeSpec = (input: DecodeInput): Either.Either<Spec, ReadonlyArray<Issue>> => {
  const issues = new Issues(input)
  const parsed = Schema.decodeUnknownEither(RawSpec)(input.json, { errors: "all" })
  if (Either.isLeft(parsed)) {
    for (const problem of ParseResult.ArrayFormatter.formatErrorSync(parsed.left)) {
      issues.add(problem.path as ReadonlyArray<string | number>, problem.message)
    }
    return Either.left(issues.list)
  }
  const raw = parsed.right
  const targetNames = Object.keys(raw.targets)
  const targets: Record<string, Target> = {}
  for (const [name, target] of Object.entries(raw.targets)) {
    if (name.includes(BASE_SUFFIX)) {
      issues.add(
        ["targets", name],
        `"${BASE_SUFFIX}" is reserved in target names for base-commit copies`,
      )
      continue
    }
    const decoded = decodeTarget(name, target, issues)
    if (decoded) targets[name] = decoded
  }
  const scenarios = Object.entries(raw.scenarios).flatMap(([name, scenario]) => {
    const decoded = decodeScenario(name, scenario, targetNames, issues)
    return decoded ? [decoded] : []
  })
  if (Object.keys(raw.scenarios).length === 0) {
    issues.add([], "the spec has no scenarios: nothing would be measured")
  }
  return issues.list.length > 0
    ? Either.left(issues.list)
    : Either.right({ file: input.file, name: specName(input.file), targets, scenarios })
}
