/**
 * The HTTP front's gRPC backend as a child process (as examples/users/Backend.ts does for its
 * HTTP backend): grpc-server.ts on port 0, whose listening line tells us the port, so there is
 * no window where another process can take it.
 *
 * The child never outlives us: stop() sends SIGTERM (SIGKILL after a grace period); an exit
 * handler kills it if we exit any other way; and if we are SIGKILLed, its stdin pipe closes
 * and it exits on EOF (--exit-with-stdin).
 */
import { HOST, parseListening } from "./Listening.ts"

export interface Child {
  readonly pid: number
  /** host:port of the gRPC server. */
  readonly address: string
  /** Stops the child and waits until it has exited. */
  stop(): Promise<void>
}

const GRPC_SERVER = `${import.meta.dir}/grpc-server.ts`
const READY_TIMEOUT_MS = 10_000
const STOP_GRACE_MS = 3_000

/** Spawns the gRPC server and resolves once it listens. `onCrash` runs if it exits unasked. */
export const startGrpcChild = async (
  db: string | undefined,
  onCrash: (code: number) => void,
): Promise<Child> => {
  const child = Bun.spawn({
    cmd: [
      process.execPath,
      GRPC_SERVER,
      "--port=0",
      "--exit-with-stdin",
      ...(db === undefined ? [] : [`--db=${db}`]),
    ],
    stdin: "pipe",
    stdout: "pipe",
    stderr: "inherit",
  })
  const killOnExit = () => child.kill("SIGKILL")
  process.on("exit", killOnExit)

  let stopping = false
  void child.exited.then((code) => {
    if (!stopping) onCrash(code)
  })

  let port: number
  try {
    port = await readPort(child.stdout, child.exited)
  } catch (error) {
    stopping = true
    child.kill("SIGKILL")
    await child.exited
    throw error
  }

  return {
    pid: child.pid,
    address: `${HOST}:${port}`,
    stop: async () => {
      stopping = true
      child.kill("SIGTERM")
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS)
      await child.exited
      clearTimeout(timer)
      process.off("exit", killOnExit)
    },
  }
}

/** Reads the child's stdout up to its listening line; then keeps draining so it never blocks. */
const readPort = async (
  stdout: ReadableStream<Uint8Array>,
  exited: Promise<number>,
): Promise<number> => {
  const reader = stdout.getReader()
  const decoder = new TextDecoder()
  let timer: Timer | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`tasks gRPC server did not listen within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    )
  })
  const scan = async (): Promise<number> => {
    let output = ""
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) {
        throw new Error(`tasks gRPC server exited before listening (exit code ${await exited})`)
      }
      output += decoder.decode(chunk.value, { stream: true })
      const port = parseListening(output)
      if (port !== undefined) return port
    }
  }
  const scanning = scan()
  scanning.catch(() => {}) // a late failure after the deadline is already reported
  try {
    return await Promise.race([scanning, deadline])
  } finally {
    clearTimeout(timer)
    void drain(reader)
  }
}

const drain = async (reader: { read(): Promise<{ done: boolean }> }): Promise<void> => {
  try {
    while (!(await reader.read()).done) {}
  } catch {
    // the child is gone; nothing left to drain
  }
}
