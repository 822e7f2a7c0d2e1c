/**
 * `bench check PATH…`: load → decode → plan → run → store → compare → report → exit code.
 *
 * With `--base REF` the base commit is checked out beside the working tree and each target's
 * base copy is measured in the same interleaved rounds (same-job regression); otherwise
 * regression compares against the latest stored run of the base branch.
 */
import { dirname } from "node:path"
import { Effect, Either, Option } from "effect"
import { type Plan, plan, planTools } from "../compiler/Plan.ts"
import { shardSpecs, specsFingerprint } from "../compiler/Shard.ts"
import { type BaseGap, withBase } from "../compiler/WithBase.ts"
import { copyOf } from "../core/Copies.ts"
import { type Replica, type Shard, scenarioKey } from "../core/Shard.ts"
import { type AcceptRequest, acceptFailures, type StoredAcceptance } from "../gate/Acceptance.ts"
import { compareScenario, type RegressionBase } from "../gate/Compare.ts"
import { currentEnvironment, gitInfo, gitMergeBase } from "../gate/Environment.ts"
import { type Interim, interimOf, NOTHING_TO_DECIDE } from "../gate/Interim.ts"
import type {
  CheckResult,
  ReplicaInfo,
  RunInfo,
  ScenarioOutcome,
  ScenarioProfile,
  ScenarioRun,
  ShardInfo,
} from "../gate/Result.ts"
import { readsAsItIs, refuseNewerStore, Store, type StoreReads } from "../gate/Store.ts"
import { renderJson } from "../report/Json.ts"
import { countVerdicts } from "../report/Summary.ts"
import { renderTerminal } from "../report/Terminal.ts"
import { type BaseWorktree, baseWorktree } from "../run/BaseWorktree.ts"
import { COUNT_TOOL, RUNNERS } from "../runners/Registry.ts"
import { allKindTools } from "../targets/Registry.ts"
import type { Scenario, Spec } from "../targets/Spec.ts"
import { kindTools } from "../targets/SpecNeeds.ts"
import { installedVersion, resolveRunnerTools } from "../tools/RunnerTools.ts"
import { loadSpecs } from "./LoadSpecs.ts"
import { measureSpecs } from "./MeasureSpecs.ts"
import { logDirOf, requireWritable } from "./OutputPaths.ts"
import { type ProfileChoice, profileCheck } from "./Profiles.ts"
import { progressReporter } from "./Progress.ts"
import { type ReportFiles, reportFlags, verdictExitCode, writeReports } from "./Reports.ts"
import { specAtCommit } from "./SpecAtCommit.ts"
import { withOverheadHistory } from "./WithOverheadHistory.ts"

export interface CheckOptions {
  /** The report files to write (--json, --html, …). */
  readonly reportFiles: ReportFiles
  readonly paths: ReadonlyArray<string>
  readonly db: string
  readonly baseBranch: string
  /** Measure this commit's targets in the same run instead of reading stored history. */
  readonly baseRef?: string
  /** Confidence of every interval (default 0.95). */
  readonly confidence: number
  /** Relative change past a limit below which nothing fails; absent, each metric's own. */
  readonly minEffect?: number
  /** Share of the machine's CPU others may take in a slice before its round is disturbed. */
  readonly busyLimit: number
  /** When to profile, with how much time, and where the profiles go. */
  readonly profile: ProfileChoice
  /** Whether an inconclusive verdict fails the check (exit 1). */
  readonly failOnInconclusive: boolean
  /** Fail regressions against a stored base even when it ran in another environment. */
  readonly strictEnvironment: boolean
  readonly color: boolean
  readonly quiet: boolean
  /** Measure only this shard's scenarios (compiler/Shard.ts); `bench merge` joins the shards. */
  readonly shard?: Shard
  /** Measure every scenario as one replica of several; `bench merge` pools the replicas. */
  readonly replica?: Replica
  /** Failing thresholds a reviewer accepted (`--accept FILE`, gate/Acceptance.ts). */
  readonly accept?: ReadonlyArray<AcceptRequest>
}

/** `--min-effect` when given; absent, each metric decides with its own (core/Metric.ts). */
const minEffectGiven = (options: CheckOptions) =>
  options.minEffect === undefined ? {} : { minEffect: options.minEffect }

interface CheckRun {
  readonly result: CheckResult
  readonly exitCode: number
}

/** The spec as the base commit has it, or why there is none. */
const loadBaseSpec = (cue: string, head: Spec, worktree: BaseWorktree) =>
  Effect.map(specAtCommit(cue, head.file, worktree), (base) =>
    Either.mapLeft(base, (missing) =>
      missing.kind === "absent"
        ? "the spec is new on head"
        : `the spec does not compile at the base commit: ${missing.why}`,
    ),
  )

