/**
 * For the gRPC runner tests and fixture recorders: where ghz and grpcurl are (the override
 * variables, else the tools cache layout of tools/Toolchain.ts), and the tasks gRPC server
 * (examples/tasks/grpc-server.ts) as a real process on a free loopback port.
 */
import { existsSync } from "node:fs"
import { homedir } from "node:os"
import { join } from "node:path"

const cache = process.env.BENCHGATE_CACHE ?? join(homedir(), ".cache/benchgate")

export const GHZ = process.env.BENCHGATE_GHZ ?? join(cache, "tools/ghz-v0.121.0/bin/ghz")
export const GRPCURL =
  process.env.BENCHGATE_GRPCURL ?? join(cache, "tools/grpcurl-v1.9.4/bin/grpcurl")

/** Whether `binary` is there; warns with the reason when it is not (the test is skipped). */
export const present = (name: string, binary: string): boolean => {
  if (existsSync(binary)) return true
  console.warn(
    `skipping ${name} integration test: no ${name} at ${binary} (set BENCHGATE_${name.toUpperCase()} or run ./bench setup)`,
  )
  return false
}

export const TASKS_GRPC_SERVER = `${import.meta.dir}/../../examples/tasks/grpc-server.ts`
export const TASKS_PROTO_DIR = `${import.meta.dir}/../../examples/tasks/proto`

export interface TasksServer {
  readonly pid: number
  /** `127.0.0.1:PORT` */
  readonly address: string
  /** SIGTERM, and wait for the exit code. */
  stop(): Promise<number>
}

/** Starts the tasks gRPC server on port 0 and waits for its listening line (10 s at most). */
export const startTasksServer = async (): Promise<TasksServer> => {
  const proc = Bun.spawn({
    cmd: [process.execPath, TASKS_GRPC_SERVER, "--port=0"],
    stdin: "ignore",
    stdout: "pipe",
    stderr: "inherit",
  })
  const reader = proc.stdout.getReader()
  const decoder = new TextDecoder()
  let output = ""
  const deadline = Date.now() + 10_000
  let port: string | undefined
  while (port === undefined) {
    if (Date.now() > deadline) {
      proc.kill("SIGKILL")
      throw new Error(`tasks gRPC server did not listen within 10 s; output: ${output}`)
    }
    const chunk = await reader.read()
    if (chunk.done) throw new Error(`tasks gRPC server exited before listening: ${output}`)
    output += decoder.decode(chunk.value, { stream: true })
    port = /^listening on 127\.0\.0\.1:(\d+)$/m.exec(output)?.[1]
  }
  void (async () => {
    while (!(await reader.read()).done) {}
  })().catch(() => {})
  return {
    pid: proc.pid,
    address: `127.0.0.1:${port}`,
    stop: async () => {
      proc.kill("SIGTERM")
      return proc.exited
    },
  }
}

/** A loopback port nothing listens on: bound by the OS, then released. */
export const freePort = (): number => {
  const server = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } })
  const { port } = server
  server.stop(true)
  return port
}

export interface Run {
  readonly exitCode: number
  readonly stdout: string
  readonly stderr: string
}

export const run = async (argv: ReadonlyArray<string>): Promise<Run> => {
  const proc = Bun.spawn([...argv], { stdin: "ignore", stdout: "pipe", stderr: "pipe" })
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  return { exitCode, stdout, stderr }
}
