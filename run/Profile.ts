/**
 * Where the time went: profiles of a scenario's two sides — a target and its base copy, or a
 * target and its baseline — in rounds of their own after the measured ones, so the verdicts'
 * numbers never carry a profiler's cost. Both sides are launched afresh with their profiler,
 * warmed up, then loaded in alternating order (head first, then base first) with the
 * scenario's own slices; each slice's samples are cut out of the launch's profile by its
 * time window and divided by the requests it answered, and the paired rounds give the
 * differential its intervals (gate/stats/Differential.ts).
 *
 * The profiler follows the target's processes (ADR 19): bun and node are profiled by their own
 * `--cpu-prof` (profile/JsProfiler.ts), anything else — Go, native servers — by `perf record`
 * with a software clock (profile/PerfProfiler.ts). Profiling is diagnosis, not a verdict: a
 * profile that cannot be taken says why and never fails the check.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { Cause, Effect, Exit } from "effect"
import type { ScenarioPlan, Slice, SpecPlan } from "../compiler/Plan.ts"
import type { GrpcTarget, HttpTarget } from "../core/Spec.ts"
import type { ScenarioProfile } from "../gate/Result.ts"
import { type ProfiledRound, profileDifferential, topChanges } from "../gate/stats/Differential.ts"
import type { Window } from "../profile/CpuProfile.ts"
import { flameTree } from "../profile/FlameTree.ts"
import {
  JS_RUNTIMES,
  jsProfileEnv,
  jsProfileFiles,
  jsProfileStacks,
} from "../profile/JsProfiler.ts"
import { perfProgram, perfRecording, perfStacks } from "../profile/PerfProfiler.ts"
import { pprofProfile } from "../profile/Pprof.ts"
import { foldedText, mergeStacks, type Stacks } from "../profile/Stacks.ts"
import type { RunContext } from "../runners/Runner.ts"
import { targetProcesses, threadTimes } from "./ProcStat.ts"
import { runSlice } from "./RunSlice.ts"
import { startService, startTarget, whileAlive } from "./TargetProcess.ts"

/** A scenario to profile and its two sides. */
export interface ProfileRequest {
  readonly scenario: string
  readonly head: string
  readonly base: string
  readonly why: string
}

export interface ProfileOptions {
  readonly tools: ReadonlyMap<string, string>
  readonly logDir: string
  /** Where the profiles are written: DIR/SPEC/SCENARIO/. */
  readonly outDir: string
  /** Paired rounds to profile (each runs both sides once). */
  readonly rounds: number
  /** Wall time this spec's profiles may take; at least two rounds run whatever it says. */
  readonly budgetMs: number
  readonly level: number
  readonly onProgress: (line: string) => void
}

/** Rows of the differential kept in the report. */
const TOP_ROWS = 10

/** Fewest paired rounds: one gives no interval. */
const MIN_ROUNDS = 2

type Startable = HttpTarget | GrpcTarget

/** A launched side: where its profile goes and how it is read. */
interface Side {
  readonly name: string
  readonly target: Startable
  readonly dir: string
  /** Each profiled slice's wall-clock window, epoch µs (the clock both profilers stamp). */
  readonly windows: Window[]
  readonly units: number[]
  /** CPU time of the side's processes in each window, ns (run/ProcStat.ts). */
  readonly cpuNs: number[]
  profiler?: "js" | "perf"
}

const nowUs = () => Date.now() * 1000

/** The executable of a process, without a `.exe` suffix (Bun's binary is `bun.exe`). */
const executableOf = (pid: number): string | undefined => {
  try {
    return basename(readlinkSync(`/proc/${pid}/exe`)).replace(/\.exe$/, "")
  } catch {
    return undefined
  }
}

/** A name safe as a file name. */
const fileName = (name: string) => name.replace(/[^A-Za-z0-9._@-]/g, "_")

const sliceOf = (slices: ReadonlyArray<Slice>, target: string): Slice | undefined =>
  slices.find((s) => s.targets.length === 1 && s.targets[0] === target)

const profiled = (target: Startable, env: Record<string, string>): Startable =>
  target.start === undefined ? target : { ...target, start: { ...target.start, env } }

/**
 * Launches both sides with their profilers, runs the rounds, and stops everything; returns
 * the sides with their windows once the profiles are on disk.
 */
