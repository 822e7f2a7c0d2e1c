/**
 * The spec fuzz campaign: N mutants of the corpus (Corpus.ts, Mutate.ts), each run through
 * benchgate and judged (Oracle.ts). Shared by the CI slice (test/cli/Fuzz.test.ts) and the
 * benchmark (benchmarks/fuzz-specs.ts); the same seed gives the same mutants.
 *
 * Most mutants go through `bench compile` in a worker process (CompileWorker.ts: cue export,
 * decode, plan, emit, and the CLI's wording of the outcome), one mutant at a time with a
 * budget, so a hang or a crash is caught, counted and the worker started again. A share of
 * them, mutants of the cheap seeds, go through the real `./bench check` with a scratch store:
 * afterwards no process may be left that carries the check's mark in its environment, and the
 * store must pass `PRAGMA integrity_check`. Lanes run side by side (one worker each, at most
 * one check at a time each), so a 2-core machine runs two at once.
 */
import { Database } from "bun:sqlite"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { join, resolve } from "node:path"
import { seededRandom } from "../../../gate/stats/Random.ts"
import { eventually, processesWithEnvironment } from "../Processes.ts"
import { corpus, type Seed, SUPPORT_FILES } from "./Corpus.ts"
import { mutate } from "./Mutate.ts"
import { judge } from "./Oracle.ts"

const ROOT = resolve(import.meta.dir, "../../..")
const BENCH = join(ROOT, "bench")
const WORKER = join(import.meta.dir, "CompileWorker.ts")
/** The environment variable whose value marks every process a mutant's run started. */
export const MARK = "BENCHGATE_FUZZ_MARK"

export interface CampaignOptions {
  readonly seed: number
  readonly mutants: number
  /** The share of mutants drawn from the cheap seeds and run with `bench check`. */
  readonly checkShare: number
  /** Mutants run side by side. */
  readonly lanes: number
  /** A scratch directory; created, and removed at the end but for `failures/`. */
  readonly work: string
  /** How long one compile may take: cue export, decode, plan and emit. */
  readonly compileBudgetMs: number
  /** A mutant planned to take longer than this (compiler/Shard.ts) is compiled, not checked. */
  readonly checkCostLimitMs: number
  readonly onProgress?: (done: number, total: number) => void
}

export interface MutantRun {
  readonly index: number
  readonly origin: string
  readonly ops: ReadonlyArray<string>
  readonly command: "compile" | "check"
  /** null: killed (over budget, or crashed). */
  readonly code: number | null
  readonly ms: number
  readonly problems: ReadonlyArray<string>
  /** The start of stderr, for the report of a failure. */
  readonly stderr: string
  /** A check mutant planned too long to run: only compiled. */
  readonly planTooLong?: boolean
  /** Processes of the check still alive after it ended (killed by the campaign). */
  readonly leftovers?: number
  /** The store failed integrity_check (or would not open). */
  readonly corruptStore?: boolean
}

export interface Figures {
  readonly seed: number
  readonly mutants: number
  readonly compiled: number
  readonly checked: number
  /** Check mutants planned too long to run, compiled instead. */
  readonly planTooLong: number
  /** Outcomes by exit code ("killed" for none), per command. */
  readonly exits: {
    readonly compile: Readonly<Record<string, number>>
    readonly check: Readonly<Record<string, number>>
  }
  /** Mutants with any problem, and the problems by kind. */
  readonly failed: number
  readonly internalErrors: number
  readonly hangs: number
  readonly crashes: number
  readonly unlocated: number
  readonly leftovers: number
  readonly corruptStores: number
  /** How often each operator was applied. */
  readonly operators: Readonly<Record<string, number>>
  readonly wallMs: number
  readonly medianMs: { readonly compile: number; readonly check: number }
  /** The ten slowest runs. */
  readonly slowest: ReadonlyArray<Omit<MutantRun, "stderr">>
  /** The failing runs; their mutants are kept in `work/failures/`. */
  readonly failures: ReadonlyArray<MutantRun>
}

interface Job {
  readonly index: number
  readonly seed: Seed
  readonly bytes: Uint8Array
  readonly ops: ReadonlyArray<string>
  readonly check: boolean
}

