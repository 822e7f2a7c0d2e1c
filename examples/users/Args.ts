/** Command-line flags of server.ts. Errors name the flag; the caller prints usage and exits 2. */
import { parseArgs as parseNodeArgs } from "node:util"

export type Mode = "direct" | "layered" | "layered-grpc" | "grpc"

const MODES: ReadonlyArray<Mode> = ["direct", "layered", "layered-grpc", "grpc"]

export interface Args {
  readonly mode: Mode
  /** 0 lets the OS pick a free port; the chosen one is printed in the listening line. */
  readonly port: number
  /** SQLite file; absent: a fresh temp file, deleted on exit. */
  readonly db?: string
  /** Internal, set by a layered front on its backend: exit when stdin reaches EOF. */
  readonly exitWithStdin: boolean
}

export const USAGE = `usage: bun examples/users/server.ts --mode=direct|layered|layered-grpc|grpc [--port=PORT] [--db=PATH]

  --mode=direct        HTTP handler calls SQLite in-process
  --mode=layered       HTTP front that forwards every request to a users backend it spawns
  --mode=layered-grpc  the same, but the backend is the users gRPC service (--mode=grpc)
  --mode=grpc          the users gRPC service itself (users.v1.UserService, plaintext)
  --port=PORT          port on 127.0.0.1 (default 0: a free port, printed when listening)
  --db=PATH            SQLite file (default: a temp file deleted on exit)`

export class ArgsError extends Error {}

export const parseArgs = (argv: ReadonlyArray<string>): Args => {
  let values: ReturnType<typeof parse>["values"]
  try {
    values = parse(argv).values
  } catch (error) {
    throw new ArgsError(error instanceof Error ? error.message : String(error))
  }
  const mode = MODES.find((m) => m === values.mode)
  if (mode === undefined) {
    throw new ArgsError(
      `--mode must be ${MODES.join(", ")}, got ${JSON.stringify(values.mode ?? "")}`,
    )
  }
  const port = Number(values.port ?? "0")
  if (!/^\d+$/.test(values.port ?? "0") || port > 65535) {
    throw new ArgsError(`--port must be an integer from 0 to 65535, got ${values.port}`)
  }
  if (values.db === "") throw new ArgsError("--db must not be empty")
  return {
    mode,
    port,
    ...(values.db === undefined ? {} : { db: values.db }),
    exitWithStdin: values["exit-with-stdin"] ?? false,
  }
}

const parse = (argv: ReadonlyArray<string>) =>
  parseNodeArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      mode: { type: "string" },
      port: { type: "string" },
      db: { type: "string" },
      "exit-with-stdin": { type: "boolean" },
    },
  })
