/**
 * `bench merge` of replicas (`bench check --replica i/k`): each of K machines measured every
 * scenario; their rounds are pooled into one run per scenario and every threshold is decided
 * again on the pooled rounds (gate/Compare.ts `compareScenario`). Pure.
 *
 * Paired ratios are taken within a round (target ÷ baseline, head ÷ base copy), so each
 * machine's speed cancels out of them; pooling K replicas gives the precision of K times the
 * rounds. So that pairs never cross machines, replica r's rounds are renumbered after those of
 * the replicas before it (offset by the sum of their largest round numbers: rounds count from
 * 1), and with `load.forks` its launches are numbered after theirs (fork f → f + r × the most
 * forks of one replica), so the launches of all machines are the forks level of the forks
 * analysis (gate/stats/Forked.ts).
 *
 * What is decided again, and with what:
 * - the thresholds of the first replica's verdicts, without the implicit default error limits
 *   (compareScenario adds those itself, from the pooled rounds);
 * - regressions against base copies measured in the same rounds (`--base`, `x@base`) are paired
 *   again; a regression against a stored base run cannot be (the store's base rounds are not
 *   in the reports): the first replica's verdict is kept, as is one that had no base at all;
 * - at the confidence, minimum effect and busy limit the replicas used (DEFAULT_COMPARE when a
 *   report does not say); when a replica added rounds adaptively, at the most conservative
 *   (highest) per-look confidence any replica used for that scenario.
 */

import { copyOf } from "../core/Copies.ts"
import { scenarioKey } from "../core/Shard.ts"
import {
  type CompareOptions,
  compareScenario,
  DEFAULT_COMPARE,
  type RegressionBase,
} from "./Compare.ts"
import { splitLaunches } from "./Launches.ts"
import { overheadHistory } from "./OverheadHistory.ts"
import type {
  ReplicaInfo,
  RoundMeasurement,
  RunInfo,
  ScenarioOutcome,
  ScenarioRun,
  TargetSummary,
  ThresholdVerdict,
} from "./Result.ts"

/** One replica's part of one scenario. */
interface ReplicaScenario {
  /** The replica's index, 1-based. */
  readonly replica: number
  readonly outcome: ScenarioOutcome
  readonly run: ScenarioRun
}

/** One replica's report, as far as the pooling needs it. */
interface ReplicaPart {
  readonly outcomes: ReadonlyArray<ScenarioOutcome>
  readonly replica: ReplicaInfo
}

const maxOf = (xs: ReadonlyArray<number>): number => xs.reduce((a, b) => Math.max(a, b), -Infinity)
const minOf = (xs: ReadonlyArray<number>): number => xs.reduce((a, b) => Math.min(a, b), Infinity)

/**
 * The replicas' rounds of one scenario, in the order given (replica 1 first), as one run, each
 * replica's first launch only:
 * rounds renumbered so that no two replicas share a round number, forks offset when the rounds
 * carry them. The first run's identity (spec, scenario, baseline) is kept; targets and
 * recorded targets are the union, in first-seen order; roundMs the replicas' mean.
 */