const measureSides = (
  plan: SpecPlan,
  scenarioPlan: ScenarioPlan,
  sides: ReadonlyArray<Side>,
  options: ProfileOptions,
  deadline: number,
) =>
  // One scope: closing it stops perf first (acquired last), then the targets — bun writes
  // its profile as it exits on TERM.
  Effect.exit(
    Effect.scoped(
      Effect.gen(function* () {
        const perf = perfProgram()
        const services = yield* Effect.forEach(plan.services, (s) =>
          startService(plan, s, options.logDir),
        )
        const launched = yield* Effect.forEach(sides, (side) =>
          startTarget(
            plan,
            profiled(side.target, jsProfileEnv(side.dir, side.target.start?.env ?? {})),
            options.logDir,
            options.tools.get("grpcurl"),
          ),
        )
        const watched = [...services, ...launched]
        for (const [i, side] of sides.entries()) {
          const pid = launched[i]?.pid
          if (pid === undefined) continue
          const pids = targetProcesses(pid)
          if (pids.some((p) => JS_RUNTIMES.has(executableOf(p) ?? ""))) side.profiler = "js"
          else if (perf !== undefined) {
            yield* perfRecording(perf, pids, join(side.dir, "perf.data"))
            side.profiler = "perf"
          }
        }
        const context: RunContext = {
          specDir: plan.dir,
          tools: options.tools,
          ports: new Map(launched.map((t) => [t.name, t.port])),
          services: new Map(services.map((s) => [s.name, s.url])),
          prepared: new Map(),
          scratch: sides[0]?.dir ?? tmpdir(),
        }
        const where = `${plan.spec.name} › ${scenarioPlan.scenario.name}`
        for (const side of sides) {
          const warmup = sliceOf(scenarioPlan.warmups, side.name)
          if (warmup) yield* whileAlive(watched, runSlice(warmup, context))
        }
        for (let round = 1; round <= options.rounds; round++) {
          if (round > MIN_ROUNDS && performance.now() > deadline) break
          // Alternate which side runs first, as the measured rounds do.
          const order = round % 2 === 1 ? sides : [...sides].reverse()
          for (const side of order) {
            const slice = sliceOf(scenarioPlan.slices, side.name)
            if (!slice) continue
            options.onProgress(`${where} › ${side.name}  profile ${round}/${options.rounds}`)
            const leader = launched[sides.indexOf(side)]?.pid
            const cpu = () =>
              leader === undefined ? 0 : threadTimes(targetProcesses(leader)).cpuNs
            const cpuBefore = cpu()
            const from = nowUs()
            const outcome = yield* whileAlive(watched, runSlice(slice, { ...context, round }))
            const to = nowUs()
            side.cpuNs.push(Math.max(0, cpu() - cpuBefore))
            side.windows.push({ fromUs: from, toUs: to })
            side.units.push(outcome.requests?.get(side.name) ?? 1)
          }
        }
      }),
    ),
  )

/** The stacks of each of a side's windows, read from its profiler's output. */
const sideStacks = (side: Side, perf: string | undefined, root: string) =>
  side.profiler === "perf" && perf !== undefined
    ? perfStacks(perf, join(side.dir, "perf.data"), side.windows)
    : Effect.try({
        try: () => jsProfileStacks(jsProfileFiles(side.dir), side.windows, root),
        catch: (e) => `the profile could not be read: ${String(e)}`,
      })

const PROFILER_NAMES = { js: "bun/node --cpu-prof", perf: "perf record (cpu-clock)" } as const

/** Profiles one scenario's two sides; never fails (a profile that cannot be taken says why). */
const profileScenario = (
  plan: SpecPlan,
  request: ProfileRequest,
  options: ProfileOptions,
  deadline: number,
): Effect.Effect<ScenarioProfile> =>
  Effect.gen(function* () {
    const started = performance.now()
    const result = (rest: Partial<ScenarioProfile>): ScenarioProfile => ({
      spec: plan.spec.name,
      scenario: request.scenario,
      base: request.base,
      head: request.head,
      why: request.why,
      files: [],
      ...rest,
      elapsedMs: performance.now() - started,
    })
    const scenarioPlan = plan.scenarios.find((s) => s.scenario.name === request.scenario)
    const targets = [request.head, request.base].map((name) =>
      plan.targets.find((t) => t.name === name),
    )
    const startable = targets.filter(
      (t): t is Startable => (t?.kind === "http" || t?.kind === "grpc") && t.start !== undefined,
    )
    if (!scenarioPlan || startable.length !== 2) {
      return result({
        skipped: "only http and grpc targets that benchgate starts are profiled so far",
      })
    }
    return yield* Effect.acquireUseRelease(
      Effect.sync(() => mkdtempSync(join(tmpdir(), "benchgate-profile-"))),
      (work) => profileSides(plan, scenarioPlan, startable, work, options, deadline, result),
      (work) => Effect.sync(() => rmSync(work, { recursive: true, force: true })),
    )
  })

