/**
 * The supervisor: a small bun process between benchgate and every target or service it starts
 * (ADR 12). benchgate cannot promise to stop what it started when it is killed with SIGKILL
 * (a cancelled CI job), and a target that daemonizes (`setsid -f`) leaves its process group, so
 * killing the group misses it. The supervisor closes both gaps:
 *
 * - it makes itself a child subreaper (prctl PR_SET_CHILD_SUBREAPER through bun:ffi), so every
 *   process the target starts, daemons included, stays its descendant;
 * - it reads its stdin, a pipe from benchgate: end of file means "stop" — benchgate closing it,
 *   or the kernel closing it because benchgate died, however; a change of its parent pid, or
 *   its stdout (a pipe to benchgate) breaking, means the same (checked every 500 ms);
 * - stopping sends TERM to the target's process group and to every descendant outside it (once
 *   each), waits up to the grace for all of them to exit, then sends KILL until none is left,
 *   and exits.
 *
 * It reports on stdout, one JSON object per line: `{"started":PID,"subreaper":""}` (a non-empty
 * subreaper string says why it could not become one), `{"exited":CODE,"signal":NAME}` when the
 * target's own process ends, `{"error":TEXT}` when it cannot start it. Its stderr is the
 * target's log file; the target's stdout and stderr come through pipes into it, bounded: the
 * first LOG_KEEP_BYTES as they come, then the last LOG_KEEP_BYTES after a line saying how many
 * bytes were cut between them (a gRPC greeter logging every call wrote 12 MB in 37 s).
 *
 * The functions below run in the supervisor process, not in benchgate: they are sent as source
 * (`bun -e`), so each must be self-contained — globals, dynamic imports and its parameters only,
 * nothing from the module around it. `supervise` gets the others, its steps, as an argument.
 */

/** How long the supervisor waits for the target's processes after TERM before KILL. */
export const STOP_GRACE_MS = 5000

/** Bytes of a target's output its log keeps at its start, and again at its end: 1 MiB each. */
export const LOG_KEEP_BYTES = 1 << 20

/** The supervisor's events, as benchgate reads them from its stdout. */
export type SupervisorEvent =
  | { readonly started: number; readonly subreaper: string }
  | { readonly exited: number | null; readonly signal: string | null }
  | { readonly error: string }

/** A process as its /proc/PID/stat line says: its state, parent and group. */
interface Stat {
  readonly pid: number
  readonly state: string
  readonly ppid: number
  readonly pgid: number
}

/** The supervisor's reports on stdout, and whether one met a closed pipe. */
interface Reporter {
  readonly send: (event: object) => void
  readonly benchgateGone: () => boolean
}

/*
 * The steps below run in the supervisor process, sent as source beside `supervise` (SOURCE):
 * each is self-contained like it — globals, dynamic imports and its parameters only.
 */

/** The target's runtime options, kept off this process (supervisorEnv): back for the target. */
const restoreRuntimeOptions = (): void => {
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith("BENCHGATE_SUPERVISED_")) continue
    process.env[key.slice("BENCHGATE_SUPERVISED_".length)] = value
    delete process.env[key]
  }
}

/**
 * One JSON line per event on stdout. benchgate gone (killed before it read our first line)
 * breaks this pipe: that must stop the target, not crash the supervisor and leave the target
 * running without one.
 */
const reporter = (): Reporter => {
  let benchgateGone = false
  const send = (event: object) => {
    try {
      process.stdout.write(`${JSON.stringify(event)}\n`)
    } catch {
      benchgateGone = true
    }
  }
  return { send, benchgateGone: () => benchgateGone }
}

/**
 * Makes this process a child subreaper through libc; its `waitpid` (WNOHANG) when libc is
 * reachable, and why it is no subreaper ("" when it is).
 */
const becomeSubreaper = async (): Promise<{
  readonly waitpid: ((pid: number) => void) | undefined
  readonly subreaper: string
}> => {
  try {
    const { dlopen, FFIType } = await import("bun:ffi")
    const u64 = FFIType.u64
    const libc = dlopen("libc.so.6", {
      prctl: { args: [FFIType.i32, u64, u64, u64, u64], returns: FFIType.i32 },
      waitpid: { args: [FFIType.i32, FFIType.ptr, FFIType.i32], returns: FFIType.i32 },
    })
    // PR_SET_CHILD_SUBREAPER = 36
    const subreaper =
      libc.symbols.prctl(36, 1, 0, 0, 0) !== 0 ? "prctl(PR_SET_CHILD_SUBREAPER) failed" : ""
    // WNOHANG = 1
    return { waitpid: (pid) => void libc.symbols.waitpid(pid, null, 1), subreaper }
  } catch (error) {
    return { waitpid: undefined, subreaper: `no bun:ffi access to libc.so.6 (${String(error)})` }
  }
}