/** Head specs, each extended with base copies of its targets when `--base` is given. */
const withBaseCopies = (cue: string, specs: ReadonlyArray<Spec>, worktree: BaseWorktree) =>
  Effect.forEach(specs, (head) =>
    loadBaseSpec(cue, head, worktree).pipe(
      Effect.map((base) => {
        const baseDir = Either.isRight(base) ? dirname(base.right.file) : worktree.dir
        const merged = withBase(head, Either.getOrUndefined(base), baseDir)
        const gaps: BaseGap[] = Either.isLeft(base)
          ? head.scenarios.map((s) => ({ scenario: s.name, reason: base.left }))
          : [...merged.gaps]
        return { spec: merged.spec, gaps }
      }),
    ),
  )

/**
 * Each target's base-commit copy measured in the same rounds, as its regression base: a paired
 * ratio per round. `label` says what the base is in the verdict's reason.
 */
export const sameRoundBases = (run: ScenarioRun, label: string): Map<string, RegressionBase> => {
  const bases = new Map<string, RegressionBase>()
  for (const target of run.targets) {
    const copy = copyOf(run.copies, target, "base")
    if (copy !== undefined) bases.set(target, { kind: "paired", target: copy, label })
  }
  return bases
}

/** `--base`: the base commit measured in the same rounds, and the scenarios or targets it lacks. */
interface SameRunBase {
  readonly commit: string
  readonly gaps: ReadonlyArray<BaseGap>
}

/**
 * Each head target's stored regression base: the base branch's run at `mergeBase` when there is
 * one, else its latest; from another environment it is marked so, unless that must fail.
 */
const storedBases = (
  store: StoreReads,
  spec: Spec,
  scenario: Scenario,
  options: CheckOptions,
  query: StoredBaseQuery,
) =>
  Effect.gen(function* () {
    const { mergeBase, fingerprint } = query
    const bases = new Map<string, RegressionBase>()
    for (const target of scenario.targets) {
      const stored = yield* store.latestBase({
        branch: options.baseBranch,
        spec: spec.name,
        scenario: scenario.name,
        target,
        ...(mergeBase ? { commit: mergeBase } : {}),
        ...(scenario.baseline === undefined ? {} : { baseline: scenario.baseline }),
      })
      if (stored) {
        const label = `${stored.branch} ${stored.commit.slice(0, 8)}, stored run ${stored.runId}`
        const otherEnvironment =
          stored.fingerprint !== fingerprint && !options.strictEnvironment
            ? `${stored.fingerprint} vs ${fingerprint} here`
            : undefined
        bases.set(target, {
          kind: "stored",
          base: stored,
          label,
          ...(otherEnvironment ? { otherEnvironment } : {}),
        })
      }
    }
    return bases
  })

/** Which stored runs are bases: the merge-base's when stored, and this run's environment. */
interface StoredBaseQuery {
  readonly mergeBase: string | undefined
  readonly fingerprint: string
}

/** A scenario's stored regression bases and the acceptances of its failures, read together. */
interface StoredSide {
  readonly bases: Map<string, RegressionBase>
  readonly accepted: ReadonlyArray<StoredAcceptance>
}

/** Without a query (`--base`: the base is measured in the same rounds), the acceptances alone. */
const storedSide = (
  store: StoreReads,
  spec: Spec,
  scenario: Scenario,
  options: CheckOptions,
  query: StoredBaseQuery | undefined,
) =>
  Effect.gen(function* () {
    const bases = query
      ? yield* storedBases(store, spec, scenario, options, query)
      : new Map<string, RegressionBase>()
    // Accepted on the base branch before: judged against the accepted level (ADR 24).
    const accepted = yield* store.acceptances({
      branch: options.baseBranch,
      spec: spec.name,
      scenario: scenario.name,
    })
    return { bases, accepted } satisfies StoredSide
  })

/**
 * Every scenario's stored side read before the first round, from the store as it is (read-only:
 * nothing is written until the run is saved), so that the looks between rounds decide
 * regressions against stored runs too and add rounds while they are open. Empty when the store
 * is absent or not yet at this benchgate's schema; none under `--base`.
 */