export const poolRuns = (measured: ReadonlyArray<ScenarioRun>): ScenarioRun => {
  // Each replica's own launch is pooled: a failure it confirmed on fresh processes was judged
  // in its own report (gate/Launches.ts); pooled, the replicas are the launches.
  const runs = measured.map((run) => splitLaunches(run).first)
  const first = runs[0]
  if (first === undefined) throw new RangeError("no runs to pool")
  const all = runs.flatMap((r) => r.rounds)
  const forked = all.some((m) => m.fork !== undefined)
  const forksPerReplica = forked ? maxOf(all.map((m) => m.fork ?? 0)) + 1 : 0
  const rounds: RoundMeasurement[] = []
  // The next free round number: replica r starts right after the largest of those before it.
  let next: number | undefined
  for (const [position, run] of runs.entries()) {
    if (run.rounds.length === 0) continue
    const numbers = run.rounds.map((m) => m.round)
    const smallest = minOf(numbers)
    const offset = next === undefined ? 0 : next - smallest
    for (const m of run.rounds) {
      rounds.push({
        ...m,
        round: m.round + offset,
        ...(forked ? { fork: (m.fork ?? 0) + position * forksPerReplica } : {}),
      })
    }
    next = maxOf(numbers) + offset + 1
  }
  const union = (lists: ReadonlyArray<ReadonlyArray<string> | undefined>) => [
    ...new Set(lists.flatMap((l) => l ?? [])),
  ]
  const recorded = union(runs.map((r) => r.recorded))
  const copies = Object.assign({}, ...runs.map((r) => r.copies ?? {}))
  const times = runs.flatMap((r) => (r.roundMs === undefined ? [] : [r.roundMs]))
  return {
    spec: first.spec,
    scenario: first.scenario,
    ...(first.baseline === undefined ? {} : { baseline: first.baseline }),
    targets: union(runs.map((r) => r.targets)),
    rounds,
    ...(recorded.length === 0 ? {} : { recorded }),
    ...(Object.keys(copies).length === 0 ? {} : { copies }),
    ...(times.length === 0 ? {} : { roundMs: times.reduce((a, b) => a + b, 0) / times.length }),
  }
}

/**
 * The adaptive record the pooled verdicts use: of the replicas that added rounds, the one whose
 * last look had the highest confidence (the smallest share of the error rate: the most
 * conservative); undefined when none added rounds.
 */
const strictestAdaptive = (
  parts: ReadonlyArray<ReplicaScenario>,
  count: number,
): ScenarioRun["adaptive"] => {
  let chosen: { replica: number; adaptive: NonNullable<ScenarioRun["adaptive"]> } | undefined
  for (const part of parts) {
    const adaptive = part.run.adaptive ?? part.outcome.adaptive
    if (adaptive !== undefined && (chosen === undefined || adaptive.level > chosen.adaptive.level))
      chosen = { replica: part.replica, adaptive }
  }
  if (chosen === undefined) return undefined
  const { level, looks, stopped } = chosen.adaptive
  return { level, looks, stopped: `replica ${chosen.replica}/${count}: ${stopped}` }
}

const isImplicit = (v: ThresholdVerdict) => v.reason.kind === "default-error-rate"

/** What a regression verdict was against, when its reason says (`base 1a2b3c4d, same rounds`). */
const againstOf = (v: ThresholdVerdict): string | undefined =>
  "against" in v.reason ? v.reason.against : undefined

/**
 * Every head target with its base copy in the rounds is paired with it again (its change, its
 * regressions); regressions against a stored base, or none, keep the first verdict.
 */
const pairedBases = (
  pooled: ScenarioRun,
  explicit: ReadonlyArray<ThresholdVerdict>,
): Map<string, RegressionBase> => {
  const bases = new Map<string, RegressionBase>()
  for (const target of pooled.targets) {
    const copy = copyOf(pooled.copies, target, "base")
    if (copy === undefined) continue
    const against = explicit.flatMap((v) => {
      const label = v.threshold.target === target ? againstOf(v) : undefined
      return label === undefined ? [] : [label]
    })[0]
    bases.set(target, {
      kind: "paired",
      target: copy,
      label: against ?? "base, same rounds",
    })
  }
  return bases
}

/**
 * The pooled summaries, each with the first replica's change where its base was not paired
 * again, and its overhead history ending at the merged run.
 */
const pooledSummaries = (
  summaries: ReadonlyArray<TargetSummary>,
  first: ScenarioOutcome,
  bases: ReadonlyMap<string, RegressionBase>,
  run: Pick<RunInfo, "commit" | "startedAt">,
  pooled: ScenarioRun,
): TargetSummary[] => {
  const firstSummaries = new Map(first.targets.map((t) => [t.target, t]))
  return summaries.map((summary): TargetSummary => {
    const earlier = firstSummaries.get(summary.target)
    // A change against a stored base is the first replica's (its verdict is kept too).
    const change = bases.has(summary.target) ? summary.change : (earlier?.change ?? {})
    const history = earlier?.history
    return {
      ...summary,
      change,
      ...(history === undefined
        ? {}
        : {
            history: overheadHistory({
              stored: history.points.filter((p) => p.runId !== undefined),
              summary,
              figure: { metric: history.metric, form: history.form ?? "ratio" },
              branch: history.branch,
              run,
              current: pooled,
            }),
          }),
    }
  })
}

