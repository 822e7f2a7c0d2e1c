/**
 * The tasks HTTP JSON API (seed 001), in front of one of three backends:
 *
 *   bun examples/tasks/server.ts --backend=direct      --port=PORT  # handlers → SQLite
 *   bun examples/tasks/server.ts --backend=grpc-string --port=PORT  # → gRPC, string schema
 *   bun examples/tasks/server.ts --backend=grpc-binary --port=PORT  # → gRPC, binary schema
 *
 * A gRPC backend is grpc-server.ts, started here as a child process and stopped with us.
 * Prints `listening on 127.0.0.1:PORT` once ready; exits 0 on SIGTERM/SIGINT; exits 2 on bad
 * flags; exits 1 if it cannot start or the gRPC backend dies.
 */

import { startChildServer } from "../shared/ChildServer.ts"
import { HOST, listeningLine } from "../shared/Listening.ts"
import { ArgsError, backendSchema, HTTP_USAGE, type HttpArgs, parseHttpArgs } from "./Args.ts"
import { directTasks } from "./Direct.ts"
import { databasePath, installSignalHandlers, onShutdown, shutdown } from "./Lifecycle.ts"
import { internalError, notFound, routes, type Tasks } from "./Routes.ts"
import { TaskStore } from "./Store.ts"
import type { SchemaName } from "./Wire.ts"

const openDirect = (args: HttpArgs): Tasks => {
  const store = TaskStore.open(databasePath(args.db, "benchgate-tasks-"))
  onShutdown(() => store.close())
  return directTasks(store)
}

/** @grpc/grpc-js and the protos (~200 ms to load) only when a gRPC backend is chosen. */
const openGrpc = async (args: HttpArgs, schema: SchemaName): Promise<Tasks> => {
  const [{ tasksClient }, { grpcTasks }] = await Promise.all([
    import("./Grpc.ts"),
    import("./GrpcTasks.ts"),
  ])
  const child = await startChildServer({
    name: "tasks gRPC backend",
    script: `${import.meta.dir}/grpc-server.ts`,
    args: args.db === undefined ? [] : [`--db=${args.db}`],
    onCrash: (code) => {
      console.error(`tasks gRPC backend exited unexpectedly (exit code ${code}); stopping`)
      void shutdown(1)
    },
  })
  onShutdown(() => child.stop())
  const address = `${HOST}:${child.port}`
  console.error(`tasks gRPC backend pid ${child.pid} at ${address} (${schema} schema)`)
  const client = tasksClient(address, schema)
  onShutdown(() => client.close())
  return grpcTasks(client)
}

const main = async (): Promise<void> => {
  let args: HttpArgs
  try {
    args = parseHttpArgs(Bun.argv.slice(2))
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error
    console.error(`${error.message}\n\n${HTTP_USAGE}`)
    process.exit(2)
  }
  installSignalHandlers(false)

  const schema = backendSchema(args.backend)
  const tasks = schema === undefined ? openDirect(args) : await openGrpc(args, schema)
  const server = Bun.serve({
    hostname: HOST,
    port: args.port,
    development: false,
    routes: routes(tasks),
    fetch: notFound,
    error: internalError,
  })
  onShutdown(() => server.stop(true))
  console.log(listeningLine(server.port ?? args.port))
}

main().catch((error: unknown) => {
  console.error(error)
  void shutdown(1)
})
