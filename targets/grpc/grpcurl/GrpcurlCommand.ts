/**
 * grpcurl's argv (without the binary) for the three things preflight does: list a service's
 * methods, describe a symbol, and make one unary call.
 *
 * Pure, like runners/oha/OhaCommand.ts: the same input gives the same argv, each element one
 * argument, no shell quoting. Flags (checked against grpcurl 1.9.4 `-help` and
 * cmd/grpcurl/grpcurl.go):
 *
 * | flag                   | why                                                            |
 * |------------------------|----------------------------------------------------------------|
 * | `-plaintext`           | h2c, no TLS                                                    |
 * | `-cacert=FILE`         | TLS: trust this CA instead of the system roots                 |
 * | `-servername=NAME`     | TLS: verify the certificate against NAME (SNI override)        |
 * | `-insecure`            | TLS: skip certificate verification                             |
 * | `-proto=F` …           | schema from .proto files (repeatable) …                        |
 * | `-import-path=D` …     | … whose imports (and names) resolve under D (repeatable)       |
 * | `-protoset=F`          | schema from a compiled FileDescriptorSet                       |
 * |                        | (neither: server reflection, grpcurl's default)                |
 * | `-H=name: value` …     | metadata for the call and for reflection requests              |
 * | `-expand-headers`      | with a secret: `{env.NAME}` is sent as `${NAME}`, which grpcurl |
 * |                        | expands from its environment (so the value is not on argv)     |
 * | `-connect-timeout=S`   | give up dialling after S seconds (float); grpcurl's default is |
 * |                        | 10 s, and a refused port is retried until then                 |
 * | `-max-time=S`          | the whole call's limit (float seconds), so preflight cannot hang |
 * | `-format-error`        | a failed call's status as JSON `{code, message}` on stderr     |
 * | `-emit-defaults`       | print zero-valued fields, so `expect` can match `0`/`""`/false |
 * | `-vv`                  | prints "Estimated response size: N bytes" (proto.Size of each  |
 * |                        | response: its exact protobuf encoding) — bytes_per_response    |
 * | `-d=JSON`              | the request message (`-d=@`: from stdin, when it holds a secret) |
 * | `--`                   | end of flags: nothing after it is read as one                  |
 *
 * Values are attached with `=`: Go's flag package would also take `-d -1` as a value, but the
 * `=` form reads the same as oha's argv and can never be mistaken for the next flag.
 */
import { Data } from "effect"
import { fillEnv, hasEnvRef } from "../../../core/Templates.ts"
import {
  type GrpcConnection,
  isMetadataKey,
  methodName,
  methodSymbol,
  parseMethodName,
} from "../GrpcConnection.ts"

/** An input the spec decoder should never let through; thrown as a defect (a bug upstream). */
class GrpcurlCommandInvalid extends Data.TaggedError("GrpcurlCommandInvalid")<{
  readonly field: string
  readonly message: string
}> {}

const invalid = (field: string, detail: string): GrpcurlCommandInvalid =>
  new GrpcurlCommandInvalid({ field, message: `grpcurl command: ${field} ${detail}` })

/** Default dial limit: long enough for a busy loopback server, short enough to fail fast. */
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000

export interface GrpcurlOptions {
  /** Dial limit; default DEFAULT_CONNECT_TIMEOUT_MS. */
  readonly connectTimeoutMs?: number
  /** Limit for the whole invocation (dial, reflection, call); absent: none. */
  readonly maxTimeMs?: number
}

/** Milliseconds → grpcurl's float seconds, exact for whole and fractional milliseconds. */
const grpcurlSeconds = (field: string, ms: number): string => {
  if (!Number.isFinite(ms) || ms <= 0) throw invalid(field, `must be a positive number, got ${ms}`)
  return String(ms / 1000)
}

