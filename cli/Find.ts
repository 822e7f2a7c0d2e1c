/**
 * `bench find GOOD BAD SPEC`: which commit between GOOD and BAD shifted what SPEC measures
 * (ADR 23). Each step is `check --base`'s design: one commit's targets (the spec as that commit
 * has it, run from its git worktree) against GOOD's copies in the same interleaved rounds, the
 * change a paired ratio per round decided by compareScenario.
 *
 * First BAD against GOOD at the spec's regression thresholds: no confirmed shift, no search.
 * Then the midpoint of the commits left against GOOD, at a limit halfway to BAD's level: within
 * it the commit is like GOOD, past it like BAD (gate/Bisection.ts). A step that stays undecided
 * within its budget ends the search with the commits it could not tell apart. At the end, the
 * first bad commit against its own parent: the size of its change.
 */
import { dirname, isAbsolute, relative, resolve } from "node:path"
import { Effect, Either } from "effect"
import { plan } from "../compiler/Plan.ts"
import { baseName, withBase } from "../compiler/WithBase.ts"
import { ExitCode } from "../core/ExitCode.ts"
import { metricInfo } from "../core/Metric.ts"
import type { RegressionThreshold } from "../core/Spec.ts"
import { UsageError } from "../core/UsageError.ts"
import {
  type Bisection,
  candidates,
  firstBad,
  halfwayTolerance,
  likeness,
  midpoint,
  narrow,
  type RangeCommit,
  startBisection,
  stepsFor,
} from "../gate/Bisection.ts"
import { compareScenario } from "../gate/Compare.ts"
import { interimOf, NOTHING_TO_DECIDE } from "../gate/Interim.ts"
import type { ScenarioRun, ThresholdVerdict } from "../gate/Result.ts"
import {
  commitText,
  confirmLines,
  followLine,
  foundLines,
  noShiftLine,
  rangeLine,
  type StepResult,
  stepLine,
  stoppedLines,
} from "../report/Bisection.ts"
import { baseWorktree } from "../run/BaseWorktree.ts"
import { commitRange } from "../run/CommitRange.ts"
import type { Scenario, Spec } from "../targets/Spec.ts"
import { resolveTool } from "../tools/Toolchain.ts"
import { runnerTools, sameRoundBases } from "./Check.ts"
import { type Criterion, criteriaOf, type FindFilters } from "./FindCriteria.ts"
import { measureSpecs } from "./MeasureSpecs.ts"
import { logDirOf, requireWritable } from "./OutputPaths.ts"
import { progressReporter } from "./Progress.ts"
import { type SpecAtCommit, specAtCommit } from "./SpecAtCommit.ts"

interface FindOptions {
  readonly good: string
  readonly bad: string
  /** One spec file, as the working tree names it; each commit's own version is measured. */
  readonly spec: string
  /** Wall time each scenario of a step may take, adding rounds while it is undecided. */
  readonly budgetPerStepMs: number
  /** Confidence of every step's interval. */
  readonly confidence: number
  /** Share of the machine's CPU others may take in a slice before its round is disturbed. */
  readonly busyLimit: number
  readonly filters: FindFilters
  /** Its directory's `logs/` gets the targets' logs; nothing is stored. */
  readonly db: string
  readonly quiet: boolean
}

/** A criterion judged at a tolerance of the step's choosing. */
const atTolerance = (criterion: Criterion, tolerance: number): Criterion => ({
  ...criterion,
  threshold: { ...criterion.threshold, tolerance },
})

/**
 * The spec a step runs: the criteria's scenarios, each measuring only the followed targets and
 * their copies, judged by the criteria alone, within its share of the step's budget.
 */
