/**
 * A backend server as a child process of a front (the layered examples): started on port 0,
 * whose listening line (./Listening.ts) tells the port, so no other process can take it in
 * between.
 *
 * The child never outlives its parent: stop() sends SIGTERM (SIGKILL after a grace period); an
 * exit handler sends SIGTERM if the parent exits any other way (the child still runs its own
 * cleanup: its temporary database); and if the parent is SIGKILLed, the child's stdin pipe
 * closes and it exits on EOF (the child's --exit-with-stdin).
 */
import { parseListening } from "./Listening.ts"

export interface ChildServer {
  readonly pid: number
  readonly port: number
  /** Stops the child and waits until it has exited. */
  stop(): Promise<void>
}

export interface ChildServerOptions {
  /** For messages: `users backend`, `tasks gRPC server`. */
  readonly name: string
  /** The child's script and arguments; `--port=0 --exit-with-stdin` are added. */
  readonly script: string
  readonly args: ReadonlyArray<string>
  /** Runs when the child exits without being asked to. */
  readonly onCrash: (code: number) => void
}

const READY_TIMEOUT_MS = 10_000
const STOP_GRACE_MS = 3_000

/** Spawns the child and resolves once it listens. */
export const startChildServer = async (options: ChildServerOptions): Promise<ChildServer> => {
  const child = Bun.spawn({
    cmd: [process.execPath, options.script, ...options.args, "--port=0", "--exit-with-stdin"],
    stdin: "pipe",
    stdout: "pipe",
    stderr: "inherit",
  })
  const killOnExit = () => child.kill("SIGTERM")
  process.on("exit", killOnExit)

  let stopping = false
  void child.exited.then((code) => {
    if (!stopping) options.onCrash(code)
  })

  let port: number
  try {
    port = await readPort(options.name, child.stdout, child.exited)
  } catch (error) {
    stopping = true
    child.kill("SIGKILL")
    await child.exited
    throw error
  }

  return {
    pid: child.pid,
    port,
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
  name: string,
  stdout: ReadableStream<Uint8Array>,
  exited: Promise<number>,
): Promise<number> => {
  const reader = stdout.getReader()
  const decoder = new TextDecoder()
  let timer: Timer | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} did not listen within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    )
  })
  const scan = async (): Promise<number> => {
    let output = ""
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) throw new Error(`${name} exited before listening (exit code ${await exited})`)
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
