/**
 * A scenario's rounds as compare reads them, for the gate's pure tests: `rounds` rounds of
 * `targets` in AB/BA order, `values(target, round)` each slice's metrics; a target named
 * `x@base` is x's base copy, as compiler/WithBase.ts marks it in a real run.
 */
import type { MetricValues } from "../../core/Metric.ts"
import type { RoundMeasurement, ScenarioRun } from "../../gate/Result.ts"

export const alternatingRun = (
  targets: ReadonlyArray<string>,
  rounds: number,
  values: (target: string, round: number) => MetricValues,
  baseline?: string,
): ScenarioRun => {
  const slices: RoundMeasurement[] = []
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? targets : [...targets].reverse()
    order.forEach((target, slot) => {
      slices.push({ round, slot, target, values: values(target, round) })
    })
  }
  const copies = Object.fromEntries(
    targets
      .filter((t) => t.endsWith("@base"))
      .map((t) => [t, { of: t.slice(0, -"@base".length), kind: "base" as const }]),
  )
  return {
    spec: "s",
    scenario: "sc",
    targets,
    rounds: slices,
    ...(baseline === undefined ? {} : { baseline }),
    ...(Object.keys(copies).length === 0 ? {} : { copies }),
  }
}
