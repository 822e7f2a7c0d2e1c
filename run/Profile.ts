/**
 * Where the time went: profiles of a scenario's two sides — a target and its base copy, or a
 * target and its baseline — in rounds of their own after the measured ones, so the verdicts'
 * numbers never carry a profiler's cost (run/ProfiledRounds.ts). Each slice's samples are cut
 * out of its side's profile by its time window; with the work the slice did and the CPU its
 * processes used, the paired rounds give the differential and its intervals
 * (gate/stats/Differential.ts), and the pooled samples the flame tree.
 *
 * Profiling is diagnosis, not a verdict: a profile that cannot be taken says why and never
 * fails the check.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Cause, Effect, Exit } from "effect"
import type { ScenarioPlan, SpecPlan } from "../compiler/Plan.ts"
import type { ScenarioProfile } from "../gate/Result.ts"
import { type ProfiledRound, profileDifferential, topChanges } from "../gate/stats/Differential.ts"
import { UNNAMED_CODE } from "../profile/Callgrind.ts"
import { type CountedRound, countedRounds } from "../profile/CountedStacks.ts"
import { flameTree } from "../profile/FlameTree.ts"
import { jsProfileFiles, jsProfileStacks } from "../profile/JsProfiler.ts"
import { perfProgram, perfStacks } from "../profile/PerfProfiler.ts"
import { pprofProfile } from "../profile/Pprof.ts"
import {
  foldedText,
  functionSamples,
  mergeStacks,
  type Stacks,
  totalSamples,
} from "../profile/Stacks.ts"
import { isCounted, runnerOfSlice } from "../runners/Registry.ts"
import type { Target } from "../targets/Registry.ts"
import { commandRounds, isStartable, type Side, serviceRounds, sliceOf } from "./ProfiledRounds.ts"

/** A scenario to profile and its two sides. */
export interface ProfileRequest {
  readonly scenario: string
  readonly head: string
  readonly base: string
  readonly why: string
}

interface ProfileOptions {
  readonly tools: ReadonlyMap<string, string>
  readonly logDir: string
  /** Where the profiles are written: DIR/SPEC/SCENARIO/. */
  readonly outDir: string
  /** Paired rounds to profile (each runs both sides once). */
  readonly rounds: number
  /** Wall time this spec's profiles may take; MIN_ROUNDS run whatever it says. */
  readonly budgetMs: number
  readonly level: number
  readonly onProgress: (line: string) => void
}

/** Rows of the differential kept in the report. */
const TOP_ROWS = 10

/**
 * Fewest paired rounds, whatever the budget: one gives no interval, and two give one with
 * Student's t at 12.7 (95%) that rarely excludes zero; three bring it to 4.3.
 */
const MIN_ROUNDS = 3

const PROFILER_NAMES = {
  js: "bun/node --cpu-prof",
  perf: "perf record (cpu-clock)",
  callgrind: "callgrind (instructions counted in the measured rounds)",
} as const

const NO_PERF =
  "it is not bun or node, and perf is not installed (Debian: apt-get install linux-perf)"

/** Characters of a name kept in a file name: a name is at most 255 bytes, with its suffixes. */
const FILE_NAME_CHARS = 120

/**
 * A name safe as a file name: other characters as `_`, and a long name cut, with a hash of the
 * whole so that two names sharing their start stay apart.
 */
export const fileName = (name: string): string => {
  const safe = name.replace(/[^A-Za-z0-9._@-]/g, "_")
  return safe.length <= FILE_NAME_CHARS
    ? safe
    : `${safe.slice(0, FILE_NAME_CHARS)}-${Bun.hash(name).toString(16).padStart(16, "0")}`
}

/** A failure in one line: a target's death or a runner's error says what happened. */
const describe = (cause: Cause.Cause<unknown>): string => {
  const error = Cause.squash(cause)
  const text = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? ""
  return text.length > 300 ? `${text.slice(0, 300)}…` : text
}

