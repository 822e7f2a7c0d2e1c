/**
 * Starts server.ts as a child process on a free port and waits for its listening line: what
 * the tests use, and what clients.bench.ts falls back to when no URL is given.
 */
import type { Subprocess } from "bun"

export interface LaunchedServer {
  readonly url: string
  readonly stop: () => Promise<void>
}

const SERVER = `${import.meta.dir}/server.ts`
const LINE = /^listening on (127\.0\.0\.1:\d+)$/m

export const launchServer = async (
  args: ReadonlyArray<string> = [],
  timeoutMs = 10_000,
): Promise<LaunchedServer> => {
  const proc: Subprocess<"ignore", "pipe", "inherit"> = Bun.spawn({
    cmd: [process.execPath, SERVER, "--port=0", ...args],
    stdin: "ignore",
    stdout: "pipe",
    stderr: "inherit",
  })
  const stop = async () => {
    proc.kill("SIGTERM")
    await proc.exited
  }
  const reader = proc.stdout.getReader()
  const decoder = new TextDecoder()
  const timer = setTimeout(() => proc.kill("SIGKILL"), timeoutMs)
  let output = ""
  try {
    for (;;) {
      const address = LINE.exec(output)?.[1]
      if (address !== undefined) {
        void (async () => {
          while (!(await reader.read()).done) {}
        })().catch(() => {})
        return { url: `http://${address}`, stop }
      }
      const chunk = await reader.read()
      if (chunk.done) {
        throw new Error(`httpclients server exited before listening (code ${await proc.exited})`)
      }
      output += decoder.decode(chunk.value, { stream: true })
    }
  } finally {
    clearTimeout(timer)
  }
}
