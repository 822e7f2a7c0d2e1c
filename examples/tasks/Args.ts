/** Command-line flags of server.ts and grpc-server.ts. Errors name the flag; exit 2 with usage. */
import { type ParseArgsOptionsConfig, parseArgs as parseNodeArgs } from "node:util"
import type { SchemaName } from "./Wire.ts"

/** Where the HTTP API's tasks live: in-process, or behind the gRPC service in one schema. */
export type Backend = "direct" | `grpc-${"string" | "binary"}`

export interface HttpArgs {
  readonly backend: Backend
  /** 0 lets the OS pick a free port; the chosen one is printed in the listening line. */
  readonly port: number
  /** SQLite file; absent: a fresh temp file, deleted on exit. */
  readonly db?: string
}

export interface GrpcArgs {
  readonly port: number
  readonly db?: string
  /** Internal, set by the HTTP front on its backend: exit when stdin reaches EOF. */
  readonly exitWithStdin: boolean
}

export const HTTP_USAGE = `usage: bun examples/tasks/server.ts --backend=direct|grpc-string|grpc-binary [--port=PORT] [--db=PATH]

  --backend=direct       the HTTP handlers call the SQLite store in-process
  --backend=grpc-string  they call the tasks gRPC service (a child process), string schema
  --backend=grpc-binary  the same, binary-optimised schema
  --port=PORT            port on 127.0.0.1 (default 0: a free port, printed when listening)
  --db=PATH              SQLite file (default: a temp file deleted on exit)`

export const GRPC_USAGE = `usage: bun examples/tasks/grpc-server.ts [--port=PORT] [--db=PATH]

  serves tasks.strings.v1.TaskService and tasks.binary.v1.TaskService, grpc.health.v1.Health
  and server reflection, plaintext, on 127.0.0.1
  --port=PORT  port on 127.0.0.1 (default 0: a free port, printed when listening)
  --db=PATH    SQLite file (default: a temp file deleted on exit)`

export class ArgsError extends Error {}

const BACKENDS: ReadonlyArray<Backend> = ["direct", "grpc-string", "grpc-binary"]

/** The wire schema a gRPC backend speaks. */
export const backendSchema = (backend: Backend): SchemaName | undefined =>
  backend === "grpc-string" ? "strings" : backend === "grpc-binary" ? "binary" : undefined

const parse = (
  argv: ReadonlyArray<string>,
  options: ParseArgsOptionsConfig,
): Record<string, string | boolean | undefined> => {
  try {
    return parseNodeArgs({ args: [...argv], strict: true, allowPositionals: false, options })
      .values as Record<string, string | boolean | undefined>
  } catch (error) {
    throw new ArgsError(error instanceof Error ? error.message : String(error))
  }
}

const portOf = (raw: string | boolean | undefined): number => {
  const text = typeof raw === "string" ? raw : "0"
  const port = Number(text)
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new ArgsError(`--port must be an integer from 0 to 65535, got ${text}`)
  }
  return port
}

const dbOf = (raw: string | boolean | undefined): { readonly db?: string } => {
  if (raw === "") throw new ArgsError("--db must not be empty")
  return typeof raw === "string" ? { db: raw } : {}
}

export const parseHttpArgs = (argv: ReadonlyArray<string>): HttpArgs => {
  const values = parse(argv, {
    backend: { type: "string" },
    port: { type: "string" },
    db: { type: "string" },
  })
  const backend = BACKENDS.find((b) => b === values.backend)
  if (backend === undefined) {
    throw new ArgsError(
      `--backend must be ${BACKENDS.join(", ")}, got ${JSON.stringify(values.backend ?? "")}`,
    )
  }
  return { backend, port: portOf(values.port), ...dbOf(values.db) }
}

export const parseGrpcArgs = (argv: ReadonlyArray<string>): GrpcArgs => {
  const values = parse(argv, {
    port: { type: "string" },
    db: { type: "string" },
    "exit-with-stdin": { type: "boolean" },
  })
  return {
    port: portOf(values.port),
    ...dbOf(values.db),
    exitWithStdin: values["exit-with-stdin"] === true,
  }
}
