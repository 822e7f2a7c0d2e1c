/**
 * ghz's argv (without the binary) for one load slice against one gRPC target.
 *
 * Pure, like runners/oha/OhaCommand.ts: the same input gives the same argv, each element one
 * argument, no shell quoting. Flags (checked against ghz 0.121.0 `--help` and cmd/ghz/main.go,
 * runner/options.go):
 *
 * | flag                      | why                                                         |
 * |---------------------------|-------------------------------------------------------------|
 * | `--format=json`           | the one format GhzReport decodes                            |
 * | `--call=pkg.Service/M`    | the method                                                  |
 * | `--insecure`              | plaintext (h2c); without it ghz speaks TLS                  |
 * | `--cacert=F`              | TLS: trust this CA instead of the system roots              |
 * | `--cname=NAME`            | TLS: verify the certificate against NAME                    |
 * | `--skipTLS`               | TLS: skip certificate verification                          |
 * | `--proto=F`               | schema from ONE .proto (ghz takes a single file; its imports |
 * | `--import-paths=a,b`      | resolve under these comma-separated dirs, plus the file's own |
 * |                           | dir and the cwd, which ghz adds itself)                     |
 * | `--protoset=F`            | schema from a compiled FileDescriptorSet                    |
 * |                           | (neither: server reflection, ghz's default)                 |
 * | `--metadata=JSON`         | metadata on every call, `{"key":"value"}`                   |
 * | `--metadata-file=F`       | … or from a file, when it holds a secret (off argv)         |
 * | `--reflect-metadata=JSON` | the same on reflection requests (auth often covers both)    |
 * | `--config=F`              | … or from a config file holding only `reflect-metadata`,    |
 * |                           | when the metadata holds a secret (off argv); ghz merges the |
 * |                           | flags given on argv over it (cmd/ghz/main.go mergeConfig)   |
 * | `--concurrency=N`         | workers, each with one call in flight (closed loop)         |
 * | `--connections=N`         | HTTP/2 connections the workers share (default 1; <= N)      |
 * | `--duration=1500ms`       | duration (Go syntax, so fractional ms are exact) …          |
 * | `--duration-stop=wait`    | … and let in-flight calls finish at the deadline, like oha  |
 * |                           | `-w`; ghz's default `close` cuts them off and counts each   |
 * |                           | as an Unavailable error ("use of closed network connection") |
 * | `--total=N`               | a fixed call count instead of a duration                    |
 * | `--rps=R`                 | constant rate across all workers (integer: ghz takes a uint) |
 * | `--data=JSON`             | the request; ghz renders Go templates in it per call        |
 * |                           | (`{{.RequestNumber}}`, `{{newUUID}}`, `{{randomString 8}}`) |
 * | `--data-file=F`           | … or from a file, when it holds a secret (off argv)         |
 * | `--timeout=S`             | per-call timeout; ghz's default is 20s                      |
 * | `--` ADDRESS              | the target last, after `--`, never read as a flag           |
 *
 * No `--skipFirst`: warm-up is a separate run, as for oha. Values are attached with `=`, so one
 * starting with `-` can never be read as a flag (kingpin would reject `--data -1`).
 */
import { Data } from "effect"
import {
  type GrpcConnection,
  isMetadataKey,
  methodName,
  parseMethodName,
} from "../../targets/grpc/GrpcConnection.ts"

export interface GhzCommandInput {
  readonly target: GrpcConnection
  /** `package.Service/Method` (or with a `.` before the method). */
  readonly call: string
  /** The request as JSON text; may contain ghz templates. */
  readonly data: string
  /** Concurrent workers, >= 1. */
  readonly concurrency: number
  /** HTTP/2 connections, 1..concurrency; absent: ghz's 1. */
  readonly connections?: number
  /** Exactly one of durationMs and requests is set (the spec decoder guarantees it). */
  readonly durationMs?: number
  readonly requests?: number
  /** Calls per second across all workers, a positive integer; absent: as fast as possible. */
  readonly rate?: number
  /** Per-call timeout; absent: ghz's 20 s. */
  readonly timeoutMs?: number
  /**
   * Files (mode 0600) holding the metadata and the request, read by ghz instead of
   * `--metadata`/`--data`, so secrets in them stay off its argv; with server reflection, a
   * config file (ghzReflectConfig, named `*.json`) carries the reflection request's metadata.
   */
  readonly metadataFile?: string
  readonly reflectConfigFile?: string
  readonly dataFile?: string
}

/** An input the spec decoder should never let through; thrown as a defect (a bug upstream). */
class GhzCommandInvalid extends Data.TaggedError("GhzCommandInvalid")<{
  readonly field: string
  readonly message: string
}> {}

const invalid = (field: string, detail: string): GhzCommandInvalid =>
  new GhzCommandInvalid({ field, message: `ghz command: ${field} ${detail}` })