const storedSidesBeforeRun = (
  specs: ReadonlyArray<Spec>,
  options: CheckOptions,
  query: StoredBaseQuery,
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const sides = new Map<string, StoredSide>()
      const reads = yield* readsAsItIs(options.db)
      if (Option.isNone(reads)) return sides
      for (const spec of specs) {
        for (const scenario of spec.scenarios) {
          const side = yield* storedSide(reads.value, spec, scenario, options, query)
          sides.set(scenarioKey(spec.name, scenario.name), side)
        }
      }
      return sides
    }),
  )

/** Why a target of `scenario` has no regression base, as its verdict's reason says. */
const noBaseReason =
  (options: CheckOptions, base: SameRunBase | undefined, scenario: string) => (target: string) =>
    base
      ? (base.gaps.find(
          (g) => g.scenario === scenario && (g.target === undefined || g.target === target),
        )?.reason ?? "not measured at the base commit")
      : `no stored run of ${options.baseBranch}`

/** The regression base of every head target of every scenario measured, and the verdicts. */
const judge = (
  specs: ReadonlyArray<Spec>,
  runs: ReadonlyArray<ScenarioRun>,
  options: CheckOptions,
  base: SameRunBase | undefined,
  query: StoredBaseQuery | undefined,
) =>
  Effect.gen(function* () {
    const store = yield* Store
    const outcomes: ScenarioOutcome[] = []
    for (const scenarioRun of runs) {
      const spec = specs.find((s) => s.name === scenarioRun.spec)
      const scenario = spec?.scenarios.find((s) => s.name === scenarioRun.scenario)
      if (!spec || !scenario) continue
      const stored = yield* storedSide(store, spec, scenario, options, query)
      const bases = base
        ? sameRoundBases(scenarioRun, `base ${base.commit.slice(0, 8)}, same rounds`)
        : stored.bases
      const { accepted } = stored
      const outcome = compareScenario({
        spec: spec.name,
        specFile: spec.file,
        run: scenarioRun,
        thresholds: scenario.thresholds,
        bases,
        noBase: noBaseReason(options, base, scenario.name),
        options: {
          ...minEffectGiven(options),
          level: options.confidence,
          busyLimit: options.busyLimit,
        },
        accepted,
      })
      outcomes.push(acceptFailures(outcome, options.accept ?? []))
    }
    return outcomes
  })

/**
 * The programs the plan's runners need (each runner's `tools`) and its targets' kinds (grpcurl:
 * preflight and health checks), resolved before anything starts. Versions of every runner's
 * tools found but not used are recorded too, so the environment fingerprint does not depend on
 * which specs a check ran.
 */
export const runnerTools = (planned: Plan) =>
  Effect.gen(function* () {
    const found = yield* resolveRunnerTools([
      ...planTools(planned),
      ...kindTools(planned.specs.map((s) => s.spec)).map((tool) => ({ tool })),
    ])
    const versions: Record<string, string> = { ...found.versions }
    const known = [
      ...RUNNERS.flatMap((runner) => runner.tools.map((t) => t.tool)),
      COUNT_TOOL.tool,
      ...allKindTools(),
    ]
    for (const name of known) {
      if (versions[name] !== undefined) continue
      const version = yield* installedVersion(name)
      if (version !== undefined) versions[name] = version
    }
    return { paths: found.paths, versions }
  })

/**
 * The verdicts at a look between rounds, for adaptive rounds: overhead, absolute, and regression
 * against base copies measured in the same rounds or against the stored runs read before the
 * first round. A regression without a base counts as skipped and asks for no rounds.
 */
const interimVerdicts =
  (spec: Spec, options: CheckOptions, storedSides: ReadonlyMap<string, StoredSide>) =>
  (scenarioRun: ScenarioRun, level: number): Interim => {
    const scenario = spec.scenarios.find((s) => s.name === scenarioRun.scenario)
    if (!scenario) return NOTHING_TO_DECIDE
    const stored = storedSides.get(scenarioKey(spec.name, scenario.name))
    return interimOf(
      compareScenario({
        spec: spec.name,
        specFile: spec.file,
        run: scenarioRun,
        thresholds: scenario.thresholds,
        bases: stored?.bases ?? sameRoundBases(scenarioRun, "base"),
        noBase: () => "decided after the run",
        options: { ...minEffectGiven(options), level, busyLimit: options.busyLimit },
        ...(stored === undefined ? {} : { accepted: stored.accepted }),
      }),
    )
  }

/**
 * What a check measures: the specs, each with its base copies under `--base`, and of those this
 * shard's share; `allSpecs` are every shard's.
 */
