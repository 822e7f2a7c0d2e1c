/**
 * The profiled rounds of one pair (run/Profile.ts): both sides under their profiler, one
 * unrecorded slice each to warm up, then paired rounds of the scenario's own slices in
 * alternating order. Each slice's wall-clock window, the work it did (requests, or one run)
 * and, for a started target, its processes' CPU time are recorded, so the samples can be cut
 * out of the profile afterwards.
 *
 * Two ways to put a side under a profiler (ADR 19):
 * - a started http or grpc target is launched afresh: bun and node with `--cpu-prof` through
 *   BUN_OPTIONS and NODE_OPTIONS (written when the launch stops), anything else with
 *   `perf record` attached to its processes for the whole launch;
 * - a runner that starts its process per slice (a command, a go test binary) runs it under the
 *   profiler each time (Runner.profiled): one `.cpuprofile` or one perf file per slice.
 */
import { readlinkSync } from "node:fs"
import { basename, join } from "node:path"
import { Effect, type Exit } from "effect"
import type { ScenarioPlan, Slice, SpecPlan } from "../compiler/Plan.ts"
import type { Window } from "../profile/CpuProfile.ts"
import { JS_RUNTIMES, jsProfileEnv } from "../profile/JsProfiler.ts"
import { perfProgram, perfRecordArgs, perfRecording } from "../profile/PerfProfiler.ts"
import { runnerOfSlice } from "../runners/Registry.ts"
import type { RunContext } from "../runners/Runner.ts"
import type { RunnerFailed } from "../runners/RunnerFailed.ts"
import type { Server } from "../targets/Kind.ts"
import type { Target } from "../targets/Registry.ts"
import { startedServerOf } from "../targets/Registry.ts"
import { prepareAll } from "./Prepare.ts"
import { targetProcesses, threadTimes } from "./ProcStat.ts"
import { runSlice } from "./RunSlice.ts"
import type { TargetFailed } from "./TargetFailed.ts"
import { type RunningTarget, startService, startTarget, whileAlive } from "./TargetProcess.ts"

/** One side of a profiled pair, filled in as its rounds run. */
export interface Side {
  readonly name: string
  readonly target: Target
  /** Its private folder: profiler output, the preload. */
  readonly dir: string
  /** Each profiled slice's wall-clock window, epoch µs (the clock both profilers stamp). */
  readonly windows: Window[]
  /** Work done in each window: requests answered, or 1 for a run. */
  readonly units: number[]
  /** CPU time of a started target's processes in each window, ns; absent for commands. */
  readonly cpuNs: number[]
  /** perf's output: one file for a launch, or one per window. */
  readonly perfFiles: string[]
  /** callgrind: a counted side, profiled by the measured rounds themselves (run/Profile.ts). */
  profiler?: "js" | "perf" | "callgrind"
}

interface RoundsOptions {
  readonly tools: ReadonlyMap<string, string>
  readonly logDir: string
  /** Paired rounds wanted; fewer when the deadline passes, never fewer than `minRounds`. */
  readonly rounds: number
  readonly minRounds: number
  readonly deadline: number
  readonly onProgress: (line: string) => void
}

/** What ends profiled rounds early: a target, a runner, or perf that could not attach. */
type RoundsFailed = TargetFailed | RunnerFailed | string

/** Whether benchgate starts the target itself, so profiled rounds launch it again. */
export const isStartable = (t: Target | undefined): boolean => startedServerOf(t) !== undefined

export const sliceOf = (slices: ReadonlyArray<Slice>, target: string): Slice | undefined =>
  slices.find((s) => s.targets.length === 1 && s.targets[0] === target)

const nowUs = () => Date.now() * 1000

/** The executable of a process, without a `.exe` suffix (Bun's binary is `bun.exe`). */
const executableOf = (pid: number): string | undefined => {
  try {
    return basename(readlinkSync(`/proc/${pid}/exe`)).replace(/\.exe$/, "")
  } catch {
    return undefined
  }
}