/** Mutant `index` of campaign `seed`: which seed spec, which operators, which command. */
export const mutantOf = (
  seeds: ReadonlyArray<Seed>,
  campaignSeed: number,
  index: number,
  checkShare: number,
): Job => {
  const random = seededRandom((Math.imul(campaignSeed, 0x9e3779b1) + index) | 0)
  const check = random.uniform() < checkShare
  const pool = check ? seeds.filter((s) => s.checkable) : seeds
  const seed = pool[Math.floor(random.uniform() * pool.length)] as Seed
  const mutant = mutate(seed.text, random)
  return { index, seed, bytes: mutant.bytes, ops: mutant.ops, check }
}

type Answer =
  | {
      readonly kind: "answer"
      readonly code: number
      readonly stderr: string
      readonly costMs?: number
    }
  | { readonly kind: "timeout"; readonly running: string }
  | { readonly kind: "crash"; readonly detail: string }

/** One CompileWorker process and its line-by-line answers. */
class Worker {
  private child: Bun.Subprocess<"pipe", "pipe", "pipe"> | undefined
  private buffer = ""
  private chunks: AsyncIterator<Uint8Array> | undefined
  private readonly decoder = new TextDecoder()

  constructor(
    private readonly cwd: string,
    private readonly mark: string,
  ) {}

  private start() {
    const child = Bun.spawn(["bun", WORKER], {
      cwd: this.cwd,
      env: { ...process.env, [MARK]: this.mark, NO_COLOR: "1" },
      stdin: "pipe",
      stdout: "pipe",
      stderr: "pipe",
    })
    // Its stderr is drained, never read: a mutant's outcome is its answer.
    void new Response(child.stderr).arrayBuffer()
    this.child = child
    this.chunks = child.stdout[Symbol.asyncIterator]()
    this.buffer = ""
    return child
  }

  private async line(): Promise<string | undefined> {
    // An answer may quote a megabyte-long name many times: each chunk is searched once.
    let searched = 0
    for (;;) {
      const newline = this.buffer.indexOf("\n", searched)
      if (newline >= 0) {
        const line = this.buffer.slice(0, newline)
        this.buffer = this.buffer.slice(newline + 1)
        return line
      }
      searched = this.buffer.length
      const chunk = await this.chunks?.next()
      if (!chunk || chunk.done) return undefined
      this.buffer += this.decoder.decode(chunk.value, { stream: true })
    }
  }

  async ask(job: object, budgetMs: number): Promise<Answer> {
    const child = this.child ?? this.start()
    child.stdin.write(`${JSON.stringify(job)}\n`)
    child.stdin.flush()
    let timer: Timer | undefined
    const timeout = new Promise<"timeout">((done) => {
      timer = setTimeout(() => done("timeout"), budgetMs)
    })
    const answer = await Promise.race([this.line(), timeout])
    clearTimeout(timer)
    if (answer !== undefined && answer !== "timeout") {
      return { kind: "answer", ...(JSON.parse(answer) as { code: number; stderr: string }) }
    }
    // What was still running says where it hung: cue, or benchgate itself.
    const running = processesWithEnvironment(MARK, this.mark).map(describeProcess).join("; ")
    await this.stop()
    return answer === "timeout"
      ? { kind: "timeout", running }
      : { kind: "crash", detail: `worker exited ${child.exitCode ?? child.signalCode}` }
  }

  /**
   * Ends the worker as a user's command ends, and counts what it left running (none: every cue
   * it started has ended with its compile); those are killed.
   */
  async close(): Promise<number> {
    const child = this.child
    this.child = undefined
    if (!child) return 0
    child.stdin.end()
    const ended = await Promise.race([
      child.exited.then(() => true),
      Bun.sleep(10_000).then(() => false),
    ])
    if (!ended) child.kill("SIGKILL")
    await eventually(() => processesWithEnvironment(MARK, this.mark).length === 0, 3000)
    const left = processesWithEnvironment(MARK, this.mark).length
    killMarked(this.mark)
    return left
  }

  /** Kills the worker and whatever it started (cue in a group of its own); the next ask restarts it. */
  async stop() {
    const child = this.child
    this.child = undefined
    if (!child) return
    child.kill("SIGKILL")
    await child.exited
    killMarked(this.mark)
  }
}

