/**
 * Synthetic replicas of one check for the pooling and merge tests: a scenario whose rounds each
 * machine measured at its own speed, with a per-round noise that a replica's few rounds cannot
 * see through but the pooled rounds can.
 */
import type { Threshold } from "../../core/Spec.ts"
import { compareScenario, DEFAULT_COMPARE, type RegressionBase } from "../../gate/Compare.ts"
import type {
  CheckResult,
  ReplicaInfo,
  RoundMeasurement,
  ScenarioOutcome,
  ScenarioRun,
} from "../../gate/Result.ts"

/** Log-noise of the layered/direct ratio per round: ±7% or so, no two rounds alike. */
const NOISE = [0.06, -0.05, 0.03, -0.07, 0.05, -0.02, 0.04, -0.06, 0.02, -0.04, 0.07, -0.03].map(
  (e) => 3 * e,
)

/** `layered p50 <= 1.05x direct`: a true ratio of 1.00 passes it once the interval is narrow. */
export const OVERHEAD: Threshold = {
  kind: "overhead",
  target: "layered",
  metric: "p50",
  comparator: "<=",
  form: "ratio",
  limit: 1.05,
  text: "layered p50 <= 1.05x",
  line: 7,
}

export interface RunShape {
  /** The machine's speed: every latency of this replica is multiplied by it. */
  readonly speed: number
  /** Where in NOISE this replica's rounds start. */
  readonly noiseAt: number
  readonly rounds: number
  /** The first round's number (1 as bench check numbers them). */
  readonly firstRound?: number
  /** With forks: rounds per launch. */
  readonly roundsPerFork?: number
  readonly ratio?: number
  readonly scenario?: string
  /** Also measure a base copy `layered@base` at this ratio to the head. */
  readonly base?: number
  readonly adaptive?: ScenarioRun["adaptive"]
}

/** One replica's rounds of the scenario: direct and layered (and layered@base), AB/BA order. */
export const replicaRun = (shape: RunShape): ScenarioRun => {
  const rounds: RoundMeasurement[] = []
  const first = shape.firstRound ?? 1
  for (let i = 0; i < shape.rounds; i++) {
    const round = first + i
    const e = NOISE[(i + shape.noiseAt) % NOISE.length] ?? 0
    const fork =
      shape.roundsPerFork === undefined ? {} : { fork: Math.floor(i / shape.roundsPerFork) }
    const layered = shape.speed * (shape.ratio ?? 1) * Math.exp(e)
    const slices: Array<[string, number]> = [
      ["direct", shape.speed],
      ["layered", layered],
      ...(shape.base === undefined
        ? []
        : [["layered@base", layered / shape.base / Math.exp(e / 2)] as [string, number]]),
    ]
    const order = i % 2 === 0 ? slices : [...slices].reverse()
    for (const [slot, [target, p50]] of order.entries()) {
      rounds.push({ round, slot, target, ...fork, values: { p50, error_rate: 0 } })
    }
  }
  return {
    spec: "users",
    scenario: shape.scenario ?? "get user",
    baseline: "direct",
    targets: ["direct", "layered", ...(shape.base === undefined ? [] : ["layered@base"])],
    ...(shape.base === undefined
      ? {}
      : { copies: { "layered@base": { of: "layered", kind: "base" as const } } }),
    rounds,
    roundMs: 1000,
    ...(shape.adaptive === undefined ? {} : { adaptive: shape.adaptive }),
  }
}

/** The outcome `bench check` gives for one replica's run (as its report carries it). */
export const decideRun = (
  run: ScenarioRun,
  thresholds: ReadonlyArray<Threshold> = [OVERHEAD],
  bases: ReadonlyMap<string, RegressionBase> = new Map(),
  options = DEFAULT_COMPARE,
): ScenarioOutcome =>
  compareScenario({
    spec: run.spec,
    specFile: "specs/users.cue",
    run,
    thresholds,
    bases,
    noBase: () => "no stored run of main",
    options,
  })

export const COMMIT = "0123456789abcdef0123456789abcdef01234567"

/** A replica's whole result: its outcomes and the replica info its --json carries. */
export const replicaResult = (
  index: number,
  runs: ReadonlyArray<ScenarioRun>,
  fields: Partial<ReplicaInfo> & { commit?: string; startedAt?: string } = {},
): CheckResult => {
  const { commit, startedAt, ...info } = fields
  return {
    run: {
      id: index,
      startedAt: startedAt ?? `2025-01-02T03:0${index}:00.000Z`,
      commit: commit ?? COMMIT,
      branch: "feature",
      environment: { fingerprint: "env", cpuModel: "cpu", cores: 2, os: "linux x64", tools: {} },
    },
    outcomes: runs.map((run) => decideRun(run)),
    loadMs: 1000,
    replica: {
      index,
      count: 2,
      specs: "fingerprint",
      scenarios: runs.map((r) => `${r.spec}/${r.scenario}`),
      runs,
      confidence: 0.95,
      minEffect: 0.01,
      busyLimit: 0.15,
      ...info,
    },
  }
}