const profileSides = (
  plan: SpecPlan,
  scenarioPlan: ScenarioPlan,
  startable: ReadonlyArray<Startable>,
  work: string,
  options: ProfileOptions,
  deadline: number,
  result: (rest: Partial<ScenarioProfile>) => ScenarioProfile,
) =>
  Effect.gen(function* () {
    const request = { spec: plan.spec.name }
    const sides: Side[] = startable.map((target, i) => ({
      name: target.name,
      target,
      dir: join(work, i === 0 ? "head" : "base"),
      windows: [],
      units: [],
      cpuNs: [],
    }))
    const exit = yield* measureSides(plan, scenarioPlan, sides, options, deadline)
    if (Exit.isFailure(exit)) {
      return result({ skipped: `the profiled rounds failed: ${describe(exit.cause)}` })
    }
    const missing = sides.find((s) => s.profiler === undefined)
    if (missing) {
      return result({
        skipped: `no profiler for ${missing.name}: it is not bun or node, and perf is not installed (Debian: apt-get install linux-perf)`,
      })
    }
    const perf = perfProgram()
    const read = yield* Effect.either(
      Effect.forEach(sides, (side) => sideStacks(side, perf, side.target.dir ?? plan.dir)),
    )
    if (read._tag === "Left") return result({ skipped: read.left })
    const [head, base] = read.right as [Stacks[], Stacks[]]
    const [headSide, baseSide] = sides as [Side, Side]
    const rounds: ProfiledRound[] = head.map((stacks, i) => ({
      head: { stacks, units: headSide.units[i] ?? 1 },
      base: { stacks: base[i] ?? new Map(), units: baseSide.units[i] ?? 1 },
    }))
    const pooled = (side: Side, all: Stacks[]) => ({
      stacks: mergeStacks(all),
      units: side.units.reduce((a, b) => a + b, 0),
    })
    const files = writeProfiles(
      join(options.outDir, fileName(request.spec), fileName(scenarioPlan.scenario.name)),
      sides.map((side, i) => ({ side, stacks: pooled(side, i === 0 ? head : base).stacks })),
    )
    const differential = profileDifferential(rounds, options.level)
    const flame = flameTree(pooled(baseSide, base), pooled(headSide, head))
    const profilers = sides.map((s) => `${s.name}: ${PROFILER_NAMES[s.profiler ?? "perf"]}`)
    if (!differential || !flame) {
      return result({
        profilers,
        files,
        skipped: `${baseSide.name} has no samples: its profiler saw no CPU time`,
      })
    }
    return result({
      profilers,
      files,
      differential: topChanges(differential, TOP_ROWS),
      flame,
    })
  })

/** A failure in one line: a target's death or a runner's error says what happened. */
const describe = (cause: Cause.Cause<unknown>): string => {
  const error = Cause.squash(cause)
  const text = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? ""
  return text.length > 300 ? `${text.slice(0, 300)}…` : text
}

/**
 * Writes each side's pooled profile as folded stacks (speedscope, inferno, flamegraph.pl) and
 * pprof (`go tool pprof`), and the raw `.cpuprofile`s (Chrome DevTools, speedscope); returns
 * the paths.
 */
const writeProfiles = (
  dir: string,
  sides: ReadonlyArray<{ side: Side; stacks: Stacks }>,
): string[] => {
  mkdirSync(dir, { recursive: true })
  const files: string[] = []
  for (const { side, stacks } of sides) {
    const name = fileName(side.name)
    const folded = join(dir, `${name}.folded`)
    writeFileSync(folded, foldedText(stacks))
    const pprof = join(dir, `${name}.pb.gz`)
    writeFileSync(pprof, pprofProfile(stacks))
    files.push(folded, pprof)
    for (const [i, raw] of jsProfileFiles(side.dir).entries()) {
      const copy = join(dir, `${name}.${i + 1}.cpuprofile`)
      copyFileSync(raw, copy)
      files.push(copy)
    }
  }
  return files
}

/**
 * Profiles the requested scenarios of one spec in order, within the budget: a scenario starts
 * only while time is left, and each gets its share of what is left.
 */
export const profileSpec = (
  plan: SpecPlan,
  requests: ReadonlyArray<ProfileRequest>,
  options: ProfileOptions,
): Effect.Effect<ScenarioProfile[]> =>
  Effect.gen(function* () {
    const out: ScenarioProfile[] = []
    const end = performance.now() + options.budgetMs
    for (const [i, request] of requests.entries()) {
      const left = end - performance.now()
      if (left <= 0) {
        out.push({
          spec: plan.spec.name,
          scenario: request.scenario,
          base: request.base,
          head: request.head,
          why: request.why,
          files: [],
          skipped: "the profiling budget is spent (--profile-budget)",
          elapsedMs: 0,
        })
        continue
      }
      const deadline = performance.now() + left / (requests.length - i)
      out.push(yield* profileScenario(plan, request, options, deadline))
    }
    return out
  })