/** The slice that measures `target`, alone or beside others (a bun group's variants). */
const sliceWith = (scenarioPlan: ScenarioPlan, target: string) =>
  scenarioPlan.slices.find((s) => s.targets.includes(target))

/** How a pair is profiled, or why it cannot be. */
export const profileMethod = (
  scenarioPlan: ScenarioPlan,
  targets: ReadonlyArray<Target | undefined>,
): "services" | "commands" | "counts" | { readonly skipped: string } => {
  // Counted slices were profiled as they were measured: callgrind counted every function.
  const withTarget = targets.map((t) => (t ? sliceWith(scenarioPlan, t.name) : undefined))
  if (withTarget.every((s) => s !== undefined && isCounted(s))) return "counts"
  if (targets.every(isStartable)) return "services"
  const slices = targets.map((t) => (t ? sliceOf(scenarioPlan.slices, t.name) : undefined))
  if (slices.every((s) => s !== undefined && runnerOfSlice(s).profiled !== undefined)) {
    return "commands"
  }
  return {
    skipped:
      "only http and grpc targets that benchgate starts, commands, go benchmarks and counted targets are profiled so far",
  }
}

/**
 * `perf script`s read at once per side, the two sides together: each is one single-threaded
 * process, and the check waits on them with nothing else to do.
 */
const PERF_SCRIPTS = 2

/** The stacks of each of a side's windows, read from its profiler's output. */
const sideStacks = (side: Side, perf: string | undefined, root: string) => {
  if (side.profiler === "perf" && perf !== undefined) {
    // One file for a whole launch, or one per slice.
    return side.perfFiles.length === 1
      ? perfStacks(perf, side.perfFiles[0] as string, side.windows)
      : Effect.forEach(
          side.perfFiles,
          (file, i) =>
            perfStacks(perf, file, [side.windows[i] ?? { fromUs: 0, toUs: 0 }]).pipe(
              Effect.map(([stacks]) => stacks ?? new Map<string, number>()),
            ),
          { concurrency: PERF_SCRIPTS },
        )
  }
  return Effect.try({
    try: () => jsProfileStacks(jsProfileFiles(side.dir), side.windows, root),
    catch: (e) => `the profile could not be read: ${String(e)}`,
  })
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
    writeFileSync(
      pprof,
      pprofProfile(stacks, side.profiler === "callgrind" ? undefined : 1_000_000),
    )
    files.push(folded, pprof)
    for (const [i, raw] of (side.profiler === "js" ? jsProfileFiles(side.dir) : []).entries()) {
      const copy = join(dir, `${name}.${i + 1}.cpuprofile`)
      copyFileSync(raw, copy)
      files.push(copy)
    }
  }
  return files
}

const sum = (values: ReadonlyArray<number>) => values.reduce((a, b) => a + b, 0)

/** A side's measurements of round i, and all its rounds pooled. */
const measuredIn = (side: Side, i: number) => {
  const ns = side.cpuNs[i] ?? 0
  return { units: side.units[i] ?? 1, ...(ns > 0 ? { cpuNs: ns } : {}) }
}
const pooled = (side: Side, all: ReadonlyArray<Stacks>) => ({
  stacks: mergeStacks(all),
  units: sum(side.units),
  ...(side.cpuNs.length > 0 && side.cpuNs.every((ns) => ns > 0) ? { cpuNs: sum(side.cpuNs) } : {}),
})

/** Runs a pair's rounds in `work` and turns the profiles into the report's entry. */
/**
 * A side per target, its folder made before any round: a runner's scratch files (GNU time's) go
 * in the first side's folder, whichever side the round order runs first.
 */
const sidesOf = (targets: readonly [Target, Target], work: string): Side[] => {
  const sides: Side[] = targets.map((target, i) => ({
    name: target.name,
    target,
    dir: join(work, i === 0 ? "head" : "base"),
    windows: [],
    units: [],
    cpuNs: [],
    perfFiles: [],
  }))
  for (const side of sides) mkdirSync(side.dir, { recursive: true })
  return sides
}

