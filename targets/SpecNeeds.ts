/**
 * What a spec's targets need before any load, asked of their kinds: the preflight checks to
 * run against fresh starts of them (run/Preflight.ts) and the programs besides their runners'.
 */
import type { Effect } from "effect"
import type { KindScenario, PreflightAnswer, PreflightContext } from "./Kind.ts"
import { type AnyKind, KINDS, kindOf, type Target } from "./Registry.ts"
import type { Scenario, Spec } from "./Spec.ts"

/** One preflight check of a kind's, ready to run against the started target. */
export interface PreflightCheck {
  readonly scenario: string
  readonly target: string
  /** The tools it runs with, for progress lines: the kind's. */
  readonly tools: ReadonlyArray<string>
  readonly run: (context: PreflightContext) => Effect.Effect<PreflightAnswer>
}

/** The scenario as `kind` sees it: its part of the kind and its targets of the kind. */
const asKindSees = (spec: Spec, scenario: Scenario, kind: AnyKind): KindScenario<Target> => {
  const field = kind.scenarioPart?.field
  return {
    name: scenario.name,
    part: field === undefined ? undefined : (scenario as unknown as Record<string, unknown>)[field],
    targets: scenario.targets.flatMap((name) => {
      const target = spec.targets[name]
      return target?.kind === kind.name ? [{ name, target }] : []
    }),
  }
}

/** Every preflight check of a spec, in kind, scenario and target order. */
export const preflightChecks = (spec: Spec): ReadonlyArray<PreflightCheck> =>
  KINDS.flatMap((kind) => {
    const { preflight } = kind
    if (preflight === undefined) return []
    const checks =
      kind.preflightChecks?.(spec.scenarios.map((scenario) => asKindSees(spec, scenario, kind))) ??
      []
    return checks.map((check) => ({
      scenario: check.scenario,
      target: check.target,
      tools: kind.tools,
      run: (context: PreflightContext) => preflight(check, context),
    }))
  })

/** Programs the targets of `specs` need besides their runners' (grpcurl for grpc targets). */
export const kindTools = (specs: ReadonlyArray<Spec>): ReadonlyArray<string> => [
  ...new Set(specs.flatMap((spec) => Object.values(spec.targets).flatMap((t) => kindOf(t).tools))),
]
