/**
 * Same-job regression (`bench check --base REF`), pure: the head spec extended with a copy of
 * each target as the base commit defines it, measured in the same interleaved rounds, so a
 * regression is a paired ratio head ÷ base per round instead of a comparison across runs.
 */

import { serviceRefs } from "../core/Templates.ts"
import { kindOf, type Target } from "../targets/Registry.ts"
import type { Scenario, Spec } from "../targets/Spec.ts"

/** Suffix of a target's base-commit copy: `layered` → `layered@base`. */
export const BASE_SUFFIX = "@base"

export const baseName = (target: string): string => `${target}${BASE_SUFFIX}`

/** Why a scenario runs without a base copy of some target; shown in the report. */
export interface BaseGap {
  readonly scenario: string
  readonly target?: string
  readonly reason: string
}

interface WithBase {
  readonly spec: Spec
  readonly gaps: ReadonlyArray<BaseGap>
}

/** Services the base copy's values refer to that head does not declare. */
const missingServices = (target: Target, head: Spec): ReadonlyArray<string> => [
  ...new Set(
    kindOf(target)
      .serviceValues(target)
      .flatMap(serviceRefs)
      .filter((name) => !Object.hasOwn(head.services, name)),
  ),
]

/**
 * `head` with base copies of the targets `base` (the same spec file at the base commit, whose
 * directory is `baseDir`) also defines. A scenario measures the base copy of each of its
 * targets that exists on both sides; scenarios or targets new on head are measured without one.
 * Copies of any kind run from `baseDir`: a bun copy is its own process (its file is the base's),
 * a go copy its own test binary. Services are not copied: base copies use the head's.
 */
export const withBase = (head: Spec, base: Spec | undefined, baseDir: string): WithBase => {
  const gaps: BaseGap[] = []
  if (!base) {
    return {
      spec: head,
      gaps: head.scenarios.map((s) => ({ scenario: s.name, reason: "the spec is new on head" })),
    }
  }
  const copies: Record<string, Target> = {}
  const scenarios: Scenario[] = head.scenarios.map((scenario) => {
    const baseScenario = base.scenarios.find((s) => s.name === scenario.name)
    if (!baseScenario) {
      gaps.push({ scenario: scenario.name, reason: "the scenario is new on head" })
      return scenario
    }
    const paired = scenario.targets.filter((name) => {
      const baseTarget = base.targets[name]
      if (!baseTarget || !baseScenario.targets.includes(name)) {
        gaps.push({ scenario: scenario.name, target: name, reason: "the target is new on head" })
        return false
      }
      // Services are the head's: a base copy cannot reach one that head no longer declares.
      const unknown = missingServices(baseTarget, head)
      if (unknown.length > 0) {
        gaps.push({
          scenario: scenario.name,
          target: name,
          reason: `its base uses service ${unknown.join(", ")}, which head does not declare`,
        })
        return false
      }
      copies[baseName(name)] = {
        ...baseTarget,
        name: baseName(name),
        dir: baseDir,
        copyOf: { of: name, kind: "base" },
      }
      return true
    })
    return { ...scenario, targets: [...scenario.targets, ...paired.map(baseName)] }
  })
  return { spec: { ...head, targets: { ...head.targets, ...copies }, scenarios }, gaps }
}