const stepSpec = (spec: Spec, criteria: ReadonlyArray<Criterion>, budgetMs: number): Spec => {
  const names = [...new Set(criteria.map((c) => c.scenario))]
  const present = spec.scenarios.filter((s) => names.includes(s.name))
  const scenarios = present.map((scenario): Scenario => {
    const own = criteria.filter((c) => c.scenario === scenario.name)
    const followed = own.map((c) => c.threshold.target)
    const targets = scenario.targets.filter(
      (t) => followed.includes(t) || followed.some((f) => baseName(f) === t),
    )
    // A baseline the step does not measure is no baseline of the step's scenario.
    const baseline =
      scenario.baseline !== undefined && targets.includes(scenario.baseline)
        ? scenario.baseline
        : undefined
    return {
      name: scenario.name,
      ...(scenario.request === undefined ? {} : { request: scenario.request }),
      ...(scenario.call === undefined ? {} : { call: scenario.call }),
      ...(scenario.items === undefined ? {} : { items: scenario.items }),
      ...(baseline === undefined ? {} : { baseline }),
      targets,
      thresholds: own.map((c) => c.threshold),
      load: { ...scenario.load, budgetMs: budgetMs / present.length },
    }
  })
  return { ...spec, scenarios }
}

const short = (sha: string) => sha.slice(0, 8)

/** The spec at a commit, or why it cannot be measured there, in the user's terms. */
const usable = (file: string, commit: string, at: SpecAtCommit): Either.Either<Spec, string> =>
  Either.mapLeft(at, (missing) =>
    missing.kind === "absent"
      ? `${file} is not in ${short(commit)}`
      : `${file} does not compile at ${short(commit)}: ${missing.why}`,
  )

/** What every step shares: the options, where the logs go, the progress lines. */
interface StepContext {
  readonly options: FindOptions
  readonly logDir: string
  readonly progress: ReturnType<typeof progressReporter>
}

/** One side of a step: a commit and the spec as it has it. */
interface Side {
  readonly commit: string
  readonly spec: Spec
}

/** Each criterion's verdict, in order; skipped where the head's spec lacks its scenario. */
const inCriteriaOrder = (
  criteria: ReadonlyArray<Criterion>,
  verdicts: ReadonlyMap<RegressionThreshold, ThresholdVerdict>,
  head: Side,
): ReadonlyArray<ThresholdVerdict> =>
  criteria.map(
    (criterion): ThresholdVerdict =>
      verdicts.get(criterion.threshold) ?? {
        threshold: criterion.threshold,
        status: "skipped",
        reason: {
          kind: "no-baseline",
          why: `scenario "${criterion.scenario}" is not in the spec at ${short(head.commit)}`,
        },
      },
  )

/**
 * `head`'s followed targets against `reference`'s copies in the same interleaved rounds, as
 * `check --base` measures them; each criterion's verdict, in order (skipped where the head's
 * spec lacks its scenario or the reference its target).
 */
const measurePair = (
  context: StepContext,
  head: Side,
  reference: Side,
  criteria: ReadonlyArray<Criterion>,
  minEffect: number | undefined,
) =>
  Effect.gen(function* () {
    const { options, logDir, progress } = context
    const merged = withBase(head.spec, reference.spec, dirname(reference.spec.file))
    const spec = stepSpec(merged.spec, criteria, options.budgetPerStepMs)
    const planned = plan([spec])
    const tools = yield* runnerTools(planned)
    const label = `${short(reference.commit)}, same rounds`
    const noBase = (scenario: string) => (target: string) =>
      merged.gaps.find(
        (g) => g.scenario === scenario && (g.target === undefined || g.target === target),
      )?.reason ?? `not measured at ${short(reference.commit)}`
    /** The scenario's criteria decided on the rounds so far. */
    const outcomeOf = (run: ScenarioRun, level: number) => {
      const scenario = spec.scenarios.find((s) => s.name === run.scenario)
      if (!scenario) return undefined
      const outcome = compareScenario({
        spec: spec.name,
        specFile: spec.file,
        run,
        thresholds: scenario.thresholds,
        bases: sameRoundBases(run, label),
        noBase: noBase(scenario.name),
        options: {
          level,
          ...(minEffect === undefined ? {} : { minEffect }),
          busyLimit: options.busyLimit,
        },
      })
      return { ...outcome, verdicts: outcome.verdicts.slice(0, scenario.thresholds.length) }
    }
    const judge = (run: ScenarioRun, level: number): ReadonlyArray<ThresholdVerdict> =>
      outcomeOf(run, level)?.verdicts ?? []
    const { runs } = yield* measureSpecs(planned, {
      tools: tools.paths,
      logDir,
      progress,
      confidence: options.confidence,
      decide: () => (run, level) => {
        const outcome = outcomeOf(run, level)
        return outcome ? interimOf(outcome) : NOTHING_TO_DECIDE
      },
    })
    const verdicts = new Map<RegressionThreshold, ThresholdVerdict>()
    for (const run of runs) {
      for (const verdict of judge(run, options.confidence)) {
        verdicts.set(verdict.threshold as RegressionThreshold, verdict)
      }
    }
    return inCriteriaOrder(criteria, verdicts, head)
  })