/** The sides' stacks, read: the profile files written, the differential and the flame graph. */
const profileFrom = (
  plan: SpecPlan,
  scenarioPlan: ScenarioPlan,
  [headSide, baseSide]: readonly [Side, Side],
  [head, base]: readonly [Stacks[], Stacks[]],
  options: ProfileOptions,
): Partial<ScenarioProfile> => {
  const rounds: ProfiledRound[] = head.map((stacks, i) => ({
    head: { stacks, ...measuredIn(headSide, i) },
    base: { stacks: base[i] ?? new Map(), ...measuredIn(baseSide, i) },
  }))
  const files = writeProfiles(
    join(options.outDir, fileName(plan.spec.name), fileName(scenarioPlan.scenario.name)),
    [
      { side: headSide, stacks: mergeStacks(head) },
      { side: baseSide, stacks: mergeStacks(base) },
    ],
  )
  const profilers = [headSide, baseSide].map(
    (s) => `${s.name}: ${PROFILER_NAMES[s.profiler ?? "perf"]}`,
  )
  const differential = profileDifferential(rounds, options.level)
  const flame = flameTree(pooled(baseSide, base), pooled(headSide, head))
  if (!differential || !flame) {
    return {
      profilers,
      files,
      skipped: `${baseSide.name} has no samples: its profiler saw no CPU time`,
    }
  }
  return { profilers, files, differential: topChanges(differential, TOP_ROWS), flame }
}

const profilePair = (
  plan: SpecPlan,
  scenarioPlan: ScenarioPlan,
  targets: readonly [Target, Target],
  how: "services" | "commands",
  work: string,
  options: ProfileOptions,
  deadline: number,
  result: (rest: Partial<ScenarioProfile>) => ScenarioProfile,
) =>
  Effect.gen(function* () {
    const sides = sidesOf(targets, work)
    const roundsOptions = {
      tools: options.tools,
      logDir: options.logDir,
      rounds: options.rounds,
      minRounds: MIN_ROUNDS,
      deadline,
      onProgress: options.onProgress,
    }
    const exit = yield* (how === "services" ? serviceRounds : commandRounds)(
      plan,
      scenarioPlan,
      sides,
      roundsOptions,
    )
    if (Exit.isFailure(exit)) {
      return result({ skipped: `the profiled rounds failed: ${describe(exit.cause)}` })
    }
    const [headSide, baseSide] = sides as [Side, Side]
    const missing = sides.find((s) => s.profiler === undefined)
    if (missing) return result({ skipped: `no profiler for ${missing.name}: ${NO_PERF}` })
    if (headSide.windows.length !== baseSide.windows.length) {
      return result({ skipped: "the two sides ran different numbers of profiled rounds" })
    }
    const perf = perfProgram()
    const read = yield* Effect.either(
      Effect.forEach(sides, (side) => sideStacks(side, perf, side.target.dir ?? plan.dir), {
        concurrency: 2,
      }),
    )
    if (read._tag === "Left") return result({ skipped: read.left })
    const stacks = read.right as [Stacks[], Stacks[]]
    return result(profileFrom(plan, scenarioPlan, [headSide, baseSide], stacks, options))
  })

/** Past this share of code valgrind cannot name, a counted profile says nothing. */
const MOST_UNNAMED = 0.5

/** The share of the stacks' instructions in code without a name (profile/Callgrind.ts). */
const unnamedShare = (all: ReadonlyArray<Stacks>): number => {
  const merged = mergeStacks(all)
  const { self } = functionSamples(merged)
  const total = totalSamples(merged)
  return total > 0 ? (self.get(UNNAMED_CODE) ?? 0) / total : 0
}

/**
 * A pair of counted targets: the per-function counts callgrind took in the measured rounds
 * (profile/CountedStacks.ts), paired by round — exact counts, so the differential's intervals
 * are as narrow as the counts' own spread between rounds. Nothing runs again.
 */