/** What a profiled slice's runner is given: the pair's ports, services and preparations. */
const contextOf = (
  plan: SpecPlan,
  sides: ReadonlyArray<Side>,
  options: RoundsOptions,
  services: ReadonlyArray<RunningTarget>,
  prepared: ReadonlyMap<string, string>,
  launched: ReadonlyArray<RunningTarget>,
): RunContext => ({
  specDir: plan.dir,
  tools: options.tools,
  ports: new Map(launched.map((t) => [t.name, t.port])),
  services: new Map(services.map((s) => [s.name, s.url])),
  prepared,
  scratch: sides[0]?.dir ?? plan.dir,
})

/** The spec's services, started for the profiled rounds (a target may need one). */
const startServices = (plan: SpecPlan, options: RoundsOptions) =>
  Effect.forEach(plan.services, (s) => startService(plan, s, options.logDir))

const withEnv = (target: Server, env: Record<string, string>): Server =>
  target.start === undefined ? target : { ...target, start: { ...target.start, env } }

/**
 * The warm-up and the rounds: `measure(side, slice, round)` runs one slice of a side and
 * records it; a round runs both sides, the head first in odd rounds.
 */
const rounds = <E>(
  plan: SpecPlan,
  scenarioPlan: ScenarioPlan,
  sides: ReadonlyArray<Side>,
  options: RoundsOptions,
  warm: (side: Side, slice: Slice) => Effect.Effect<unknown, E>,
  measure: (side: Side, slice: Slice, round: number) => Effect.Effect<void, E>,
) =>
  Effect.gen(function* () {
    // One unrecorded slice per side warms it up: the JIT and the caches settle, and the fixed
    // cost stays one round whatever warm-up the spec asks for.
    for (const side of sides) {
      const slice = sliceOf(scenarioPlan.slices, side.name)
      if (slice) yield* warm(side, slice)
    }
    const where = `${plan.spec.name} › ${scenarioPlan.scenario.name}`
    for (let round = 1; round <= options.rounds; round++) {
      if (round > options.minRounds && performance.now() > options.deadline) break
      const order = round % 2 === 1 ? sides : [...sides].reverse()
      for (const side of order) {
        const slice = sliceOf(scenarioPlan.slices, side.name)
        if (!slice) continue
        options.onProgress(`${where} › ${side.name}  profile ${round}/${options.rounds}`)
        yield* measure(side, slice, round)
      }
    }
  })

/**
 * How long a profiled target may take to exit after TERM: bun and node write their profile
 * first (a second after a few seconds of load on a quiet machine, several on a busy one), and
 * a KILL then would lose the profile and skip the target's own cleanup (its temporary files).
 */
const PROFILED_STOP_GRACE_MS = 30_000

/** Each side's target launched afresh, a JS runtime's profiler set up through its env. */
const launchProfiled = (plan: SpecPlan, sides: ReadonlyArray<Side>, options: RoundsOptions) =>
  Effect.forEach(
    sides,
    (side) => {
      const target = startedServerOf(side.target)
      // profile.ts launches service rounds only when every side is started.
      if (target === undefined) throw new Error(`profile: ${side.name} is not started`)
      return startTarget(
        plan,
        withEnv(target, jsProfileEnv(side.dir, target.start?.env ?? {})),
        options.logDir,
        options.tools,
        PROFILED_STOP_GRACE_MS,
      )
    },
    { concurrency: "unbounded" },
  )

/**
 * Which profiler each launched side is under: a JS runtime profiles itself; anything else gets
 * perf attached to its processes for the whole launch, when perf is there.
 */
const attachProfilers = (
  sides: ReadonlyArray<Side>,
  launched: ReadonlyArray<RunningTarget>,
  perf: ReturnType<typeof perfProgram>,
) =>
  Effect.gen(function* () {
    for (const [i, side] of sides.entries()) {
      const pid = launched[i]?.pid
      if (pid === undefined) continue
      const pids = targetProcesses(pid)
      if (pids.some((p) => JS_RUNTIMES.has(executableOf(p) ?? ""))) side.profiler = "js"
      else if (perf !== undefined) {
        const file = join(side.dir, "perf.data")
        yield* perfRecording(perf, pids, file)
        side.perfFiles.push(file)
        side.profiler = "perf"
      }
    }
  })

