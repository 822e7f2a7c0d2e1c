/** A `bench` process started for a test and read until it is mid-run. */

/**
 * Spawns `argv` in `cwd` (with `env` added) and resolves once its stderr has printed `text` (a
 * progress line such as `round 2/40`), or once stderr ends; the child is still running then,
 * for a test to signal.
 */
export const spawnUntil = async (
  argv: ReadonlyArray<string>,
  cwd: string,
  text: string,
  env: Readonly<Record<string, string>> = {},
) => {
  const child = Bun.spawn([...argv], {
    cwd,
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, ...env },
    timeout: 60_000,
  })
  let stderr = ""
  const reader = child.stderr.getReader()
  const decoder = new TextDecoder()
  while (!stderr.includes(text)) {
    const { value, done } = await reader.read()
    if (done) break
    stderr += decoder.decode(value)
  }
  return child
}

export interface Ran {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
  readonly elapsedMs: number
}

/**
 * Runs `bench` with `args` in `cwd` to its end, without colours (and with `env` added); its
 * output and exit code.
 */
export const runBench = async (
  bench: string,
  args: ReadonlyArray<string>,
  cwd: string,
  timeoutMs = 90_000,
  env: Readonly<Record<string, string>> = {},
): Promise<Ran> => {
  const started = performance.now()
  const child = Bun.spawn([bench, ...args], {
    cwd,
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, NO_COLOR: "1", ...env },
    timeout: timeoutMs,
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ])
  return { code, stdout, stderr, elapsedMs: performance.now() - started }
}

/** The lines a failed exit-code assertion shows: what the command printed, its last 40 lines. */
export const printed = (ran: { readonly stdout?: string; readonly stderr?: string }): string => {
  const tail = (text: string) => text.trimEnd().split("\n").slice(-40).join("\n")
  return [
    "the command printed",
    ...(ran.stdout === undefined ? [] : ["--- stdout", tail(ran.stdout)]),
    ...(ran.stderr === undefined ? [] : ["--- stderr", tail(ran.stderr)]),
  ].join("\n")
}