/** `PID STATE argv…` of a process, for the report of a hang. */
const describeProcess = (pid: number): string => {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim()
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0]
    return `${pid} ${state} ${argv.slice(0, 200)}`
  } catch {
    return `${pid} gone`
  }
}

const killMarked = (mark: string) => {
  for (const pid of processesWithEnvironment(MARK, mark)) {
    try {
      process.kill(pid, "SIGKILL")
    } catch {
      // gone meanwhile
    }
  }
}

/** Whether the store at `db` opens and passes integrity_check. */
const storeIsSound = (db: string): boolean => {
  try {
    const store = new Database(db, { readonly: true })
    try {
      const rows = store.query("PRAGMA integrity_check").all() as Array<Record<string, unknown>>
      return rows.length === 1 && Object.values(rows[0] ?? {})[0] === "ok"
    } finally {
      store.close()
    }
  } catch {
    return false
  }
}

const head = (text: string): string => (text.length > 2000 ? `${text.slice(0, 2000)}…` : text)

/** One real `bench check` of a mutant, judged, with its leftovers and its store. */
const runCheck = async (
  file: string,
  work: string,
  db: string,
  mark: string,
  budgetMs: number,
): Promise<Omit<MutantRun, "index" | "origin" | "ops" | "command" | "ms">> => {
  const child = Bun.spawn([BENCH, "check", file, "--db", db, "--quiet"], {
    cwd: work,
    env: { ...process.env, [MARK]: mark, NO_COLOR: "1", BENCHGATE_BUSY_LIMIT: "100%" },
    stdin: "ignore",
    stdout: "ignore",
    stderr: "pipe",
  })
  let timedOut = false
  // Over budget: stopped as Ctrl-C would (it must still stop what it started), then killed.
  const term = setTimeout(() => {
    timedOut = true
    child.kill("SIGTERM")
  }, budgetMs)
  const kill = setTimeout(() => child.kill("SIGKILL"), budgetMs + 15_000)
  const [stderr, code] = await Promise.all([new Response(child.stderr).text(), child.exited])
  clearTimeout(term)
  clearTimeout(kill)
  const exitCode = child.signalCode === null ? code : null
  const problems = [...judge({ code: exitCode, stderr, timedOut }, file)]
  // The supervisor stops targets before benchgate exits; a moment for the kernel to reap them.
  await eventually(() => processesWithEnvironment(MARK, mark).length === 0, 3000)
  const left = processesWithEnvironment(MARK, mark)
  if (left.length > 0) {
    problems.push(`${left.length} process(es) left running`)
    killMarked(mark)
  }
  const corrupt = existsSync(db) && !storeIsSound(db)
  if (corrupt) {
    problems.push("the store fails integrity_check")
    // A fresh store for the lane's next checks.
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${db}${suffix}`, { force: true })
  }
  return {
    code: exitCode,
    problems,
    stderr: head(stderr),
    ...(left.length > 0 ? { leftovers: left.length } : {}),
    ...(corrupt ? { corruptStore: true } : {}),
  }
}

const count = (into: Record<string, number>, key: string) => {
  into[key] = (into[key] ?? 0) + 1
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length === 0
    ? 0
    : sorted.length % 2 === 1
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** Runs the campaign; its figures. */
export const runCampaign = async (options: CampaignOptions): Promise<Figures> => {
  const started = performance.now()
  const work = options.work
  const specs = join(work, "specs")
  mkdirSync(specs, { recursive: true })
  mkdirSync(join(work, "failures"), { recursive: true })
  // The bundled specs name ../examples/…; the cheap seeds read files beside them.
  if (!existsSync(join(work, "examples")))
    symlinkSync(join(ROOT, "examples"), join(work, "examples"))
  for (const [name, path] of Object.entries(SUPPORT_FILES))
    copyFileSync(join(ROOT, path), join(specs, name))

  const seeds = corpus()
  const campaignMark = `fuzz-${process.pid}-${Date.now()}`
  const runs: MutantRun[] = []
  let next = 0
  // Processes the compile workers left running when they were closed.
  let strays = 0

  const lane = async (k: number) => {
    const worker = new Worker(work, `${campaignMark}-lane${k}`)
    const db = join(work, `lane${k}`, "store.db")
    mkdirSync(join(work, `lane${k}`), { recursive: true })
    try {
      for (let index = next++; index < options.mutants; index = next++) {
        const job = mutantOf(seeds, options.seed, index, options.checkShare)
        const name = `m${String(index).padStart(5, "0")}.cue`
        const file = `specs/${name}`
        writeFileSync(join(work, file), job.bytes)
        const t0 = performance.now()
        const answer = await worker.ask(
          { file, out: join(work, `lane${k}`, "out"), cost: job.check },
          options.compileBudgetMs,
        )
        const compiled: Omit<MutantRun, "index" | "origin" | "ops" | "ms"> =
          answer.kind === "answer"
            ? {
                command: "compile",
                code: answer.code,
                problems: judge({ ...answer, timedOut: false }, file),
                stderr: head(answer.stderr),
              }
            : {
                command: "compile",
                code: null,
                problems: [
                  answer.kind === "timeout"
                    ? "hang: outlived its budget"
                    : `crash: ${answer.detail}`,
                ],
                stderr: "",
              }
        let run: Omit<MutantRun, "index" | "origin" | "ops" | "ms"> = compiled
        if (job.check && answer.kind === "answer") {
          const costMs = answer.costMs ?? 0
          run =
            costMs > options.checkCostLimitMs
              ? { ...compiled, planTooLong: true }
              : {
                  command: "check",
                  ...(await runCheck(
                    file,
                    work,
                    db,
                    `${campaignMark}-${index}`,
                    30_000 + 2 * costMs,
                  )),
                }
        }
        const ms = performance.now() - t0
        const done: MutantRun = { index, origin: job.seed.origin, ops: job.ops, ms, ...run }
        if (done.problems.length > 0) copyFileSync(join(work, file), join(work, "failures", name))
        rmSync(join(work, file), { force: true })
        runs.push(done)
        options.onProgress?.(runs.length, options.mutants)
      }
      strays += await worker.close()
    } finally {
      await worker.stop()
    }
  }
  await Promise.all(Array.from({ length: options.lanes }, (_, k) => lane(k)))

  runs.sort((a, b) => a.index - b.index)
  const exits = { compile: {} as Record<string, number>, check: {} as Record<string, number> }
  const operators: Record<string, number> = {}
  for (const run of runs) {
    count(exits[run.command], run.code === null ? "killed" : String(run.code))
    for (const op of run.ops) count(operators, op)
  }
  const has = (run: MutantRun, prefix: RegExp) => run.problems.some((p) => prefix.test(p))
  const failures = runs.filter((run) => run.problems.length > 0)
  for (const dir of ["specs", "examples"]) rmSync(join(work, dir), { recursive: true, force: true })
  for (let k = 0; k < options.lanes; k++)
    rmSync(join(work, `lane${k}`), { recursive: true, force: true })
  return {
    seed: options.seed,
    mutants: runs.length,
    compiled: runs.filter((r) => r.command === "compile").length,
    checked: runs.filter((r) => r.command === "check").length,
    planTooLong: runs.filter((r) => r.planTooLong).length,
    exits,
    failed: failures.length,
    internalErrors: runs.filter((r) => has(r, /internal|stack|JS error|defect|panic/)).length,
    hangs: runs.filter((r) => has(r, /^hang/)).length,
    crashes: runs.filter((r) => has(r, /^crash|^exit \d+$/)).length,
    unlocated: runs.filter((r) => has(r, /^exit 2 without/)).length,
    leftovers: strays + runs.reduce((n, r) => n + (r.leftovers ?? 0), 0),
    corruptStores: runs.filter((r) => r.corruptStore).length,
    operators,
    wallMs: performance.now() - started,
    medianMs: {
      compile: median(runs.filter((r) => r.command === "compile").map((r) => r.ms)),
      check: median(runs.filter((r) => r.command === "check").map((r) => r.ms)),
    },
    slowest: [...runs]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map(({ stderr: _, ...run }) => run),
    failures,
  }
}
