/**
 * The scripts' free_port (compiler/prelude.sh) with real sockets: a port held by a socket in
 * TIME_WAIT refuses connections, yet a server may fail to bind it, so it must not be handed out.
 */
import { expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { join } from "node:path"

const PRELUDE = join(import.meta.dir, "../../compiler/prelude.sh")
const SEED = 4242

const bash = (script: string) =>
  Bun.spawnSync(["bash", "-c", script], { stdout: "pipe", stderr: "pipe", timeout: 10_000 })
    .stdout.toString()
    .trim()

/** Whether /proc/net/tcp lists `port` in TIME_WAIT (state 06). */
const inTimeWait = (port: number) => {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, "0")} `
  return readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .some((line) => line.includes(hex) && line.trim().split(/\s+/)[3] === "06")
}

test.skipIf(process.platform !== "linux")("free_port skips a port in TIME_WAIT", async () => {
  // The first port free_port tries with this seed.
  const port = Number(bash(`RANDOM=${SEED}; echo $((20000 + RANDOM % 40000))`))
  // The server closes first, so its side (local port `port`) stays in TIME_WAIT.
  const closed = Promise.withResolvers<void>()
  const server = Bun.listen({
    hostname: "127.0.0.1",
    port,
    socket: {
      open(socket) {
        socket.end()
      },
      data() {},
    },
  })
  await Bun.connect({
    hostname: "127.0.0.1",
    port,
    socket: {
      data() {},
      close() {
        closed.resolve()
      },
      end(socket) {
        socket.end()
      },
    },
  })
  await closed.promise
  server.stop(true)
  await Bun.sleep(100)
  expect(inTimeWait(port)).toBe(true)
  const chosen = Number(bash(`source ${JSON.stringify(PRELUDE)}; RANDOM=${SEED}; free_port`))
  expect(chosen).toBeGreaterThanOrEqual(20000)
  expect(chosen).not.toBe(port)
})