const specsToMeasure = (options: CheckOptions, cue: string, loaded: ReadonlyArray<Spec>) =>
  Effect.gen(function* () {
    const worktree = options.baseRef
      ? yield* baseWorktree(options.baseRef, process.cwd())
      : undefined
    const merged = worktree ? yield* withBaseCopies(cue, loaded, worktree) : undefined
    const allSpecs = merged ? merged.map((m) => m.spec) : loaded
    const specs = options.shard === undefined ? allSpecs : shardSpecs(allSpecs, options.shard)
    const base: SameRunBase | undefined =
      worktree && merged
        ? { commit: worktree.commit, gaps: merged.flatMap((m) => m.gaps) }
        : undefined
    return { allSpecs, specs, base }
  })

/** What a shard's or a replica's report says of its place in the check, with its rounds. */
interface PartInfo {
  readonly shard: (runs: ReadonlyArray<ScenarioRun>) => ShardInfo | undefined
  readonly replica: (runs: ReadonlyArray<ScenarioRun>) => ReplicaInfo | undefined
}

/** The whole check a part belongs to: the specs' fingerprint and every scenario, in spec order. */
const partInfo = (
  options: CheckOptions,
  loaded: ReadonlyArray<Spec>,
  allSpecs: ReadonlyArray<Spec>,
): PartInfo => {
  const whole = () => ({
    specs: specsFingerprint(loaded, process.cwd()),
    scenarios: allSpecs.flatMap((s) => s.scenarios.map((c) => scenarioKey(s.name, c.name))),
  })
  const { shard, replica } = options
  return {
    shard: (runs) => (shard === undefined ? undefined : { ...shard, ...whole(), runs }),
    replica: (runs) =>
      replica === undefined
        ? undefined
        : {
            ...replica,
            ...whole(),
            runs,
            ...minEffectGiven(options),
            confidence: options.confidence,
            busyLimit: options.busyLimit,
          },
  }
}

/** Which part of the check this run measures, on stderr (unless quiet). */
const announcePart = (options: CheckOptions, specs: ReadonlyArray<Spec>, part: PartInfo) => {
  const { shard, replica } = options
  if (shard !== undefined && !options.quiet) {
    const count = specs.reduce((sum, s) => sum + s.scenarios.length, 0)
    process.stderr.write(
      `shard ${shard.index}/${shard.count}: ${count} of ${part.shard([])?.scenarios.length} scenarios\n`,
    )
  }
  if (replica !== undefined && !options.quiet) {
    process.stderr.write(
      `replica ${replica.index}/${replica.count}: all ${part.replica([])?.scenarios.length} scenarios (bench merge pools the replicas)\n`,
    )
  }
}

/** This run's identity: when it started, the commit and branch, the environment and tools. */
const runInfoOf = (cueVersion: string, versions: Readonly<Record<string, string>>) =>
  Effect.map(
    gitInfo(process.cwd()),
    (git): RunInfo => ({
      startedAt: new Date().toISOString(),
      commit: git.commit,
      branch: git.branch,
      environment: currentEnvironment({ cue: cueVersion, ...versions, bun: Bun.version }),
    }),
  )

/** What a check measured, for judging, profiling and storing it. */
interface Measured {
  readonly specs: ReadonlyArray<Spec>
  readonly planned: Plan
  readonly runs: ReadonlyArray<ScenarioRun>
  readonly run: RunInfo
  readonly base: SameRunBase | undefined
  readonly tools: ReadonlyMap<string, string>
  readonly logDir: string
  readonly progress: ReturnType<typeof progressReporter>
  readonly measuredMs: number
  /** Which stored runs are regression bases; absent under `--base`. */
  readonly storedQuery: StoredBaseQuery | undefined
  /** The check's result, as the JSON report and the terminal show it. */
  readonly resultOf: (
    info: RunInfo,
    outcomes: ReadonlyArray<ScenarioOutcome>,
    profiles: ReadonlyArray<ScenarioProfile>,
  ) => CheckResult
}

/** The check's result from its outcomes; a shard's or a replica's carries its part. */
const resultsOf =
  (
    loadMs: number,
    sharded: ShardInfo | undefined,
    replicated: ReplicaInfo | undefined,
  ): Measured["resultOf"] =>
  (info, outcomes, profiles) => ({
    run: info,
    outcomes,
    loadMs,
    ...(sharded === undefined ? {} : { shard: sharded }),
    ...(replicated === undefined ? {} : { replica: replicated }),
    ...(profiles.length === 0 ? {} : { profiles }),
  })

/**
 * The verdicts, with the overhead history read before this run is saved; the profiles of what
 * failed or stayed undecided; then the run saved with its JSON report (for `bench report`).
 */
