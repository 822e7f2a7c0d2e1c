/**
 * What a spec's targets need before any load, asked of their kinds: the preflight checks to
 * run against fresh starts of them (run/Preflight.ts) and the programs besides their runners'.
 */
import type { KindScenario } from "./Kind.ts"
import { type AnyKind, KINDS, kindOf, type Target } from "./Registry.ts"
import type { Scenario, Spec } from "./Spec.ts"

export type { PreflightCheck } from "./grpc/GrpcCalls.ts"

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
export const preflightChecks = (spec: Spec) =>
  KINDS.flatMap(
    (kind) =>
      kind.preflightChecks?.(spec.scenarios.map((scenario) => asKindSees(spec, scenario, kind))) ??
      [],
  )

/** Programs the targets of `specs` need besides their runners' (grpcurl for grpc targets). */
export const kindTools = (specs: ReadonlyArray<Spec>): ReadonlyArray<string> => [
  ...new Set(specs.flatMap((spec) => Object.values(spec.targets).flatMap((t) => kindOf(t).tools))),
]
