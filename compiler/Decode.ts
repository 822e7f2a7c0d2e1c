/**
 * decode: the JSON `cue export` produced → a typed Spec, or every issue found at once.
 *
 * CUE has already checked shapes and formats against schema.cue; Effect Schema re-checks the
 * shape at the boundary (so a schema.cue edit that drifts from these types fails loudly), and
 * the cross-checks here catch what CUE cannot see easily: names that refer to other names,
 * "exactly one of" rules, limits whose unit depends on the metric, metrics a target's runner
 * does not produce, and fields no target of a scenario would use.
 */
import { Either, ParseResult, Schema } from "effect"
import type { GrpcSchemaSource, GrpcTls } from "../core/GrpcTarget.ts"
import { isMetadataKey, parseMethodName } from "../core/GrpcTarget.ts"
import {
  describeMetrics,
  isMetricName,
  METRIC_NAMES,
  METRICS,
  type MetricName,
  statusRateProblem,
} from "../core/Metric.ts"
import { PER_ITEM_METRIC, PER_ITEM_SOURCE } from "../core/PerItem.ts"
import type {
  BunTarget,
  GrpcCall,
  GrpcTarget,
  Load,
  Request,
  Scenario,
  Service,
  SourceLocation,
  Spec,
  StartCommand,
  Target,
  TargetKind,
  Threshold,
} from "../core/Spec.ts"
import { RESULTS_FORMATS } from "../core/Spec.ts"
import { envRefProblems, serviceRef, serviceRefs } from "../core/Templates.ts"
import {
  type AnyRunner,
  allRunners,
  metricsOf,
  runnerNamed,
  runnerOf,
  runnersFor,
  STARTED_TARGET_METRICS,
} from "../runners/Registry.ts"
import { formatPath, type Issue } from "./Issue.ts"
import { locate, type SourcePosition } from "./Locate.ts"
import {
  parseBoundedDuration,
  parseLimit,
  parseOverheadLimit,
  parseRegressionLimit,
} from "./Quantity.ts"
import { BASE_SUFFIX } from "./WithBase.ts"

const StringMap = Schema.Record({ key: Schema.String, value: Schema.String })

const RawStart = Schema.Struct({
  cmd: Schema.NonEmptyArray(Schema.String),
  cwd: Schema.optional(Schema.String),
  env: StringMap,
  ready: Schema.Struct({
    http: Schema.optional(Schema.String),
    grpc: Schema.optional(Schema.String),
  }),
  timeout: Schema.String,
})
type RawStart = typeof RawStart.Type

const RawTarget = Schema.Struct({
  http: Schema.optional(Schema.Struct({ url: Schema.String, headers: StringMap })),
  grpc: Schema.optional(
    Schema.Struct({
      address: Schema.String,
      tls: Schema.optional(
        Schema.Struct({
          ca: Schema.optional(Schema.String),
          serverName: Schema.optional(Schema.String),
          insecure: Schema.Boolean,
        }),
      ),
      protos: Schema.optional(Schema.NonEmptyArray(Schema.String)),
      importPaths: Schema.optional(Schema.Array(Schema.String)),
      protoset: Schema.optional(Schema.String),
      metadata: StringMap,
      service: Schema.optional(Schema.String),
    }),
  ),
  bun: Schema.optional(
    Schema.Struct({
      file: Schema.String,
      group: Schema.String,
      variant: Schema.String,
      env: StringMap,
    }),
  ),
  command: Schema.optional(
    Schema.Struct({
      cmd: Schema.NonEmptyArray(Schema.String),
      cwd: Schema.optional(Schema.String),
      env: StringMap,
      exitCodes: Schema.optional(Schema.Array(Schema.Number)),
    }),
  ),
  go: Schema.optional(Schema.Struct({ package: Schema.String, benchmark: Schema.String })),
  results: Schema.optional(
    Schema.Struct({
      format: Schema.Literal(...RESULTS_FORMATS),
      file: Schema.String,
      benchmark: Schema.optional(Schema.String),
      command: Schema.optional(Schema.NonEmptyArray(Schema.String)),
    }),
  ),
  start: Schema.optional(RawStart),
  runner: Schema.optional(Schema.String),
})

const RawService = Schema.Struct({ url: Schema.String, start: RawStart })
type RawService = typeof RawService.Type

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
  request: Schema.optional(
    Schema.Struct({
      method: Schema.String,
      path: Schema.String,
      headers: StringMap,
      body: Schema.optional(Schema.Unknown),
    }),
  ),
  call: Schema.optional(
    Schema.Struct({
      method: Schema.String,
      data: Schema.optional(Schema.Unknown),
      smoke: Schema.optional(Schema.Unknown),
      metadata: StringMap,
      expect: Schema.optional(Schema.Unknown),
    }),
  ),
  load: Schema.Struct({
    concurrency: Schema.optional(Schema.Int),
    connections: Schema.optional(Schema.Int),
    duration: Schema.optional(Schema.String),
    requests: Schema.optional(Schema.Int),
    rate: Schema.optional(Schema.Number),
    warmup: Schema.String,
    rounds: Schema.optional(Schema.Int),
    forks: Schema.optionalWith(Schema.Int, { default: () => 1 }),
    budget: Schema.optional(Schema.String),
  }),
  items: Schema.optional(Schema.Int),
  thresholds: Schema.Array(RawThreshold),
})
type RawScenario = typeof RawScenario.Type