const connectionFlags = (target: GrpcConnection, options: GrpcurlOptions): Array<string> => {
  const args: Array<string> = []
  const { tls, schema } = target
  if (tls.mode === "plaintext") args.push("-plaintext")
  else {
    if (tls.caFile !== undefined) args.push(`-cacert=${tls.caFile}`)
    if (tls.serverName !== undefined) args.push(`-servername=${tls.serverName}`)
    if (tls.insecure === true) args.push("-insecure")
  }

  if (schema.kind === "protos") {
    if (schema.files.length === 0) throw invalid("protos", "must name at least one .proto file")
    if (schema.importPaths.length === 0 && schema.files.some((file) => file.startsWith("/"))) {
      // grpcurl: "must specify at least one import path if any absolute file paths are given"
      throw invalid("protos", "with an absolute path need importPaths (the file relative to one)")
    }
    for (const path of schema.importPaths) args.push(`-import-path=${path}`)
    for (const file of schema.files) args.push(`-proto=${file}`)
  } else if (schema.kind === "protoset") {
    args.push(`-protoset=${schema.file}`)
  }

  // A secret (`{env.NAME}`) is passed as `${NAME}` with -expand-headers: grpcurl reads the value
  // from its environment (inherited from benchgate or the script), never from its argv.
  const metadata = Object.entries(target.metadata)
  const expand = metadata.some(([, value]) => hasEnvRef(value))
  if (expand) {
    const literal = metadata.find(([, value]) => value.includes("${"))
    if (literal !== undefined) {
      throw invalid("metadata", `${JSON.stringify(literal[0])}: "\${" would be expanded too`)
    }
    args.push("-expand-headers")
  }
  for (const [key, value] of metadata) {
    if (!isMetadataKey(key)) throw invalid("metadata", `key ${JSON.stringify(key)} is not valid`)
    const sent = expand ? fillEnv(value, (name) => `\${${name}}`) : value
    args.push(`-H=${key}: ${sent}`)
  }

  args.push(
    `-connect-timeout=${grpcurlSeconds("connectTimeoutMs", options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS)}`,
  )
  if (options.maxTimeMs !== undefined) {
    args.push(`-max-time=${grpcurlSeconds("maxTimeMs", options.maxTimeMs)}`)
  }
  return args
}

const checkedMethod = (call: string) => {
  const parsed = parseMethodName(call)
  if (parsed === undefined) {
    throw invalid("call", `${JSON.stringify(call)} is not package.Service/Method`)
  }
  return parsed
}

/** `grpcurl … ADDRESS list [SERVICE]`: the services, or one service's methods. */
export const grpcurlListArgs = (
  target: GrpcConnection,
  service?: string,
  options: GrpcurlOptions = {},
): ReadonlyArray<string> => [
  ...connectionFlags(target, options),
  "--",
  target.address,
  "list",
  ...(service === undefined ? [] : [service]),
]

/** `grpcurl … ADDRESS describe SYMBOL`: a service, method, message or enum in proto syntax. */
export const grpcurlDescribeArgs = (
  target: GrpcConnection,
  symbol: string,
  options: GrpcurlOptions = {},
): ReadonlyArray<string> => [
  ...connectionFlags(target, options),
  "--",
  target.address,
  "describe",
  symbol,
]

/** The `describe` symbol of a method given as `package.Service/Method`. */
export const describeSymbolOf = (call: string): string => {
  const { service, method } = checkedMethod(call)
  return methodSymbol(service, method)
}

interface GrpcurlCallInput {
  readonly target: GrpcConnection
  /** `package.Service/Method` (or with a `.` before the method). */
  readonly call: string
  /** The request message as JSON text (protobuf's JSON mapping). */
  readonly data: string
  /** `-vv`: also print each response's encoded size; default true. */
  readonly verbose?: boolean
  readonly options?: GrpcurlOptions
  /** `-d=@`: grpcurl reads `data` from its stdin (the caller writes it), off its argv. */
  readonly dataOnStdin?: boolean
}

/** `grpcurl … -d JSON ADDRESS package.Service/Method`: one call, its response(s) on stdout. */
export const grpcurlCallArgs = (input: GrpcurlCallInput): ReadonlyArray<string> => {
  const { service, method } = checkedMethod(input.call)
  return [
    ...connectionFlags(input.target, input.options ?? {}),
    "-format-error",
    "-emit-defaults",
    ...((input.verbose ?? true) ? ["-vv"] : []),
    input.dataOnStdin === true ? "-d=@" : `-d=${input.data}`,
    "--",
    input.target.address,
    methodName(service, method),
  ]
}