/** Every process of /proc, as its stat line says. */
const readStats = (fs: typeof import("node:fs")): Stat[] => {
  const all: Stat[] = []
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    try {
      const text = fs.readFileSync(`/proc/${name}/stat`, "utf8")
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ")
      all.push({
        pid: Number(name),
        state: fields[0] ?? "",
        ppid: Number(fields[1]),
        pgid: Number(fields[2]),
      })
    } catch {
      // gone meanwhile
    }
  }
  return all
}

/** Every live process below the supervisor, and whatever is left of the target's group. */
const descendantsOf = (all: ReadonlyArray<Stat>, self: number, leader: number): Stat[] => {
  const found = new Map<number, Stat>()
  const queue = [self]
  while (queue.length > 0) {
    const parent = queue.pop()
    for (const s of all) {
      if (s.ppid === parent && !found.has(s.pid)) {
        found.set(s.pid, s)
        queue.push(s.pid)
      }
    }
  }
  for (const s of all) if (leader !== 0 && s.pgid === leader && s.pid !== self) found.set(s.pid, s)
  return [...found.values()]
}

/**
 * The target's log: this process's stderr, a file benchgate opened. Its first `keep` bytes are
 * written as they come; after them the last `keep` bytes, rewritten (`flush`) behind a line
 * that says how many were cut between. Not a file (a test's pipe): written through as it is.
 */
const boundedLog = (fs: typeof import("node:fs"), keep: number) => {
  const isFile = (() => {
    try {
      return fs.fstatSync(2).isFile()
    } catch {
      return false
    }
  })()
  let head = 0
  let tail: Uint8Array[] = []
  let tailBytes = 0
  let cut = 0
  let dirty = false
  const attempt = (write: () => void) => {
    try {
      write()
    } catch {
      // a full disk or a closed log must not stop the supervisor
    }
  }
  const write = (chunk: Uint8Array): void => {
    if (!isFile) {
      attempt(() => fs.writeSync(2, chunk))
      return
    }
    let rest = chunk
    if (head < keep) {
      const take = Math.min(keep - head, rest.length)
      const at = head
      attempt(() => fs.writeSync(2, rest, 0, take, at))
      head += take
      rest = rest.subarray(take)
    }
    if (rest.length === 0) return
    tail.push(rest)
    tailBytes += rest.length
    dirty = true
    while (tailBytes > keep) {
      const first = tail[0] as Uint8Array
      const excess = tailBytes - keep
      const dropped = Math.min(excess, first.length)
      tail = dropped === first.length ? tail.slice(1) : [first.subarray(dropped), ...tail.slice(1)]
      tailBytes -= dropped
      cut += dropped
    }
  }
  const flush = (): void => {
    if (!dirty) return
    dirty = false
    const marker =
      cut === 0
        ? ""
        : `\n[benchgate: ${cut} bytes of the target's output cut here; its log keeps the first ${keep} and the last ${keep} bytes]\n`
    const bytes = Buffer.concat([Buffer.from(marker), ...tail])
    attempt(() => {
      fs.writeSync(2, bytes, 0, bytes.length, head)
      fs.ftruncateSync(2, head + bytes.length)
    })
  }
  return { write, flush }
}

/** Reads a stream to its end into `write`. */
const pump = async (
  stream: ReadableStream<Uint8Array>,
  write: (chunk: Uint8Array) => void,
): Promise<void> => {
  try {
    for await (const chunk of stream) write(chunk)
  } catch {
    // a pipe that breaks ends it too
  }
}

/**
 * Starts the target in its own process group, its output through pipes; reports why it could
 * not, and exits, if so.
 */
const spawnTarget = (cmd: string[], cwd: string, send: Reporter["send"]) => {
  try {
    return Bun.spawn(cmd, {
      cwd,
      env: process.env,
      stdin: "ignore",
      stdout: "pipe",
      stderr: "pipe",
      detached: true,
    })
  } catch (error) {
    send({ error: error instanceof Error ? error.message : String(error) })
    process.exit(0)
  }
}

/**
 * TERM to the target's group and to every descendant outside it, up to the grace for all of
 * them to exit, then KILL until none is left; then this process exits.
 */
const stopAll = async (
  leader: number,
  graceMs: number,
  descendants: () => Stat[],
  reap: () => void,
): Promise<never> => {
  const signal = (pid: number, name: NodeJS.Signals) => {
    try {
      process.kill(pid, name)
    } catch {
      // already gone
    }
  }
  signal(-leader, "SIGTERM")
  // One TERM per process: many servers take a second TERM as "exit now" and skip their
  // cleanup, so the group's members are not signalled again, only those that left it.
  for (const s of descendants()) if (s.pgid !== leader) signal(s.pid, "SIGTERM")
  const deadline = Date.now() + graceMs
  while (Date.now() < deadline && descendants().some((s) => s.state !== "Z")) {
    reap()
    await Bun.sleep(20)
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    reap()
    const left = descendants().filter((s) => s.state !== "Z")
    if (left.length === 0) break
    signal(-leader, "SIGKILL")
    for (const s of left) signal(s.pid, "SIGKILL")
    await Bun.sleep(20)
  }
  process.exit(0)
}