export const RawSpec = Schema.Struct({
  targets: Schema.optionalWith(Schema.Record({ key: Schema.String, value: RawTarget }), {
    default: () => ({}),
  }),
  services: Schema.optionalWith(Schema.Record({ key: Schema.String, value: RawService }), {
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
const DEFAULT_CONCURRENCY = 16
/** Rounds when `load.rounds` is not given (schema.cue), but for results targets only. */
const DEFAULT_ROUNDS = 5

/** Collects issues with their locations while the spec is walked. */
class Issues {
  readonly list: Issue[] = []
  constructor(private readonly input: DecodeInput) {}

  /** Records an issue at `path`, located in the source (or at `fallback` when not written). */
  add(path: ReadonlyArray<string | number>, message: string, fallback?: SourcePosition) {
    const cuePath = formatPath(path)
    const where = locate(this.input.source, cuePath) ?? fallback
    this.list.push({ file: this.input.file, ...where, path: cuePath, message })
  }

  /** The line `path` is written on, if it can be found. */
  lineOf(path: ReadonlyArray<string | number>): number | undefined {
    return locate(this.input.source, formatPath(path))?.line
  }

  /** Where `path` (or its deepest written ancestor) is written, with the path itself. */
  at(path: ReadonlyArray<string | number>): SourceLocation | undefined {
    const cuePath = formatPath(path)
    const where = locate(this.input.source, cuePath)
    return where && where.column !== undefined
      ? { line: where.line, column: where.column, path: cuePath }
      : undefined
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

/** Variables the bun runner sets for its harness (runners/bun/BunBenchRecord.ts `ENV`). */
const RESERVED_ENV_PREFIX = "BENCHGATE_"

type Path = ReadonlyArray<string | number>

/**
 * Control characters: C0 (newline, carriage return, escape, …), DEL and C1. In a header value
 * they would split or corrupt the request (oha rejects them only at run time); in a name they
 * would reach terminals, logs, Markdown and annotations as they are.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** A header field value (RFC 9110 §5.5): visible characters, spaces and tabs; no CR, LF, NUL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const HEADER_VALUE_FORBIDDEN = /[\u0000-\u0008\u000a-\u001f\u007f]/

const checkHeaders = (headers: Readonly<Record<string, string>>, path: Path, issues: Issues) => {
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) {
      issues.add([...path, name], `${JSON.stringify(name)} is not an HTTP header name`)
    } else if (HEADER_VALUE_FORBIDDEN.test(value)) {
      issues.add(
        [...path, name],
        `a header value cannot hold control characters (CR, LF, NUL, …): ${JSON.stringify(value)}`,
      )
    }
  }
}

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

/** Variable names, and (where allowed) the services their values refer to. */
const checkEnv = (
  env: Readonly<Record<string, string>>,
  path: Path,
  issues: Issues,
  options: { readonly services?: ReadonlyArray<string>; readonly reserved?: boolean } = {},
) => {
  for (const [key, value] of Object.entries(env)) {
    if (!ENV_NAME.test(key)) {
      issues.add(
        [...path, key],
        "an environment variable name is letters, digits and _, not starting with a digit",
      )
    } else if (options.reserved && key.startsWith(RESERVED_ENV_PREFIX)) {
      issues.add(
        [...path, key],
        `${RESERVED_ENV_PREFIX}* variables are set by benchgate for its harness; the spec's load decides them`,
      )
    }
    const services = options.services
    if (services === undefined) continue
    for (const name of serviceRefs(value)) {
      if (!services.includes(name)) {
        issues.add(
          [...path, key],
          `unknown service "${name}" in ${serviceRef(name)} (declared: ${services.join(", ") || "none"})`,
        )
      }
    }
  }
}

/** Which readiness probe a process may use: a URL's (`http`) or a gRPC server's (`grpc`). */
type ReadyKind = "http" | "grpc"

const decodeStart = (
  raw: RawStart,
  path: Path,
  issues: Issues,
  kind: ReadyKind,
): StartCommand | undefined => {
  checkEnv(raw.env, [...path, "env"], issues)
  if (kind === "http" && raw.ready.grpc !== undefined) {
    issues.add(
      [...path, "ready", "grpc"],
      "ready.grpc is the gRPC health check of grpc targets; an HTTP server is ready when ready.http answers 2xx",
    )
  }
  if (kind === "grpc" && raw.ready.http !== undefined) {
    issues.add(
      [...path, "ready", "http"],
      'ready.http probes an HTTP path; a grpc target is ready by the gRPC health check: ready: grpc: "" (or a service name)',
    )
  }
  if (raw.cmd[0] === "") issues.add([...path, "cmd", 0], "the program name is empty")
  const timeoutMs = issues.take([...path, "timeout"], parseBoundedDuration(raw.timeout, "timeout"))
  if (timeoutMs === undefined) return undefined
  return {
    cmd: raw.cmd,
    ...(raw.cwd === undefined ? {} : { cwd: raw.cwd }),
    env: raw.env,
    ready: {
      ...(raw.ready.http === undefined ? {} : { httpPath: raw.ready.http }),
      ...(kind === "grpc" && raw.ready.grpc !== undefined ? { grpcService: raw.ready.grpc } : {}),
    },
    timeoutMs,
  }
}

/**
 * `{port}` must reach both ends: benchgate allocates a port only when the URL (or address) has
 * `{port}`, and the process listens on it only when its command or environment receives it.
 * Either half alone starts a server the load cannot reach, found only at run time (exit 3);
 * the spec shows it, so it is an error at the field.
 */
const checkPortReaches = (
  endpoint: string,
  start: RawStart,
  paths: { readonly endpoint: Path; readonly start: Path },
  issues: Issues,
) => {
  // A placeholder missing its brace is the endpoint's own error (checkUrl), not this one.
  if (endpoint.replaceAll("{port}", "").includes("{port")) return
  const inUrl = endpoint.includes("{port}")
  const passed =
    start.cmd.some((arg) => arg.includes("{port}")) ||
    Object.values(start.env).some((value) => value.includes("{port}"))
  if (inUrl && !passed) {
    issues.add(
      [...paths.start, "cmd"],
      'the address uses {port}, but the command never receives it: pass it as an argument ("--port={port}") or in env (PORT: "{port}")',
    )
  }
  if (!inUrl && passed) {
    issues.add(
      paths.endpoint,
      "start passes {port} to the command, but this names a fixed port: write {port} here too, so the load goes where the command listens",
    )
  }
}

/** The emitter and oha parse the URL; one they cannot parse is the spec's error, not a crash. */
const checkUrl = (url: string, path: Path, issues: Issues) => {
  if (!URL.canParse(url.replaceAll("{port}", "1"))) {
    issues.add(path, `${JSON.stringify(url)} is not a valid URL`)
  }
}

const TARGET_KINDS = [
  "http",
  "grpc",
  "bun",
  "command",
  "go",
  "results",
] as const satisfies ReadonlyArray<TargetKind>

const decodeHttp = (
  name: string,
  http: NonNullable<RawTarget["http"]>,
  start: RawStart | undefined,
  issues: Issues,
): Target | undefined => {
  const path = ["targets", name]
  checkUrl(http.url, [...path, "http", "url"], issues)
  checkHeaders(http.headers, [...path, "http", "headers"], issues)
  if (http.url.includes("{port}") && !start) {
    issues.add(
      [...path, "http", "url"],
      "{port} is only known when benchgate starts the target; add `start` or write the port",
    )
  }
  const target = { kind: "http" as const, name, url: http.url, headers: http.headers }
  if (!start) return target
  const paths = { endpoint: [...path, "http", "url"], start: [...path, "start"] }
  checkPortReaches(http.url, start, paths, issues)
  const decoded = decodeStart(start, [...path, "start"], issues, "http")
  return decoded ? { ...target, start: decoded } : undefined
}

/**
 * Metadata keys and values the tools can send: keys as gRPC allows them (lower-cased on the
 * wire; `grpc-` is reserved for the protocol), values without control characters (HTTP/2 header
 * values; grpcurl's `-H` and ghz's JSON would both pass them on and the server reject them).
 */
const checkMetadata = (metadata: Readonly<Record<string, string>>, path: Path, issues: Issues) => {
  for (const [key, value] of Object.entries(metadata)) {
    if (!isMetadataKey(key)) {
      issues.add(
        [...path, key],
        `${JSON.stringify(key)} is not a metadata key: letters, digits, -, _ and .`,
      )
    } else if (key.toLowerCase().startsWith("grpc-")) {
      issues.add([...path, key], `"grpc-" metadata keys are reserved for gRPC itself`)
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
    if (/[\u0000-\u001f\u007f]/.test(value)) {
      issues.add(
        [...path, key],
        "a metadata value cannot hold control characters (newlines, tabs, …)",
      )
    }
  }
}

const decodeGrpc = (
  name: string,
  grpc: NonNullable<RawTarget["grpc"]>,
  start: RawStart | undefined,
  issues: Issues,
): Target | undefined => {
  const path = ["targets", name, "grpc"]
  const port = /:([0-9]+)$/.exec(grpc.address)?.[1]
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) {
    issues.add([...path, "address"], `port ${port} is not between 1 and 65535`)
  }
  if (grpc.address.includes("{port}") && !start) {
    issues.add(
      [...path, "address"],
      "{port} is only known when benchgate starts the target; add `start` or write the port",
    )
  }
  const tls: GrpcTls =
    grpc.tls === undefined
      ? { mode: "plaintext" }
      : {
          mode: "tls",
          ...(grpc.tls.ca === undefined ? {} : { caFile: grpc.tls.ca }),
          ...(grpc.tls.serverName === undefined ? {} : { serverName: grpc.tls.serverName }),
          ...(grpc.tls.insecure ? { insecure: true } : {}),
        }
  if (grpc.tls?.ca === "") issues.add([...path, "tls", "ca"], "ca is empty")
  let schema: GrpcSchemaSource = { kind: "reflection" }
  if (grpc.protos !== undefined && grpc.protoset !== undefined) {
    issues.add(
      [...path, "protoset"],
      "set protos or protoset, not both (neither: server reflection)",
    )
  } else if (grpc.protos !== undefined) {
    grpc.protos.forEach((file, i) => {
      if (file === "") issues.add([...path, "protos", i], "the file name is empty")
    })
    schema = { kind: "protos", files: grpc.protos, importPaths: grpc.importPaths ?? [] }
  } else if (grpc.protoset !== undefined) {
    if (grpc.protoset === "") issues.add([...path, "protoset"], "protoset is empty")
    schema = { kind: "protoset", file: grpc.protoset }
  }
  if (grpc.importPaths !== undefined && grpc.protos === undefined) {
    issues.add(
      [...path, "importPaths"],
      "importPaths are where the imports of `protos` are found; without protos nothing reads them",
    )
  }
  for (const [i, dir] of (grpc.importPaths ?? []).entries()) {
    // ghz takes them comma-separated.
    if (dir === "" || dir.includes(",")) {
      issues.add([...path, "importPaths", i], "an import path cannot be empty or contain a comma")
    }
  }
  checkMetadata(grpc.metadata, [...path, "metadata"], issues)
  const target: GrpcTarget = {
    kind: "grpc",
    name,
    address: grpc.address,
    tls,
    schema,
    metadata: grpc.metadata,
    ...(grpc.service === undefined ? {} : { service: grpc.service }),
  }
  if (!start) return target
  const paths = {
    endpoint: ["targets", name, "grpc", "address"],
    start: ["targets", name, "start"],
  }
  checkPortReaches(grpc.address, start, paths, issues)
  const decoded = decodeStart(start, ["targets", name, "start"], issues, "grpc")
  return decoded ? { ...target, start: decoded } : undefined
}

/**
 * The target with the runner it names, when that runner loads its kind (runners/Registry.ts);
 * without `runner`, its kind's default runner loads it.
 */
const withRunner = (target: Target, runner: string | undefined, issues: Issues): Target => {
  if (runner === undefined) return target
  const fitting = runnersFor(target.kind).map((r) => r.name)
  if (runnerNamed(runner)?.kind !== target.kind) {
    issues.add(
      ["targets", target.name, "runner"],
      `${JSON.stringify(runner)} is not a runner of ${target.kind} targets; ${fitting.length === 1 ? "the only one is" : "they are"} ${fitting.join(", ")}`,
    )
    return target
  }
  return { ...target, runner }
}

const decodeTarget = (
  name: string,
  raw: RawTarget,
  services: ReadonlyArray<string>,
  issues: Issues,
): Target | undefined => {
  const target = decodeTargetOfKind(name, raw, services, issues)
  return target === undefined || target.kind === "results"
    ? target
    : withRunner(target, raw.runner, issues)
}

const decodeTargetOfKind = (
  name: string,
  raw: RawTarget,
  services: ReadonlyArray<string>,
  issues: Issues,
): Target | undefined => {
  const path = ["targets", name]
  const set = TARGET_KINDS.filter((kind) => raw[kind] !== undefined)
  if (set.length !== 1) {
    issues.add(
      path,
      set.length === 0
        ? `set exactly one of ${TARGET_KINDS.join(", ")}: what kind of target "${name}" is`
        : `set exactly one of ${TARGET_KINDS.join(", ")}; ${set.join(" and ")} are both set`,
    )
    return undefined
  }
  if (raw.http) return decodeHttp(name, raw.http, raw.start, issues)
  if (raw.grpc) return decodeGrpc(name, raw.grpc, raw.start, issues)
  const kind = set[0] ?? "http"
  if (raw.start) {
    issues.add(
      [...path, "start"],
      `start is for http and grpc targets only: benchgate runs a ${kind} target itself (a server it needs is a service)`,
    )
  }
  if (raw.bun) {
    const { file, group, variant, env } = raw.bun
    for (const [field, value] of [
      ["file", file],
      ["group", group],
      ["variant", variant],
    ] as const) {
      if (value === "") issues.add([...path, "bun", field], `${field} is empty`)
    }
    checkEnv(env, [...path, "bun", "env"], issues, { services, reserved: true })
    return { kind: "bun", name, file, group, variant, env }
  }
  if (raw.command) {
    const { cmd, cwd, env, exitCodes } = raw.command
    if (cmd[0] === "") issues.add([...path, "command", "cmd", 0], "the program name is empty")
    checkEnv(env, [...path, "command", "env"], issues, { services })
    if (exitCodes !== undefined && exitCodes.length === 0) {
      issues.add([...path, "command", "exitCodes"], "lists no exit code; leave it out for only 0")
    }
    exitCodes?.forEach((code, i) => {
      if (!Number.isInteger(code) || code < 0 || code > 255) {
        issues.add(
          [...path, "command", "exitCodes", i],
          `${code} is not an exit code: a whole number from 0 to 255`,
        )
      }
    })
    return {
      kind: "command",
      name,
      cmd,
      ...(cwd === undefined ? {} : { cwd }),
      env,
      ...(exitCodes === undefined ? {} : { exitCodes }),
    }
  }
  if (raw.go) {
    const { package: pkg, benchmark } = raw.go
    if (pkg === "") {
      issues.add([...path, "go", "package"], 'package is empty; "." is the spec\'s own directory')
    }
    if (!/^Benchmark\S*$/.test(benchmark)) {
      issues.add(
        [...path, "go", "benchmark"],
        `${JSON.stringify(benchmark)} is not a benchmark name: it starts with Benchmark and has no spaces`,
      )
    } else if (benchmark.split("/").includes("")) {
      issues.add(
        [...path, "go", "benchmark"],
        `${JSON.stringify(benchmark)} has an empty sub-benchmark level`,
      )
    }
    return { kind: "go", name, package: pkg, benchmark }
  }
  if (raw.results) {
    const { format, file, benchmark, command } = raw.results
    if (file === "") issues.add([...path, "results", "file"], "file is empty")
    if (command?.[0] === "") {
      issues.add([...path, "results", "command", 0], "the program name is empty")
    }
    if (raw.runner !== undefined) {
      issues.add(
        [...path, "runner"],
        `a results target is read by its format's runner (${format}); leave runner out`,
      )
    }
    return {
      kind: "results",
      name,
      // The format is the runner: one runner per format (runners/results/).
      runner: format,
      format,
      file,
      ...(benchmark === undefined ? {} : { benchmark }),
      ...(command === undefined ? {} : { command }),
    }
  }
  return undefined
}
type RawTarget = typeof RawTarget.Type

const decodeService = (name: string, raw: RawService, issues: Issues): Service | undefined => {
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

const decodeRequest = (raw: NonNullable<RawScenario["request"]>): Request => {
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

/** ghz renders Go templates in the request data per call; grpcurl never does. */
const TEMPLATE = /\{\{.*?\}\}/s

/** A request as JSON text: a struct is serialised; a string must already be a JSON object. */
const requestJson = (value: unknown, path: Path, issues: Issues): string | undefined => {
  if (typeof value !== "string") return JSON.stringify(value)
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch (error) {
    issues.add(
      path,
      `not JSON (${error instanceof Error ? error.message : String(error)}); ghz templates go inside JSON strings: {"title": "task {{.RequestNumber}}"}`,
    )
    return undefined
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    issues.add(path, "a request message is a JSON object")
    return undefined
  }
  return value
}

const decodeCall = (
  raw: NonNullable<RawScenario["call"]>,
  path: Path,
  issues: Issues,
): GrpcCall | undefined => {
  let valid = true
  if (parseMethodName(raw.method) === undefined || !raw.method.includes("/")) {
    issues.add([...path, "method"], `${JSON.stringify(raw.method)} is not package.Service/Method`)
    valid = false
  }
  const data = raw.data === undefined ? "{}" : requestJson(raw.data, [...path, "data"], issues)
  if (data === undefined) valid = false
  let smoke: string | undefined
  if (raw.smoke === undefined) {
    if (data !== undefined && TEMPLATE.test(data)) {
      issues.add(
        [...path, "data"],
        "data holds ghz templates ({{…}}), which the preflight's smoke call (grpcurl) would send as written; add `smoke`, one concrete request",
      )
      valid = false
    }
    smoke = data
  } else {
    smoke = requestJson(raw.smoke, [...path, "smoke"], issues)
    if (smoke !== undefined && TEMPLATE.test(smoke)) {
      issues.add(
        [...path, "smoke"],
        "smoke is sent as written (grpcurl renders no templates); give one concrete request",
      )
      valid = false
    }
  }
  checkMetadata(raw.metadata, [...path, "metadata"], issues)
  if (!valid || data === undefined || smoke === undefined) return undefined
  const at = (field?: string) => issues.at(field === undefined ? path : [...path, field])
  const call = at()
  const method = at("method")
  const smokeAt = raw.smoke !== undefined ? at("smoke") : raw.data !== undefined ? at("data") : call
  const expect = raw.expect === undefined ? undefined : at("expect")
  return {
    method: raw.method,
    data,
    smoke,
    metadata: raw.metadata,
    ...(raw.expect === undefined ? {} : { expect: raw.expect }),
    at: {
      ...(call ? { call } : {}),
      ...(method ? { method } : {}),
      ...(smokeAt ? { smoke: smokeAt } : {}),
      ...(expect ? { expect } : {}),
    },
  }
}

/** The target kinds of a scenario, when every one of its targets decoded. */
type Kinds = ReadonlySet<TargetKind> | undefined

const describeKinds = (kinds: ReadonlySet<TargetKind>) => [...kinds].join(", ")

/** A load field set although no target of the scenario uses it is a mistake: it would be ignored. */
const names = (runners: ReadonlyArray<AnyRunner>) => runners.map((r) => r.name).join(", ")

/**
 * The load fields the scenario's runners use (runners/Runner.ts `loadFields`): a field none of
 * them uses is an error, as is `requests` beside a runner that needs a duration; then each
 * runner's own checks.
 */
const checkLoadUse = (
  raw: RawScenario["load"],
  path: Path,
  runners: ReadonlyArray<AnyRunner> | undefined,
  issues: Issues,
) => {
  if (runners === undefined) return
  for (const field of ["concurrency", "connections", "rate", "requests", "duration"] as const) {
    if (raw[field] === undefined || runners.some((r) => r.loadFields.includes(field))) continue
    const users = allRunners.filter((r) => r.loadFields.includes(field))
    issues.add(
      [...path, field],
      runners.every((r) => r.loadFields.length === 0)
        ? `${field} does not apply to ${names(runners)} targets: a round runs each of them once, as long as it takes`
        : `${field} only applies to targets loaded by ${names(users)}; this scenario's targets are loaded by ${names(runners)}`,
    )
  }
  const timed = runners.filter(
    (r) => r.loadFields.includes("duration") && !r.loadFields.includes("requests"),
  )
  if (
    raw.requests !== undefined &&
    timed.length > 0 &&
    runners.some((r) => r.loadFields.includes("requests"))
  ) {
    issues.add(
      [...path, "requests"],
      `requests replaces the duration only for ${names(runners.filter((r) => r.loadFields.includes("requests")))}; ${names(timed)} targets need a duration`,
    )
  }
  const settings = {
    concurrency: raw.concurrency ?? DEFAULT_CONCURRENCY,
    ...(raw.connections === undefined ? {} : { connections: raw.connections }),
    ...(raw.rate === undefined ? {} : { rate: raw.rate }),
  }
  for (const runner of runners) {
    for (const [field, message] of runner.checkLoad?.(settings) ?? []) {
      issues.add([...path, field], message)
    }
  }
}

const decodeLoad = (raw: RawScenario["load"], path: Path, issues: Issues): Load | undefined => {
  if (raw.duration !== undefined && raw.requests !== undefined) {
    issues.add([...path, "requests"], "set either duration or requests, not both")
    return undefined
  }
  const durationMs =
    raw.requests === undefined
      ? raw.duration === undefined
        ? DEFAULT_DURATION_MS
        : issues.take([...path, "duration"], parseBoundedDuration(raw.duration, "duration"))
      : undefined
  const warmupMs = issues.take([...path, "warmup"], parseBoundedDuration(raw.warmup, "warmup"))
  const budgetMs =
    raw.budget === undefined
      ? undefined
      : issues.take([...path, "budget"], parseBoundedDuration(raw.budget, "budget"))
  if (warmupMs === undefined || (raw.requests === undefined && durationMs === undefined)) {
    return undefined
  }
  if (durationMs === 0) {
    issues.add([...path, "duration"], "a measurement needs a duration above 0")
    return undefined
  }
  if (raw.budget !== undefined && budgetMs === undefined) return undefined
  return {
    concurrency: raw.concurrency ?? DEFAULT_CONCURRENCY,
    ...(raw.connections === undefined ? {} : { connections: raw.connections }),
    ...(durationMs === undefined ? {} : { durationMs }),
    ...(raw.requests === undefined ? {} : { requests: raw.requests }),
    ...(raw.rate === undefined ? {} : { rate: raw.rate }),
    warmupMs,
    rounds: raw.rounds ?? DEFAULT_ROUNDS,
    ...(raw.forks === 1 ? {} : { forks: raw.forks }),
    ...(budgetMs === undefined ? {} : { budgetMs }),
  }
}

/**
 * Bun targets of one scenario run in one process per round: one file, one group, distinct
 * variants, and environments that agree.
 */
const checkBunGroup = (targets: ReadonlyArray<BunTarget>, path: Path, issues: Issues): boolean => {
  const [first, ...rest] = targets
  if (!first) return true
  const describe = (t: BunTarget) =>
    `"${t.name}" is group ${JSON.stringify(t.group)} of ${JSON.stringify(t.file)}`
  const other = rest.find((t) => t.file !== first.file || t.group !== first.group)
  if (other) {
    issues.add(
      path,
      `bun targets of one scenario run in one process, so they share file and group: ${describe(first)}, ${describe(other)}`,
    )
    return false
  }
  let valid = true
  const variants = new Map<string, string>()
  const env = new Map<string, { target: string; value: string }>()
  for (const target of targets) {
    const twin = variants.get(target.variant)
    if (twin !== undefined) {
      issues.add(path, `"${twin}" and "${target.name}" are both variant "${target.variant}"`)
      valid = false
    }
    variants.set(target.variant, target.name)
    for (const [key, value] of Object.entries(target.env)) {
      const seen = env.get(key)
      if (seen && seen.value !== value) {
        issues.add(
          path,
          `"${seen.target}" and "${target.name}" set ${key} differently, but run in one process`,
        )
        valid = false
      }
      env.set(key, { target: target.name, value })
    }
  }
  return valid
}

const LIMIT_FIELDS = ["max", "min", "overhead", "regression"] as const

interface ScenarioContext {
  readonly targets: ReadonlyArray<string>
  readonly baseline?: string
  readonly items?: number
  /** Each decoded target of the spec. */
  readonly targetOf: (target: string) => Target | undefined
}

/**
 * Targets (of `names`) whose runner does not produce `metric`, as an issue message.
 * bytes_per_item is produced wherever bytes_per_response is (core/PerItem.ts).
 */
const unproduced = (
  metric: MetricName,
  names: ReadonlyArray<string>,
  targetOf: ScenarioContext["targetOf"],
): string | undefined => {
  const measured = metric === PER_ITEM_METRIC ? PER_ITEM_SOURCE : metric
  const byRunner = new Map<AnyRunner, Target[]>()
  for (const name of names) {
    const target = targetOf(name)
    if (target === undefined || metricsOf(target).includes(measured)) continue
    const runner = runnerOf(target)
    byRunner.set(runner, [...(byRunner.get(runner) ?? []), target])
  }
  if (byRunner.size === 0) return undefined
  const parts = [...byRunner].map(
    ([runner, targets]) =>
      `${runner.kind} target${targets.length === 1 ? "" : "s"} ${targets.map((t) => `"${t.name}"`).join(", ")} (${runner.name} gives ${describeMetrics(runner.metrics)})`,
  )
  // A service's resources are read from its processes: only one benchgate starts has them.
  const unstarted = STARTED_TARGET_METRICS.includes(measured)
    ? [...byRunner.values()].flat().some((t) => t.kind === "http" || t.kind === "grpc")
    : false
  return `${metric} is not measured for ${parts.join("; ")}${unstarted ? `; ${metric} is read from the processes of an http or grpc target benchgate starts: give the target \`start\`` : ""}`
}

const decodeThreshold = (
  raw: RawThreshold,
  path: Path,
  scenario: ScenarioContext,
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
      statusRateProblem(raw.metric) ??
        `unknown metric "${raw.metric}"; known: ${describeMetrics(METRIC_NAMES)}`,
    )
    return []
  }
  const metric = raw.metric
  if (metric === PER_ITEM_METRIC && scenario.items === undefined) {
    issues.add(
      [...path, "metric"],
      "bytes_per_item needs the scenario's `items`: how many items one response carries",
    )
    return []
  }
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
  const involved =
    kind === "overhead" && scenario.baseline !== undefined
      ? [...targets, scenario.baseline]
      : targets
  const notProduced = unproduced(metric, involved, scenario.targetOf)
  if (notProduced !== undefined) {
    issues.add([...path, "metric"], notProduced)
    return []
  }
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
      const limit = issues.take(
        [...path, "overhead"],
        parseOverheadLimit(text, METRICS[metric].unit),
      )
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
  decoded: Readonly<Record<string, Target>>,
  issues: Issues,
): Scenario | undefined => {
  const path = ["scenarios", name]
  const targets = raw.targets ?? targetNames
  const targetsPath = raw.targets ? [...path, "targets"] : path
  let valid = true
  if (targets.length === 0) {
    issues.add(targetsPath, "no targets to measure; declare `targets`")
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
  // Kind-dependent rules only when every target is known and decoded.
  const known = targets.flatMap((t) => (decoded[t] ? [decoded[t]] : []))
  const kinds: Kinds =
    valid && known.length === targets.length ? new Set(known.map((t) => t.kind)) : undefined
  if (kinds !== undefined) {
    const http = known.filter((t) => t.kind === "http").map((t) => t.name)
    if (http.length > 0 && raw.request === undefined) {
      issues.add(
        path,
        `request is required: it is what oha sends to the http target${http.length === 1 ? "" : "s"} ${http.map((t) => `"${t}"`).join(", ")}`,
      )
      valid = false
    }
    if (http.length === 0 && raw.request !== undefined) {
      issues.add(
        [...path, "request"],
        `request is only sent to http targets, and this scenario has none (${describeKinds(kinds)}); remove it`,
      )
      valid = false
    }
    const grpc = known.filter((t) => t.kind === "grpc").map((t) => t.name)
    if (grpc.length > 0 && raw.call === undefined) {
      issues.add(
        path,
        `call is required: it is what ghz calls on the grpc target${grpc.length === 1 ? "" : "s"} ${grpc.map((t) => `"${t}"`).join(", ")}`,
      )
      valid = false
    }
    if (grpc.length === 0 && raw.call !== undefined) {
      issues.add(
        [...path, "call"],
        `call is only made to grpc targets, and this scenario has none (${describeKinds(kinds)}); remove it`,
      )
      valid = false
    }
    const bun = known.filter((t): t is BunTarget => t.kind === "bun")
    if (!checkBunGroup(bun, targetsPath, issues)) valid = false
  }
  if (raw.request) checkHeaders(raw.request.headers, [...path, "request", "headers"], issues)
  const call = raw.call === undefined ? undefined : decodeCall(raw.call, [...path, "call"], issues)
  if (raw.call !== undefined && call === undefined) valid = false
  checkLoadUse(
    raw.load,
    [...path, "load"],
    kinds === undefined ? undefined : [...new Set(known.map(runnerOf))],
    issues,
  )
  const load = decodeLoad(raw.load, [...path, "load"], issues)
  if (raw.items !== undefined && raw.items < 1) {
    issues.add([...path, "items"], `items must be at least 1 (got ${raw.items})`)
    valid = false
  }
  // Like a load field no target uses: ignored, it would promise a metric nothing measures.
  if (
    raw.items !== undefined &&
    kinds !== undefined &&
    !known.some((t) => metricsOf(t).includes(PER_ITEM_SOURCE))
  ) {
    issues.add(
      [...path, "items"],
      `items divides response sizes, and no target of this scenario measures them (${describeKinds(kinds)}); remove it`,
    )
    valid = false
  }
  const context: ScenarioContext = {
    targets,
    ...(raw.baseline === undefined ? {} : { baseline: raw.baseline }),
    ...(raw.items === undefined ? {} : { items: raw.items }),
    targetOf: (target) => decoded[target],
  }
  const thresholds = raw.thresholds.flatMap((threshold, i) =>
    decodeThreshold(threshold, [...path, "thresholds", i], context, issues),
  )
  if (!valid || !load) return undefined
  // Samples another tool recorded: all of them are judged unless the spec says how many.
  const allRecorded =
    raw.load.rounds === undefined && known.length > 0 && known.every((t) => t.kind === "results")
  return {
    name,
    ...(raw.request === undefined ? {} : { request: decodeRequest(raw.request) }),
    ...(call === undefined ? {} : { call }),
    load: allRecorded ? { ...load, allRecorded: true } : load,
    ...(raw.items === undefined ? {} : { items: raw.items }),
    targets,
    ...(raw.baseline === undefined ? {} : { baseline: raw.baseline }),
    thresholds,
  }
}

const specName = (file: string) => (file.split("/").pop() ?? file).replace(/\.cue$/, "")

/** What a spec holds at its top level; anything else is a mistake that would be ignored. */
const TOP_LEVEL = ["targets", "services", "scenarios"] as const

/** Fields of a scenario, and of a target, that someone may write at the top level by mistake. */
const SCENARIO_FIELDS = ["request", "call", "load", "thresholds", "baseline", "items"]
const TARGET_FIELDS = ["http", "grpc", "bun", "command", "go", "results", "start", "runner"]

/** Levenshtein distance, for "did you mean" on short labels. */
const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/**
 * The top level is closed: `scenarioss: …` or a top-level `thresholds: […]` would otherwise be
 * evaluated, exported and ignored, and the check would pass having measured nothing. (CUE
 * cannot close it: every file of a package adds to the same top-level struct, so the schema
 * has no say over the fields the spec file declares there.) Answers whether a field was found.
 */
const checkTopLevel = (json: unknown, issues: Issues): boolean => {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return false
  let found = false
  for (const key of Object.keys(json)) {
    if ((TOP_LEVEL as ReadonlyArray<string>).includes(key)) continue
    found = true
    const near = TOP_LEVEL.find((allowed) => distance(key.toLowerCase(), allowed) <= 2)
    const hint = near
      ? `did you mean "${near}"?`
      : SCENARIO_FIELDS.includes(key)
        ? `${key} belongs to a scenario: scenarios: NAME: ${key}: …`
        : TARGET_FIELDS.includes(key)
          ? `${key} belongs to a target: targets: NAME: ${key}: …`
          : "a spec holds targets, services and scenarios"
    issues.add([key], `field not allowed at the top level; ${hint}`)
  }
  return found
}

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
  for (const problem of envRefProblems(input.json)) issues.add(problem.path, problem.message)
  const serviceNames = Object.keys(raw.services)
  const services: Record<string, Service> = {}
  for (const [name, service] of Object.entries(raw.services)) {
    if (!checkName("service", name, ["services", name], issues)) continue
    const decoded = decodeService(name, service, issues)
    if (decoded) services[name] = decoded
  }
  const targetNames = Object.keys(raw.targets)
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
    const decoded = decodeTarget(name, target, serviceNames, issues)
    if (decoded) targets[name] = decoded
  }
  const scenarios = Object.entries(raw.scenarios).flatMap(([name, scenario]) => {
    if (!checkName("scenario", name, ["scenarios", name], issues)) return []
    const decoded = decodeScenario(name, scenario, targetNames, targets, issues)
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
    : Either.right({
        file: input.file,
        name: specName(input.file),
        targets,
        services,
        scenarios,
      })
}
