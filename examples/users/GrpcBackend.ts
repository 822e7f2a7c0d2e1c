/**
 * The layered-grpc front's users backend: this same server.ts in grpc mode, as a child process.
 * A copy of Backend.ts (the HTTP backend) but for the mode and the address it returns; the two
 * can become one function of the mode.
 * It binds port 0 and announces the port on stdout; we read that line instead of picking a
 * port ourselves, so there is no window where another process can take it.
 *
 * The child never outlives us: stop() sends SIGTERM (SIGKILL after a grace period); an exit
 * handler kills it if we exit any other way; and if we are SIGKILLed, its stdin pipe closes
 * and it exits on EOF (--exit-with-stdin).
 */
import { HOST, parseListening } from "./Listening.ts"

export interface GrpcBackend {
  readonly pid: number
  /** host:port of the gRPC server. */
  readonly address: string
  /** Stops the backend and waits until it has exited. */
  stop(): Promise<void>
}

const SERVER = `${import.meta.dir}/server.ts`
const READY_TIMEOUT_MS = 10_000
const STOP_GRACE_MS = 2_000

/** Spawns the backend and resolves once it listens. `onCrash` runs if it exits unasked. */
export const startGrpcBackend = async (
  db: string | undefined,
  onCrash: (code: number) => void,
): Promise<GrpcBackend> => {
  const child = Bun.spawn({
    cmd: [
      process.execPath,
      SERVER,
      "--mode=grpc",
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
      () => reject(new Error(`users gRPC backend did not listen within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    )
  })
  const scan = async (): Promise<number> => {
    let output = ""
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) {
        throw new Error(`users gRPC backend exited before listening (exit code ${await exited})`)
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