/** Until stdin, the pipe from benchgate, ends: benchgate writes nothing; only its end matters. */
const untilStdinEnds = async (): Promise<void> => {
  try {
    for await (const _ of Bun.stdin.stream()) {
      // nothing to read
    }
  } catch {
    // a broken pipe ends it too
  }
}

/** The steps `supervise` is given, by name (property names survive a minified bundle). */
const STEPS = {
  restoreRuntimeOptions,
  reporter,
  becomeSubreaper,
  readStats,
  descendantsOf,
  boundedLog,
  pump,
  spawnTarget,
  stopAll,
  untilStdinEnds,
}

const supervise = async (steps: typeof STEPS): Promise<void> => {
  const fs = await import("node:fs")
  const [graceText = "5000", keepText = "1048576", cwd = ".", ...cmd] = process.argv.slice(1)
  steps.restoreRuntimeOptions()
  const graceMs = Number(graceText)
  const self = process.pid
  const { send, benchgateGone } = steps.reporter()
  const { waitpid, subreaper } = await steps.becomeSubreaper()

  const log = steps.boundedLog(fs, Number(keepText))
  process.on("exit", () => log.flush())
  const child = steps.spawnTarget(cmd, cwd, send)
  const leader = child.pid
  send({ started: leader, subreaper })
  const drained = Promise.all([
    steps.pump(child.stdout, log.write),
    steps.pump(child.stderr, log.write),
  ])
  void child.exited.then(async () => {
    // The log says what the target wrote last before benchgate reads its tail; a child that
    // keeps the pipes open does not hold the report back for long.
    await Promise.race([drained, Bun.sleep(300)])
    log.flush()
    send({ exited: child.exitCode, signal: child.signalCode })
  })

  const stats = () => steps.readStats(fs)
  /** Collects dead orphans handed to the subreaper (the target's own process is bun's). */
  const reap = () => {
    if (waitpid === undefined) return
    for (const s of stats())
      if (s.ppid === self && s.state === "Z" && s.pid !== leader) waitpid(s.pid)
  }
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await steps.stopAll(leader, graceMs, () => steps.descendantsOf(stats(), self, leader), reap)
  }
  for (const name of ["SIGTERM", "SIGHUP", "SIGINT"] as const) process.on(name, () => void stop())
  // A write to a closed pipe fails later, as an error event: unhandled, it would end this
  // process with the target still running.
  process.stdout.on("error", () => void stop())
  if (benchgateGone()) void stop()
  const parent = process.ppid
  setInterval(() => {
    reap()
    log.flush()
    const now = stats().find((s) => s.pid === self)?.ppid
    if (now !== undefined && now !== parent) void stop()
  }, 500)
  await steps.untilStdinEnds()
  await stop()
}

/** The supervisor's program: this file's functions, as source for `bun -e`. */
const SOURCE = `(${supervise.toString()})({${Object.entries(STEPS)
  .map(([name, step]) => `${name}: ${step.toString()}`)
  .join(", ")}})`

/** Variables that change how a bun process runs: meant for the target, not its supervisor. */
const RUNTIME_OPTIONS = ["BUN_OPTIONS", "NODE_OPTIONS"]

/**
 * The supervisor's environment: the target's, with the runtime options (a profiled launch's
 * `--cpu-prof`, a user's `--smol`) renamed so they reach the target and not the supervisor,
 * which is a bun process too.
 */
export const supervisorEnv = (
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> => {
  const out: Record<string, string | undefined> = { ...env }
  for (const name of RUNTIME_OPTIONS) {
    if (out[name] === undefined) continue
    out[`BENCHGATE_SUPERVISED_${name}`] = out[name]
    delete out[name]
  }
  return out
}

/**
 * argv that runs `cmd` in `cwd` under a supervisor (itself started in `/`), its log keeping
 * `logKeepBytes` at the start and at the end of the target's output.
 */
export const supervisorArgv = (
  cmd: ReadonlyArray<string>,
  cwd: string,
  graceMs = STOP_GRACE_MS,
  logKeepBytes = LOG_KEEP_BYTES,
): ReadonlyArray<string> => [
  process.execPath,
  "-e",
  SOURCE,
  "--",
  String(graceMs),
  String(logKeepBytes),
  cwd,
  ...cmd,
]
