/**
 * Example servers as real processes, for the tests in this folder: start one on port 0, read
 * its listening line (and, for a layered front, its backend's pid and address from stderr),
 * call it, stop it, and check nothing is left behind.
 */
import type { Subprocess } from "bun"
import { isAlive } from "../support/Processes.ts"

export const TIMEOUT_MS = 10_000
export const TEST_TIMEOUT_MS = 20_000

export interface Running {
  readonly proc: Subprocess<"ignore", "pipe", "pipe">
  /** `127.0.0.1:PORT` of the server itself. */
  readonly address: string
  readonly url: string
  /** A layered front's backend child, when `backendLine` was given. */
  readonly backend?: { readonly pid: number; readonly address: string }
}

/** Every process a test started, killed in `killLeftovers` if a test left it running. */
const pids: Array<number> = []

export const withTimeout = <A>(promise: Promise<A>, what: string): Promise<A> => {
  let timer: Timer | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${TIMEOUT_MS} ms: ${what}`)),
      TIMEOUT_MS,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Reads `stream` until `pattern` matches, returns the match, then drains the rest. */
const readUntil = async (
  stream: ReadableStream<Uint8Array>,
  pattern: RegExp,
): Promise<RegExpExecArray> => {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ""
  for (;;) {
    const match = pattern.exec(text)
    if (match !== null) {
      void (async () => {
        while (!(await reader.read()).done) {}
      })().catch(() => {})
      return match
    }
    const chunk = await reader.read()
    if (chunk.done) throw new Error(`stream ended before ${pattern}; output:\n${text}`)
    text += decoder.decode(chunk.value, { stream: true })
  }
}

const drain = (stream: ReadableStream<Uint8Array>): void => {
  void (async () => {
    const reader = stream.getReader()
    while (!(await reader.read()).done) {}
  })().catch(() => {})
}

/**
 * Starts `bun SCRIPT ...args` and waits for `listening on 127.0.0.1:PORT`. With
 * `backendLine`, also waits for a stderr line whose groups 1 and 2 are the backend's pid and
 * address.
 */
export const start = async (
  script: string,
  args: ReadonlyArray<string>,
  backendLine?: RegExp,
): Promise<Running> => {
  const proc = Bun.spawn({
    cmd: [process.execPath, script, ...args],
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  })
  pids.push(proc.pid)
  const [listening, backend] = await withTimeout(
    Promise.all([
      readUntil(proc.stdout, /^listening on (127\.0\.0\.1:\d+)$/m),
      backendLine === undefined ? Promise.resolve(undefined) : readUntil(proc.stderr, backendLine),
    ]),
    `${script} ${args.join(" ")} to start`,
  )
  if (backendLine === undefined) drain(proc.stderr)
  const address = listening[1] ?? ""
  if (backend === undefined) return { proc, address, url: `http://${address}` }
  const pid = Number(backend[1])
  pids.push(pid)
  return { proc, address, url: `http://${address}`, backend: { pid, address: backend[2] ?? "" } }
}

export const waitUntilGone = async (pid: number): Promise<boolean> => {
  const deadline = Date.now() + TIMEOUT_MS
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false
    await Bun.sleep(25)
  }
  return true
}

/** For afterAll: SIGKILL whatever a test left running. */
export const killLeftovers = (): void => {
  for (const pid of pids) {
    if (isAlive(pid)) process.kill(pid, "SIGKILL")
  }
}

export const call = async (url: string, method = "GET", body?: string) => {
  const res = await fetch(url, body === undefined ? { method } : { method, body })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Runs a script that should refuse to start; its exit code and stderr. */
export const refused = async (script: string, args: ReadonlyArray<string>) => {
  const proc = Bun.spawn({
    cmd: [process.execPath, script, ...args],
    stdin: "ignore",
    stdout: "ignore",
    stderr: "pipe",
  })
  const [stderr, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited])
  return { code, stderr }
}
