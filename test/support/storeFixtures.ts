/** Builders for store tests and the store child process: small, explicit, deterministic. */

import type { MetricValues } from "../../core/Metric.ts"
import type { Threshold } from "../../core/Spec.ts"
import type {
  Environment,
  RoundMeasurement,
  RunInfo,
  ScenarioOutcome,
  ScenarioRun,
} from "../../gate/Result.ts"

export const environment: Environment = {
  fingerprint: "0123456789ab",
  cpuModel: "Test CPU @ 2.00GHz",
  cores: 2,
  os: "linux 6.0.0 x64",
  tools: { oha: "1.16.0", bun: "1.4.5" },
}

export const runInfo = (
  branch: string,
  commit: string,
  env: Environment = environment,
): RunInfo => ({
  startedAt: new Date().toISOString(),
  commit,
  branch,
  environment: env,
})

/** Rounds with ABBA-like slots; `values(round, target)` gives each slice's metrics. */
export const scenarioRun = (
  spec: string,
  scenario: string,
  targets: ReadonlyArray<string>,
  rounds: number,
  values: (round: number, target: string) => MetricValues,
): ScenarioRun => {
  const slices: Array<RoundMeasurement> = []
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? targets : [...targets].reverse()
    order.forEach((target, slot) => {
      slices.push({ round, slot, target, values: values(round, target) })
    })
  }
  return { spec, scenario, targets, rounds: slices }
}

export const threshold: Threshold = {
  kind: "overhead",
  text: "layered p50 <= 2.5x",
  target: "layered",
  metric: "p50",
  comparator: "<=",
  form: "ratio",
  limit: 2.5,
}

export const outcome = (
  spec: string,
  scenario: string,
  measured: number | undefined,
): ScenarioOutcome => ({
  spec,
  specFile: `specs/${spec}.cue`,
  scenario,
  baseline: "direct",
  targets: [],
  verdicts: [
    {
      threshold,
      status: measured === undefined ? "inconclusive" : "pass",
      ...(measured === undefined ? {} : { measured }),
      reason: {
        kind: "text",
        text: measured === undefined ? "no baseline on main" : `p50 ratio ${measured}x <= 2.5x`,
      },
    },
  ],
})