/**
 * Started targets: both launched again with their profiler. One scope holds everything, so
 * closing it stops perf first (acquired last), then the targets — bun writes its profile as it
 * exits on TERM.
 */
export const serviceRounds = (
  plan: SpecPlan,
  scenarioPlan: ScenarioPlan,
  sides: ReadonlyArray<Side>,
  options: RoundsOptions,
): Effect.Effect<Exit.Exit<void, RoundsFailed>> =>
  Effect.exit(
    Effect.scoped(
      Effect.gen(function* () {
        const perf = perfProgram()
        const services = yield* startServices(plan, options)
        const launched = yield* launchProfiled(plan, sides, options)
        const watched: RunningTarget[] = [...services, ...launched]
        yield* attachProfilers(sides, launched, perf)
        const context = contextOf(plan, sides, options, services, new Map(), launched)
        const cpuOf = (side: Side) => {
          const leader = launched[sides.indexOf(side)]?.pid
          return leader === undefined ? 0 : threadTimes(targetProcesses(leader)).cpuNs
        }
        yield* rounds(
          plan,
          scenarioPlan,
          sides,
          options,
          (_side, slice) => whileAlive(watched, runSlice(slice, context)),
          (side, slice, round) =>
            Effect.gen(function* () {
              const cpuBefore = cpuOf(side)
              const from = nowUs()
              const outcome = yield* whileAlive(watched, runSlice(slice, { ...context, round }))
              side.windows.push({ fromUs: from, toUs: nowUs() })
              side.cpuNs.push(Math.max(0, cpuOf(side) - cpuBefore))
              side.units.push(outcome.requests?.get(side.name) ?? 1)
            }),
        )
      }),
    ),
  )

/**
 * Targets whose runner starts the process each slice (Runner.profiled): every measured slice
 * runs under the profiler, a perf file of its own each.
 */
export const commandRounds = (
  plan: SpecPlan,
  scenarioPlan: ScenarioPlan,
  sides: ReadonlyArray<Side>,
  options: RoundsOptions,
): Effect.Effect<Exit.Exit<void, RoundsFailed>> =>
  Effect.exit(
    Effect.scoped(
      Effect.gen(function* () {
        const perf = perfProgram()
        const services = yield* startServices(plan, options)
        // What the sides' runners build once (a go test binary), built again for these rounds.
        const prepared = yield* prepareAll(plan, {
          tools: options.tools,
          dir: sides[0]?.dir ?? plan.dir,
          targets: new Set(sides.map((s) => s.name)),
        })
        const context = contextOf(plan, sides, options, services, prepared, [])
        yield* rounds(
          plan,
          scenarioPlan,
          sides,
          options,
          (_side, slice) => whileAlive(services, runSlice(slice, context)),
          (side, slice, round) =>
            Effect.gen(function* () {
              const file = join(side.dir, `perf-${round}.data`)
              const profiled = runnerOfSlice(slice).profiled?.(slice.invocation, {
                jsEnv: jsProfileEnv(side.dir, {}),
                ...(perf === undefined ? {} : { perf: [...perfRecordArgs(perf, file), "--"] }),
              })
              if (profiled === undefined) return
              side.profiler = profiled.profiler
              if (profiled.profiler === "perf") side.perfFiles.push(file)
              const from = nowUs()
              const outcome = yield* whileAlive(
                services,
                runSlice(
                  { ...slice, invocation: profiled.invocation as Slice["invocation"] },
                  { ...context, round },
                ),
              )
              side.windows.push({ fromUs: from, toUs: nowUs() })
              // A go benchmark's iterations; a command's run is one unit.
              side.units.push(outcome.requests?.get(side.name) ?? 1)
            }),
        )
      }),
    ),
  )
