/**
 * Field checks that several kinds (and the spec's services and scenarios) share: environment
 * maps, header maps, URLs, and the `start` of a process benchgate launches. Each records issues
 * at the field and never stops at the first.
 */
import { Schema } from "effect"
import { parseBoundedDuration } from "../core/Quantity.ts"
import type { StartCommand } from "../core/Spec.ts"
import { ENV_NAME, serviceRef, serviceRefs } from "../core/Templates.ts"
import type { IssueSink, Path } from "./IssueSink.ts"

export const StringMap = Schema.Record({ key: Schema.String, value: Schema.String })

export const RawStart = Schema.Struct({
  build: Schema.optional(Schema.NonEmptyArray(Schema.String)),
  cmd: Schema.NonEmptyArray(Schema.String),
  cwd: Schema.optional(Schema.String),
  env: StringMap,
  ready: Schema.Struct({
    http: Schema.optional(Schema.String),
    grpc: Schema.optional(Schema.String),
  }),
  timeout: Schema.String,
})
export type RawStart = typeof RawStart.Type

/** A header name as HTTP defines it, a token (RFC 9110 §5.1); oha splits `-H` at the first ':'. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** Variables the bun runner sets for its harness (runners/bun/BunBenchRecord.ts `ENV`). */
const RESERVED_ENV_PREFIX = "BENCHGATE_"

/** A header field value (RFC 9110 §5.5): visible characters, spaces and tabs; no CR, LF, NUL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const HEADER_VALUE_FORBIDDEN = /[\u0000-\u0008\u000a-\u001f\u007f]/

export const checkHeaders = (
  headers: Readonly<Record<string, string>>,
  path: Path,
  issues: IssueSink,
) => {
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

/**
 * A request's or call's `timeout` in ms, or undefined with the issue recorded: more than 0 (a
 * request needs time to answer), at most 10 minutes.
 */
export const decodeTimeout = (text: string, path: Path, issues: IssueSink): number | undefined => {
  const ms = issues.take(path, parseBoundedDuration(text, "timeout"))
  if (ms !== 0) return ms
  issues.add(path, `a timeout is more than 0, got ${JSON.stringify(text)}`)
  return undefined
}

/** Variable names, and (where allowed) the services their values refer to. */
export const checkEnv = (
  env: Readonly<Record<string, string>>,
  path: Path,
  issues: IssueSink,
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

/** The emitter and oha parse the URL; one they cannot parse is the spec's error, not a crash. */
export const checkUrl = (url: string, path: Path, issues: IssueSink) => {
  if (!URL.canParse(url.replaceAll("{port}", "1"))) {
    issues.add(path, `${JSON.stringify(url)} is not a valid URL`)
  }
}

/** How a started process is probed for readiness: a URL's path (`http`) or gRPC health. */
type ReadyProbeKind = "http" | "grpc"

const READY_MISMATCH: Record<ReadyProbeKind, readonly [field: ReadyProbeKind, string]> = {
  http: [
    "grpc",
    "ready.grpc is the gRPC health check of grpc targets; an HTTP server is ready when ready.http answers 2xx",
  ],
  grpc: [
    "http",
    'ready.http probes an HTTP path; a grpc target is ready by the gRPC health check: ready: grpc: "" (or a service name)',
  ],
}

export const decodeStart = (
  raw: RawStart,
  path: Path,
  issues: IssueSink,
  probe: ReadyProbeKind,
): StartCommand | undefined => {
  checkEnv(raw.env, [...path, "env"], issues)
  const [wrong, message] = READY_MISMATCH[probe]
  if (raw.ready[wrong] !== undefined) issues.add([...path, "ready", wrong], message)
  if (raw.cmd[0] === "") issues.add([...path, "cmd", 0], "the program name is empty")
  raw.build?.forEach((arg, i) => {
    if (i === 0 && arg === "") issues.add([...path, "build", 0], "the program name is empty")
    if (/\{(port\}|service\.)/.test(arg))
      issues.add(
        [...path, "build", i],
        "a build runs before any port or service is given to the target: write the argument out",
      )
  })
  const timeoutMs = issues.take([...path, "timeout"], parseBoundedDuration(raw.timeout, "timeout"))
  if (timeoutMs === undefined) return undefined
  return {
    ...(raw.build === undefined ? {} : { build: raw.build }),
    cmd: raw.cmd,
    ...(raw.cwd === undefined ? {} : { cwd: raw.cwd }),
    env: raw.env,
    // ready.grpc is the grpc kind's to read (its server's health check).
    ready: raw.ready.http === undefined ? {} : { httpPath: raw.ready.http },
    timeoutMs,
  }
}

/**
 * `{port}` must reach both ends: benchgate allocates a port only when the URL (or address) has
 * `{port}`, and the process listens on it only when its command or environment receives it.
 * Either half alone starts a server the load cannot reach, found only at run time (exit 3);
 * the spec shows it, so it is an error at the field.
 */
export const checkPortReaches = (
  endpoint: string,
  start: RawStart,
  paths: { readonly endpoint: Path; readonly start: Path },
  issues: IssueSink,
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

/** `{port}` in an endpoint is only known when benchgate starts the target. */
export const checkPortNeedsStart = (
  endpoint: { readonly value: string; readonly path: Path },
  start: RawStart | undefined,
  issues: IssueSink,
) => {
  if (start === undefined && endpoint.value.includes("{port}")) {
    issues.add(
      endpoint.path,
      "{port} is only known when benchgate starts the target; add `start` or write the port",
    )
  }
}

/**
 * The start of a server target (http, grpc), decoded against its endpoint: `{port}` must reach
 * both ends. Undefined without a start; null when the start is invalid.
 */
export const decodeServerStart = (
  endpoint: { readonly value: string; readonly path: Path },
  start: RawStart | undefined,
  targetPath: Path,
  issues: IssueSink,
  probe: ReadyProbeKind,
): StartCommand | undefined | null => {
  if (start === undefined) return undefined
  const paths = { endpoint: endpoint.path, start: [...targetPath, "start"] }
  checkPortReaches(endpoint.value, start, paths, issues)
  return decodeStart(start, paths.start, issues, probe) ?? null
}
