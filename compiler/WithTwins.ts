/**
 * A/A calibration (`bench calibrate`), pure: each target measured against a second process of
 * itself, in the same interleaved rounds, with no thresholds. The spread of twin ÷ target per
 * round is the noise a paired verdict has to see through. With `halfSlices`, each timed
 * scenario is also measured with slices half as long, so calibration can say which slice length
 * buys more precision.
 */
import { kindOf, type Target } from "../targets/Registry.ts"
import type { Scenario, Spec } from "../targets/Spec.ts"

/** Suffix of a target's twin: `direct` → `direct@twin`. */
const TWIN_SUFFIX = "@twin"

/** Suffix of a scenario's half-slice copy, for its name in progress lines. */
const HALF_SUFFIX = " @half-slices"

const twinName = (target: string): string => `${target}${TWIN_SUFFIX}`

interface Twins {
  readonly spec: Spec
  /** Scenarios left out, with the reason. */
  readonly skipped: ReadonlyArray<{ readonly scenario: string; readonly reason: string }>
  /** Each scenario's half-slice copy, by the scenario's name (with `halfSlices`). */
  readonly halves: Readonly<Record<string, string>>
}

/** The scenario over targets and their twins: no thresholds, no baseline, no adaptive budget. */
const twinScenario = (scenario: Scenario): Scenario => {
  const { budgetMs: _budget, ...load } = scenario.load
  const { baseline: _baseline, ...rest } = scenario
  return {
    ...rest,
    targets: scenario.targets.flatMap((t) => [t, twinName(t)]),
    thresholds: [],
    load,
  }
}

export const withTwins = (spec: Spec, options: { readonly halfSlices?: boolean } = {}): Twins => {
  const skipped: Array<{ scenario: string; reason: string }> = []
  const copies: Record<string, Target> = {}
  const halves: Record<string, string> = {}
  const scenarios = spec.scenarios.flatMap((scenario): Scenario[] => {
    const noTwin = scenario.targets.flatMap((t) => {
      const target = spec.targets[t]
      return target === undefined ? [] : (kindOf(target).noTwin ?? [])
    })[0]
    if (noTwin !== undefined) {
      skipped.push({ scenario: scenario.name, reason: noTwin })
      return []
    }
    for (const name of scenario.targets) {
      const target = spec.targets[name]
      if (target) {
        copies[twinName(name)] = {
          ...target,
          name: twinName(name),
          copyOf: { of: name, kind: "twin" },
        }
      }
    }
    const full = twinScenario(scenario)
    const durationMs = scenario.load.durationMs
    if (options.halfSlices !== true || durationMs === undefined || durationMs < 2) return [full]
    const half = `${scenario.name}${HALF_SUFFIX}`
    halves[scenario.name] = half
    return [full, { ...full, name: half, load: { ...full.load, durationMs: durationMs / 2 } }]
  })
  return {
    spec: { ...spec, targets: { ...spec.targets, ...copies }, scenarios },
    skipped,
    halves,
  }
}
