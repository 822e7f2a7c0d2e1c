/**
 * The demo users service for the "direct vs layered" spec (seed 002).
 *
 *   bun examples/users/server.ts --mode=direct  --port=PORT   # handler → SQLite
 *   bun examples/users/server.ts --mode=layered --port=PORT   # front → HTTP → backend → SQLite
 *   bun examples/users/server.ts --mode=layered-grpc --port=PORT  # front → gRPC → backend → SQLite
 *   bun examples/users/server.ts --mode=grpc --port=PORT      # the users gRPC service alone
 *
 * Prints `listening on 127.0.0.1:PORT` once ready; exits 0 on SIGTERM/SIGINT; exits 2 on bad
 * flags; exits 1 if it cannot start or the layered backend dies.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startChildServer } from "../shared/ChildServer.ts"
import { HOST, listeningLine } from "../shared/Listening.ts"
import { type Args, ArgsError, parseArgs, USAGE } from "./Args.ts"
import { directUsers } from "./Direct.ts"
import { layeredUsers } from "./Layered.ts"
import { internalError, notFound, routes, type Users } from "./Routes.ts"
import { UserStore } from "./Store.ts"

type Close = () => void | Promise<void>

/**
 * Cleanups run in reverse order of registration on the first shutdown request; a second
 * request (another SIGTERM) exits at once, and the exit handlers still kill the backend.
 */
const closers: Array<Close> = []
let shuttingDown = false

const shutdown = async (code: number): Promise<never> => {
  if (!shuttingDown) {
    shuttingDown = true
    for (const close of closers.reverse()) {
      try {
        await close()
      } catch (error) {
        console.error(error)
        code = 1
      }
    }
  }
  process.exit(code)
}

const openStore = (args: Args): UserStore => {
  let path = args.db
  if (path === undefined) {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-users-"))
    const remove = () => rmSync(dir, { recursive: true, force: true })
    process.on("exit", remove) // also on crashes that skip the closers
    path = join(dir, "users.db")
  }
  const store = UserStore.open(path)
  closers.push(() => store.close())
  return store
}

const openDirect = (args: Args): Users => directUsers(openStore(args))

/** This same server in `mode` as the front's backend; stopped with the front. */
const startBackendMode = async (args: Args, mode: "direct" | "grpc") => {
  const name = mode === "grpc" ? "users gRPC backend" : "users backend"
  const backend = await startChildServer({
    name,
    script: `${import.meta.dir}/server.ts`,
    args: [`--mode=${mode}`, ...(args.db === undefined ? [] : [`--db=${args.db}`])],
    onCrash: (code) => {
      console.error(`${name} exited unexpectedly (exit code ${code}); stopping`)
      void shutdown(1)
    },
  })
  closers.push(() => backend.stop())
  return backend
}

const openLayered = async (args: Args): Promise<Users> => {
  const backend = await startBackendMode(args, "direct")
  const url = `http://${HOST}:${backend.port}`
  console.error(`users backend pid ${backend.pid} at ${url}`)
  return layeredUsers(url)
}

/**
 * The gRPC modes load @grpc/grpc-js and the proto (~200 ms) only when chosen, so the HTTP modes
 * start as fast as before.
 */
const grpcModules = () => Promise.all([import("./UsersGrpc.ts"), import("./LayeredGrpc.ts")])

const openLayeredGrpc = async (args: Args): Promise<Users> => {
  const [{ usersGrpcClient }, { layeredGrpcUsers }] = await grpcModules()
  const backend = await startBackendMode(args, "grpc")
  const address = `${HOST}:${backend.port}`
  console.error(`users backend pid ${backend.pid} at ${address} (gRPC)`)
  const client = usersGrpcClient(address)
  closers.push(() => client.close())
  return layeredGrpcUsers(client)
}

/** --mode=grpc: the users gRPC service instead of an HTTP server. */
const serveGrpc = async (args: Args): Promise<void> => {
  const [{ startUsersGrpcServer }] = await grpcModules()
  const server = await startUsersGrpcServer(openStore(args), HOST, args.port)
  closers.push(() => server.stop())
  console.log(listeningLine(server.port))
}

/** The layered front's backend: only its parent decides when it stops. */
const exitWhenStdinCloses = async (): Promise<void> => {
  for await (const _ of Bun.stdin.stream()) {
    // input is ignored; we only wait for EOF, i.e. the parent has gone
  }
  await shutdown(0)
}

const main = async (): Promise<void> => {
  let args: Args
  try {
    args = parseArgs(Bun.argv.slice(2))
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    process.exit(2)
  }

  // Installed before anything starts, so a stop during startup still cleans up.
  process.on("SIGTERM", () => void shutdown(0))
  if (args.exitWithStdin) {
    // Ctrl-C reaches the whole process group; the front will stop us itself.
    process.on("SIGINT", () => {})
    void exitWhenStdinCloses()
  } else {
    process.on("SIGINT", () => void shutdown(0))
  }

  if (args.mode === "grpc") return serveGrpc(args)
  const users =
    args.mode === "direct"
      ? openDirect(args)
      : args.mode === "layered"
        ? await openLayered(args)
        : await openLayeredGrpc(args)
  const server = Bun.serve({
    hostname: HOST,
    port: args.port,
    development: false,
    routes: routes(users),
    fetch: notFound,
    error: internalError,
  })
  closers.push(() => server.stop(true))
  console.log(listeningLine(server.port ?? args.port))
}

main().catch((error: unknown) => {
  console.error(error)
  void shutdown(1)
})
