/**
 * Where a spec may hold `{env.NAME}` and where it does: the fields each kind allows for its
 * targets and its scenario part, and services' environments. decode rejects a reference
 * anywhere else (core/Templates.ts `envRefProblems`); the run requires and redacts the
 * variables used (core/Secrets.ts), and compiled scripts read them from the environment.
 */
import { envRefs, type SecretUse } from "../core/Templates.ts"
import type { SecretField } from "./Kind.ts"
import { KINDS, kindOf } from "./Registry.ts"
import type { Spec } from "./Spec.ts"

/** The raw spec fields that may hold `{env.NAME}`, with `*` for any key, `**` for all below. */
export const secretFieldPaths = (): ReadonlyArray<ReadonlyArray<string>> => [
  ...KINDS.flatMap((kind) => kind.secretPaths.map((path) => ["targets", "*", ...path])),
  ["services", "*", "start", "env", "*"],
  ...KINDS.flatMap((kind) =>
    (kind.scenarioPart?.secretPaths ?? []).map((path: ReadonlyArray<string>) => [
      "scenarios",
      "*",
      kind.scenarioPart?.field ?? "",
      ...path,
    ]),
  ),
]

type Owner = SecretUse["owner"]

const uses = (owner: Owner, at: string, fields: ReadonlyArray<SecretField>): SecretUse[] =>
  fields.flatMap(({ field, value }) =>
    typeof value === "string"
      ? envRefs(value).map((variable) => ({ variable, field: `${at}.${field}`, owner }))
      : Object.entries(value).flatMap(([key, item]) =>
          envRefs(item).map((variable) => ({ variable, field: `${at}.${field}.${key}`, owner })),
        ),
  )

/** Every `{env.NAME}` of a spec, in the fields decode lets them stand in. */
export const secretUses = (spec: Spec): ReadonlyArray<SecretUse> => [
  ...Object.entries(spec.targets).flatMap(([name, target]) =>
    uses({ kind: "target", name }, `targets.${name}`, kindOf(target).secrets(target)),
  ),
  ...Object.entries(spec.services).flatMap(([name, service]) =>
    uses({ kind: "service", name }, `services.${name}`, [
      { field: "start.env", value: service.start.env },
    ]),
  ),
  ...spec.scenarios.flatMap((scenario) => {
    const owner: Owner = { kind: "scenario", name: scenario.name }
    const at = `scenarios.${JSON.stringify(scenario.name)}`
    return [...new Set(KINDS.flatMap((k) => k.scenarioPart ?? []))].flatMap((part) => {
      const value = (scenario as unknown as Record<string, unknown>)[part.field]
      return value === undefined ? [] : uses(owner, `${at}.${part.field}`, part.secrets(value))
    })
  }),
]

/** What core/Secrets.ts `requireSecrets` checks of each planned spec. */
export const specSecrets = (
  plans: ReadonlyArray<{ readonly spec: Spec }>,
): ReadonlyArray<{ readonly file: string; readonly uses: ReadonlyArray<SecretUse> }> =>
  plans.map(({ spec }) => ({ file: spec.file, uses: secretUses(spec) }))