/** The commits from GOOD to BAD; refused unless the spec is one .cue file of the repository. */
const rangeOf = (options: FindOptions) =>
  Effect.gen(function* () {
    if (!options.spec.endsWith(".cue")) {
      return yield* new UsageError({
        message: `find takes one spec file (.cue), got "${options.spec}"`,
        command: "find",
      })
    }
    const range = yield* commitRange(process.cwd(), options.good, options.bad)
    const inRepo = relative(range.repoRoot, resolve(options.spec))
    if (inRepo.startsWith("..") || isAbsolute(inRepo)) {
      return yield* new UsageError({
        message: `find: ${options.spec} is outside the repository ${range.repoRoot}`,
        command: "find",
      })
    }
    return range
  })

/** A commit checked out for the scope it is asked in, with the spec as it has it. */
const sideAt = (cue: string, file: string, repoRoot: string) => (commit: RangeCommit) =>
  Effect.gen(function* () {
    const tree = yield* baseWorktree(commit.sha, repoRoot, "find")
    const at = yield* specAtCommit(cue, file, tree)
    return Either.map(usable(file, commit.sha, at), (spec): Side => ({ commit: commit.sha, spec }))
  })

type SideAt = ReturnType<typeof sideAt>

/** The shift itself, at the spec's limits: BAD against GOOD; the criteria and their verdicts. */
const confirmShift = (context: StepContext, at: SideAt, bad: RangeCommit, reference: Side) =>
  Effect.scoped(
    Effect.gen(function* () {
      const { options, progress } = context
      const badSide = yield* at(bad)
      if (Either.isLeft(badSide)) {
        return yield* new UsageError({ message: `find: BAD: ${badSide.left}`, command: "find" })
      }
      const criteria = yield* Either.match(
        criteriaOf(badSide.right.spec, options.filters, options.spec),
        {
          onLeft: (message) => Effect.fail(new UsageError({ message, command: "find" })),
          onRight: (found) => Effect.succeed(found),
        },
      )
      progress.note(`find: measuring BAD ${commitText(bad)} against GOOD`)
      const verdicts = yield* measurePair(context, badSide.right, reference, criteria, undefined)
      return { criteria, verdicts }
    }),
  )

/**
 * The shift the search follows: the first criterion BAD failed with a measured change, judged
 * at a limit halfway to BAD's level; undefined when BAD confirmed none.
 */
const followedShift = (confirmation: {
  readonly criteria: ReadonlyArray<Criterion>
  readonly verdicts: ReadonlyArray<ThresholdVerdict>
}) => {
  const shifted = confirmation.verdicts.findIndex(
    (v) => v.status === "fail" && v.measured !== undefined,
  )
  const criterion = confirmation.criteria[shifted]
  const shift = confirmation.verdicts[shifted]
  if (criterion === undefined || shift?.measured === undefined) return undefined
  const better = metricInfo(criterion.threshold.metric).better
  const halfway = atTolerance(criterion, halfwayTolerance(shift.measured, better))
  return { criterion, shift, better, halfway }
}

/** What every step of the search shares: GOOD, its checkout, and the halfway criterion. */
interface Search {
  readonly context: StepContext
  readonly at: SideAt
  readonly good: RangeCommit
  readonly reference: Side
  readonly halfway: Criterion
  readonly say: (lines: string | ReadonlyArray<string>) => void
}