const judgeAndStore = (measured: Measured, options: CheckOptions) =>
  Effect.gen(function* () {
    const { runs, run, progress } = measured
    const judged = yield* judge(measured.specs, runs, options, measured.base, measured.storedQuery)
    // Read before saving: this run is the last point of each history, not a stored one.
    const outcomes = yield* withOverheadHistory(judged, runs, {
      branch: options.baseBranch,
      run,
    })
    // Where the time went, after the verdicts and outside the measured rounds.
    const profiles = yield* profileCheck(measured.planned, outcomes, runs, {
      choice: options.profile,
      db: options.db,
      measuredMs: measured.measuredMs,
      tools: measured.tools,
      logDir: measured.logDir,
      level: options.confidence,
      onProgress: progress.step,
    })
    progress.done()
    // The JSON report is stored with the run, as --json would write it (bench report).
    const id = yield* (yield* Store).saveRun(run, runs, outcomes, (runId) =>
      renderJson(measured.resultOf({ ...run, id: runId }, outcomes, profiles)),
    )
    return { outcomes, id, profiles }
  }).pipe(Effect.provide(Store.layer(options.db)))

/** The terminal report, the report files and a word on inconclusive verdicts; the exit code. */
const reportCheck = (
  result: CheckResult,
  options: CheckOptions,
  runs: ReadonlyArray<ScenarioRun>,
  progress: ReturnType<typeof progressReporter>,
) =>
  Effect.gen(function* () {
    process.stdout.write(renderTerminal(result, { color: options.color }))
    yield* writeReports(result, options.reportFiles, {
      failOnInconclusive: options.failOnInconclusive,
      runs,
    })
    const counts = countVerdicts(result)
    const exitCode = verdictExitCode(result, options.failOnInconclusive)
    if (counts.inconclusive > 0) {
      progress.note(
        options.failOnInconclusive
          ? `${counts.inconclusive} verdict(s) inconclusive: failing (--fail-on-inconclusive)`
          : `WARNING: ${counts.inconclusive} verdict(s) inconclusive: the measurements could not decide them; they do not fail the check (--fail-on-inconclusive to fail, or give the scenario more rounds)`,
      )
    }
    return { result, exitCode } satisfies CheckRun
  })

export const check = (options: CheckOptions) =>
  Effect.scoped(
    Effect.gen(function* () {
      const checkStarted = performance.now()
      const loaded = yield* loadSpecs(options.paths, { checkDirectories: true })
      // Before anything runs: a report or store that cannot be written must not cost a run.
      yield* requireWritable({
        db: options.db,
        store: true,
        reports: reportFlags(options.reportFiles),
      })
      // A store a newer benchgate wrote would refuse the run after it was measured.
      yield* refuseNewerStore(options.db)
      const { cue } = loaded
      const { allSpecs, specs, base } = yield* specsToMeasure(options, cue.path, loaded.specs)
      const part = partInfo(options, loaded.specs, allSpecs)
      announcePart(options, specs, part)
      const planned = plan(specs)
      const tools = yield* runnerTools(planned)
      const progress = progressReporter(process.stderr, options.quiet)
      const run = yield* runInfoOf(cue.version, tools.versions)

      // Stored mode compares with the base branch's run at the merge-base when there is one:
      // the commit this branch started from, not whatever landed on the base branch since.
      const storedQuery: StoredBaseQuery | undefined = base
        ? undefined
        : {
            mergeBase: yield* gitMergeBase(process.cwd(), options.baseBranch),
            fingerprint: run.environment.fingerprint,
          }
      const storedSides = storedQuery
        ? yield* storedSidesBeforeRun(specs, options, storedQuery)
        : new Map<string, StoredSide>()

      // Measure everything first (secrets and gRPC preflights before anything starts): the
      // store is written only for a run that has results.
      const logDir = logDirOf(options.db)
      const { runs, loadMs } = yield* measureSpecs(planned, {
        tools: tools.paths,
        logDir,
        progress,
        confidence: options.confidence,
        decide: (spec) => interimVerdicts(spec, options, storedSides),
      })

      const resultOf = resultsOf(loadMs, part.shard(runs), part.replica(runs))
      const measuredMs = performance.now() - checkStarted
      const measured = {
        specs,
        planned,
        runs,
        run,
        base,
        storedQuery,
        tools: tools.paths,
        logDir,
        progress,
      }
      const { outcomes, id, profiles } = yield* judgeAndStore(
        { ...measured, measuredMs, resultOf },
        options,
      )
      return yield* reportCheck(
        resultOf({ ...run, id }, outcomes, profiles),
        options,
        runs,
        progress,
      )
    }),
  )