/**
 * One scenario of a replicated check: its replicas' rounds pooled (poolRuns) and every
 * threshold decided again on them. `parts` in replica order; `run` is the merged run, whose
 * point ends each overhead history.
 */
export const poolScenario = (input: {
  readonly parts: ReadonlyArray<ReplicaScenario>
  readonly count: number
  readonly options?: CompareOptions
  readonly run: Pick<RunInfo, "commit" | "startedAt">
}): { readonly outcome: ScenarioOutcome; readonly run: ScenarioRun } => {
  const first = input.parts[0]
  if (first === undefined) throw new RangeError("no replicas to pool")
  const adaptive = strictestAdaptive(input.parts, input.count)
  const pooled: ScenarioRun = {
    ...poolRuns(input.parts.map((p) => p.run)),
    ...(adaptive === undefined ? {} : { adaptive }),
  }
  const explicit = first.outcome.verdicts.filter((v) => !isImplicit(v))
  const bases = pairedBases(pooled, explicit)
  const redecided = (v: ThresholdVerdict) =>
    v.threshold.kind !== "regression" || bases.has(v.threshold.target)
  const decided = compareScenario({
    spec: first.outcome.spec,
    specFile: first.outcome.specFile,
    run: pooled,
    thresholds: explicit.filter(redecided).map((v) => v.threshold),
    bases,
    noBase: () => "not measured at the base commit",
    options: input.options ?? DEFAULT_COMPARE,
  })
  // The thresholds' order as the replicas reported them, then the implicit error limits.
  const fresh = [...decided.verdicts]
  const verdicts = [
    ...explicit.map((v) => (redecided(v) ? (fresh.shift() as ThresholdVerdict) : v)),
    ...fresh,
  ]
  const targets = pooledSummaries(decided.targets, first.outcome, bases, input.run, pooled)
  return { outcome: { ...decided, targets, verdicts }, run: pooled }
}

/** The options a replica's verdicts used, DEFAULT_COMPARE where its report does not say. */
export const replicaOptions = (replica: ReplicaInfo): CompareOptions => ({
  level: replica.confidence ?? DEFAULT_COMPARE.level,
  ...(replica.minEffect === undefined ? {} : { minEffect: replica.minEffect }),
  ...(replica.busyLimit === undefined ? {} : { busyLimit: replica.busyLimit }),
})

/**
 * Every scenario of a replicated check pooled and decided again, in the order of the check's
 * scenarios. `replicas` in index order, each one having measured every scenario (report/Merge.ts
 * checks that first); a scenario some replica lacks is left out.
 */
export const poolReplicas = (
  replicas: ReadonlyArray<ReplicaPart>,
  run: Pick<RunInfo, "commit" | "startedAt">,
): {
  readonly outcomes: ReadonlyArray<ScenarioOutcome>
  readonly runs: ReadonlyArray<ScenarioRun>
} => {
  const first = replicas[0]
  if (first === undefined) return { outcomes: [], runs: [] }
  const options = replicaOptions(first.replica)
  const outcomes: ScenarioOutcome[] = []
  const runs: ScenarioRun[] = []
  for (const key of first.replica.scenarios) {
    const parts = replicas.flatMap((part): ReplicaScenario[] => {
      const outcome = part.outcomes.find((o) => scenarioKey(o.spec, o.scenario) === key)
      const scenarioRun = part.replica.runs.find((r) => scenarioKey(r.spec, r.scenario) === key)
      return outcome && scenarioRun
        ? [{ replica: part.replica.index, outcome, run: scenarioRun }]
        : []
    })
    if (parts.length !== replicas.length) continue
    const pooled = poolScenario({ parts, count: first.replica.count, options, run })
    outcomes.push(pooled.outcome)
    runs.push(pooled.run)
  }
  return { outcomes, runs }
}