/** `commit` against `against` at the halfway limit, each from its own checkout. */
const step = (search: Search, commit: RangeCommit, against: RangeCommit) =>
  Effect.scoped(
    Effect.gen(function* () {
      const { at, context, good, reference, halfway } = search
      const head = yield* at(commit)
      if (Either.isLeft(head)) return { kind: "unmeasured", why: head.left } as const
      const base = against.sha === good.sha ? Either.right(reference) : yield* at(against)
      if (Either.isLeft(base)) return { kind: "unmeasured", why: base.left } as const
      context.progress.note(`find: measuring ${commitText(commit)} against ${short(against.sha)}`)
      const [verdict] = yield* measurePair(context, head.right, base.right, [halfway], 0)
      return { kind: "measured", verdict: verdict as ThresholdVerdict } as const
    }),
  )

/**
 * The bisection: the midpoint of the commits left against GOOD, narrowed by its likeness, until
 * one is left; undefined when a step stays undecided (its lines said).
 */
const bisect = (search: Search, commits: ReadonlyArray<RangeCommit>) =>
  Effect.gen(function* () {
    let state: Bisection = startBisection(commits)
    const steps = stepsFor(commits.length)
    let done = 0
    for (let index = midpoint(state); index !== undefined; index = midpoint(state)) {
      const commit = state.commits[index] as RangeCommit
      const result: StepResult = yield* step(search, commit, search.good)
      done++
      search.say(stepLine({ step: done, steps, commit, result }))
      const like = result.kind === "measured" ? likeness(result.verdict.status) : "undecided"
      if (like === "undecided") {
        search.say(stoppedLines({ commit, result, candidates: candidates(state) }))
        return undefined
      }
      state = narrow(state, index, like)
    }
    return state
  })

/** Writes lines on stdout, after ending the progress line. */
const sayer =
  (progress: ReturnType<typeof progressReporter>) => (lines: string | ReadonlyArray<string>) => {
    progress.done()
    process.stdout.write(`${typeof lines === "string" ? lines : lines.join("\n")}\n`)
  }

export const find = (options: FindOptions) =>
  Effect.scoped(
    Effect.gen(function* () {
      const range = yield* rangeOf(options)
      yield* requireWritable({ db: options.db, store: false })
      const cue = yield* resolveTool("cue")
      const progress = progressReporter(process.stderr, options.quiet)
      const context: StepContext = { options, logDir: logDirOf(options.db), progress }
      const say = sayer(progress)
      const { good, commits } = range
      const bad = commits[commits.length - 1] as RangeCommit
      const at = sideAt(cue.path, options.spec, range.repoRoot)

      // GOOD is every step's reference: checked out once, for the whole search.
      const goodSide = yield* at(good)
      if (Either.isLeft(goodSide)) {
        return yield* new UsageError({ message: `find: GOOD: ${goodSide.left}`, command: "find" })
      }
      const reference = goodSide.right
      say(rangeLine({ good, bad, count: commits.length, spec: options.spec }))

      const confirmation = yield* confirmShift(context, at, bad, reference)
      say(confirmLines(confirmation.verdicts))
      const followed = followedShift(confirmation)
      if (followed === undefined) {
        say(noShiftLine(confirmation.verdicts))
        return ExitCode.Fail
      }
      const { criterion, shift, better, halfway } = followed
      const tolerance = halfway.threshold.tolerance
      say(followLine({ scenario: criterion.scenario, verdict: shift, tolerance, better }))

      const search: Search = { context, at, good, reference, halfway, say }
      const state = yield* bisect(search, commits)
      if (state === undefined) return ExitCode.Fail
      const found = firstBad(state) as RangeCommit
      const parent = state.good === -1 ? good : (state.commits[state.good] as RangeCommit)
      // BAD right after GOOD was measured already, by the confirmation.
      const size: StepResult =
        found.sha === bad.sha && parent.sha === good.sha
          ? { kind: "measured", verdict: shift }
          : yield* step(search, found, parent)
      say(foundLines({ commit: found, parent, size }))
      return ExitCode.Pass
    }),
  )
