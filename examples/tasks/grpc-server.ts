/**
 * The tasks gRPC service (seed 001): both wire schemas, health and reflection on one server.
 *
 *   bun examples/tasks/grpc-server.ts --port=PORT [--db=PATH]
 *
 * Plaintext on 127.0.0.1. Prints `listening on 127.0.0.1:PORT` once ready; exits 0 on
 * SIGTERM/SIGINT (in-flight calls get a second to finish); exits 2 on bad flags; exits 1 if it
 * cannot start.
 */

import { HOST, listeningLine } from "../shared/Listening.ts"
import { ArgsError, GRPC_USAGE, type GrpcArgs, parseGrpcArgs } from "./Args.ts"
import { startTasksGrpcServer } from "./Grpc.ts"
import { databasePath, installSignalHandlers, onShutdown, shutdown } from "./Lifecycle.ts"
import { TaskStore } from "./Store.ts"

const main = async (): Promise<void> => {
  let args: GrpcArgs
  try {
    args = parseGrpcArgs(Bun.argv.slice(2))
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error
    console.error(`${error.message}\n\n${GRPC_USAGE}`)
    process.exit(2)
  }
  // Installed before anything starts, so a stop during startup still cleans up.
  installSignalHandlers(args.exitWithStdin)

  const store = TaskStore.open(databasePath(args.db, "benchgate-tasks-"))
  onShutdown(() => store.close())
  const server = await startTasksGrpcServer(store, HOST, args.port)
  onShutdown(() => server.stop())
  console.log(listeningLine(server.port))
}

main().catch((error: unknown) => {
  console.error(error)
  void shutdown(1)
})
