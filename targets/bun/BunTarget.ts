/**
 * The bun kind: one variant of a group in a `*.bench.ts` file (runners/bun/harness.ts). A
 * scenario's bun targets run in one process per round, so they share file and group.
 */
import { Schema } from "effect"
import type { TargetBase } from "../../core/Spec.ts"
import { checkEnv, StringMap } from "../Checks.ts"
import type { IssueSink, Path } from "../IssueSink.ts"
import type { TargetKind } from "../Kind.ts"
import SCHEMA from "./schema.cue" with { type: "text" }

export interface BunTarget extends TargetBase {
  readonly kind: "bun"
  /** Relative to the spec's directory (or `dir`). */
  readonly file: string
  readonly group: string
  readonly variant: string
  /** Extra environment; values may contain `{service.NAME}`. */
  readonly env: Readonly<Record<string, string>>
}

const RawBun = Schema.Struct({
  file: Schema.String,
  group: Schema.String,
  variant: Schema.String,
  env: StringMap,
})

/**
 * Bun targets of one scenario run in one process per round: one file, one group, distinct
 * variants, and environments that agree.
 */
const checkGroup = (targets: ReadonlyArray<BunTarget>, path: Path, issues: IssueSink): boolean => {
  const [first, ...rest] = targets
  if (!first) return true
  const describe = (t: BunTarget) =>
    `"${t.name}" is group ${JSON.stringify(t.group)} of ${JSON.stringify(t.file)}`
  const other = rest.find((t) => t.file !== first.file || t.group !== first.group)
  if (other) {
    issues.add(
      path,
      `bun targets of one scenario run in one process, so they share file and group: ${describe(first)}, ${describe(other)}`,
    )
    return false
  }
  let valid = true
  const variants = new Map<string, string>()
  const env = new Map<string, { target: string; value: string }>()
  for (const target of targets) {
    const twin = variants.get(target.variant)
    if (twin !== undefined) {
      issues.add(path, `"${twin}" and "${target.name}" are both variant "${target.variant}"`)
      valid = false
    }
    variants.set(target.variant, target.name)
    for (const [key, value] of Object.entries(target.env)) {
      const seen = env.get(key)
      if (seen && seen.value !== value) {
        issues.add(
          path,
          `"${seen.target}" and "${target.name}" set ${key} differently, but run in one process`,
        )
        valid = false
      }
      env.set(key, { target: target.name, value })
    }
  }
  return valid
}

export const bunKind: TargetKind<BunTarget, typeof RawBun.Type> = {
  name: "bun",
  schema: SCHEMA,
  raw: RawBun,
  decode({ file, group, variant, env }, { name, path, services, issues }) {
    for (const [field, value] of [
      ["file", file],
      ["group", group],
      ["variant", variant],
    ] as const) {
      if (value === "") issues.add([...path, field], `${field} is empty`)
    }
    checkEnv(env, [...path, "env"], issues, { services, reserved: true })
    return { kind: "bun", name, file, group, variant, env }
  },
  startable: false,
  secretPaths: [["bun", "env", "*"]],
  secrets: (target) => [{ field: "bun.env", value: target.env }],
  serviceValues: (target) => Object.values(target.env),
  checkScenario: checkGroup,
  noTwin: "bun variants share one process per round, so a twin cannot be interleaved",
  tools: [],
}