const countedPair = (
  plan: SpecPlan,
  scenarioPlan: ScenarioPlan,
  targets: readonly [Target, Target],
  options: ProfileOptions,
): Partial<ScenarioProfile> => {
  const [head, base] = targets.map((t) => {
    const slice = sliceWith(scenarioPlan, t.name)
    return slice === undefined ? [] : countedRounds(plan.dir, slice.invocation, t.name)
  }) as [ReadonlyArray<CountedRound>, ReadonlyArray<CountedRound>]
  const paired = head
    .flatMap((h) => {
      const b = base.find((r) => r.round === h.round)
      return b === undefined ? [] : [[h, b] as const]
    })
    .slice(-options.rounds)
  if (paired.length === 0) return { skipped: "no counted round of both sides was kept" }
  const unnamed = unnamedShare(paired.flatMap(([h, b]) => [h.stacks, b.stacks]))
  if (unnamed > MOST_UNNAMED) {
    return {
      skipped: `callgrind has no names for ${(unnamed * 100).toFixed(0)}% of the instructions counted (JIT-compiled code, or a binary without symbols)`,
    }
  }
  const side = (target: Target, i: 0 | 1): Side => ({
    name: target.name,
    target,
    // Nothing of its own is written: the stacks are in memory.
    dir: options.outDir,
    windows: [],
    units: paired.map((pair) => pair[i].units),
    cpuNs: [],
    perfFiles: [],
    profiler: "callgrind",
  })
  const slice = sliceWith(scenarioPlan, targets[0].name)
  return {
    ...profileFrom(
      plan,
      scenarioPlan,
      [side(targets[0], 0), side(targets[1], 1)],
      [paired.map(([h]) => h.stacks), paired.map(([, b]) => b.stacks)],
      options,
    ),
    counted: (slice && runnerOfSlice(slice).counts?.per) ?? "run",
  }
}

/** The report's entry for a request: what was asked, and what came of it. */
const entryOf = (
  plan: SpecPlan,
  request: ProfileRequest,
  rest: Partial<ScenarioProfile>,
): ScenarioProfile => ({
  spec: plan.spec.name,
  scenario: request.scenario,
  base: request.base,
  head: request.head,
  why: request.why,
  files: [],
  elapsedMs: 0,
  ...rest,
})

/** Profiles one scenario's two sides; never fails (a profile that cannot be taken says why). */
const profileScenario = (
  plan: SpecPlan,
  request: ProfileRequest,
  options: ProfileOptions,
  deadline: number,
): Effect.Effect<ScenarioProfile> =>
  Effect.gen(function* () {
    const started = performance.now()
    const result = (rest: Partial<ScenarioProfile>): ScenarioProfile =>
      entryOf(plan, request, { ...rest, elapsedMs: performance.now() - started })
    const scenarioPlan = plan.scenarios.find((s) => s.scenario.name === request.scenario)
    const head = plan.targets.find((t) => t.name === request.head)
    const base = plan.targets.find((t) => t.name === request.base)
    if (!scenarioPlan || !head || !base) return result({ skipped: "the pair is not in the plan" })
    const how = profileMethod(scenarioPlan, [head, base])
    if (typeof how === "object") return result(how)
    if (how === "counts") return result(countedPair(plan, scenarioPlan, [head, base], options))
    return yield* Effect.acquireUseRelease(
      Effect.sync(() => mkdtempSync(join(tmpdir(), "benchgate-profile-"))),
      (work) => profilePair(plan, scenarioPlan, [head, base], how, work, options, deadline, result),
      (work) => Effect.sync(() => rmSync(work, { recursive: true, force: true })),
    )
  })

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
        out.push(
          entryOf(plan, request, { skipped: "the profiling budget is spent (--profile-budget)" }),
        )
        continue
      }
      const deadline = performance.now() + left / (requests.length - i)
      out.push(yield* profileScenario(plan, request, options, deadline))
    }
    return out
  })