const positiveInteger = (field: string, value: number): string => {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw invalid(field, `must be a positive integer, got ${value}`)
  }
  return String(value)
}

/** A Go duration for `--duration`/`--timeout`: `1500ms`, or `1500.5ms` (Go parses decimals). */
const ghzDuration = (field: string, ms: number): string => {
  if (!Number.isFinite(ms) || ms <= 0) throw invalid(field, `must be a positive number, got ${ms}`)
  return `${ms}ms`
}

const tlsFlags = (target: GrpcConnection): Array<string> => {
  const { tls } = target
  if (tls.mode === "plaintext") return ["--insecure"]
  return [
    ...(tls.caFile === undefined ? [] : [`--cacert=${tls.caFile}`]),
    ...(tls.serverName === undefined ? [] : [`--cname=${tls.serverName}`]),
    ...(tls.insecure === true ? ["--skipTLS"] : []),
  ]
}

const schemaFlags = (target: GrpcConnection): Array<string> => {
  const { schema } = target
  switch (schema.kind) {
    case "reflection":
      return []
    case "protoset":
      return [`--protoset=${schema.file}`]
    case "protos": {
      const [file, ...rest] = schema.files
      if (file === undefined || rest.length > 0) {
        throw invalid(
          "protos",
          `must be exactly one .proto for ghz (the one that defines the service; its imports are found through importPaths), got ${schema.files.length}`,
        )
      }
      const bad = schema.importPaths.find((path) => path.includes(","))
      if (bad !== undefined) {
        throw invalid("importPaths", `${JSON.stringify(bad)} contains a comma, which ghz splits on`)
      }
      return [
        `--proto=${file}`,
        ...(schema.importPaths.length === 0
          ? []
          : [`--import-paths=${schema.importPaths.join(",")}`]),
      ]
    }
  }
}

/** The `--config` file that gives ghz the reflection request's metadata and nothing else. */
export const ghzReflectConfig = (metadata: Readonly<Record<string, string>>): string =>
  JSON.stringify({ "reflect-metadata": metadata })

const metadataFlags = (
  target: GrpcConnection,
  files: Pick<GhzCommandInput, "metadataFile" | "reflectConfigFile">,
): Array<string> => {
  const entries = Object.entries(target.metadata)
  if (entries.length === 0) return []
  const bad = entries.find(([key]) => !isMetadataKey(key))
  if (bad !== undefined) throw invalid("metadata", `key ${JSON.stringify(bad[0])} is not valid`)
  const json = JSON.stringify(Object.fromEntries(entries))
  const reflect =
    files.reflectConfigFile === undefined
      ? `--reflect-metadata=${json}`
      : `--config=${files.reflectConfigFile}`
  return [
    files.metadataFile === undefined
      ? `--metadata=${json}`
      : `--metadata-file=${files.metadataFile}`,
    ...(target.schema.kind === "reflection" ? [reflect] : []),
  ]
}

export const ghzArgs = (input: GhzCommandInput): ReadonlyArray<string> => {
  const hasDuration = input.durationMs !== undefined
  const hasRequests = input.requests !== undefined
  if (hasDuration === hasRequests) {
    throw invalid(
      "durationMs/requests",
      hasDuration ? "are both set; ghz accepts only one" : "are both absent; set exactly one",
    )
  }
  const method = parseMethodName(input.call)
  if (method === undefined) {
    throw invalid("call", `${JSON.stringify(input.call)} is not package.Service/Method`)
  }
  if (input.data === "@") throw invalid("data", `"@" would make ghz read the request from stdin`)

  const args: Array<string> = [
    "--format=json",
    `--call=${methodName(method.service, method.method)}`,
  ]
  args.push(
    ...tlsFlags(input.target),
    ...schemaFlags(input.target),
    ...metadataFlags(input.target, input),
  )

  args.push(`--concurrency=${positiveInteger("concurrency", input.concurrency)}`)
  if (input.connections !== undefined) {
    positiveInteger("connections", input.connections)
    if (input.connections > input.concurrency) {
      // ghz: "number of connections cannot be greater than concurrency"
      throw invalid(
        "connections",
        `(${input.connections}) must not exceed concurrency (${input.concurrency})`,
      )
    }
    args.push(`--connections=${input.connections}`)
  }

  if (input.durationMs !== undefined) {
    args.push(`--duration=${ghzDuration("durationMs", input.durationMs)}`, "--duration-stop=wait")
  }
  if (input.requests !== undefined)
    args.push(`--total=${positiveInteger("requests", input.requests)}`)
  if (input.rate !== undefined) args.push(`--rps=${positiveInteger("rate", input.rate)}`)
  if (input.timeoutMs !== undefined)
    args.push(`--timeout=${ghzDuration("timeoutMs", input.timeoutMs)}`)

  args.push(
    input.dataFile === undefined ? `--data=${input.data}` : `--data-file=${input.dataFile}`,
    "--",
    input.target.address,
  )
  return args
}
