/**
 * A scenario: its targets (known, distinct, the baseline among them), the parts its targets'
 * kinds need (an http target's `request`, a grpc target's `call`: targets/Kind.ts), what the
 * targets of one kind must agree on, its load and its thresholds.
 */
import { PER_ITEM_SOURCE } from "../core/PerItem.ts"
import { metricsOf, runnerOf } from "../runners/Registry.ts"
import type { Path } from "../targets/IssueSink.ts"
import { type AnyKind, KINDS, type Target } from "../targets/Registry.ts"
import type { Scenario } from "../targets/Spec.ts"
import { checkLoadUse, checkMeasure, checkSteadyWarmup, decodeLoad } from "./DecodeLoad.ts"
import { decodeThreshold, type ScenarioContext } from "./DecodeThreshold.ts"
import type { Issues } from "./Issues.ts"
import { decodeOwned, type RawScenario } from "./RawSpec.ts"

const quoted = (targets: ReadonlyArray<Target>) => targets.map((t) => `"${t.name}"`).join(", ")

/** Whether the scenario's target list names declared targets, once each, and the baseline. */
const checkTargetList = (
  raw: RawScenario,
  targets: ReadonlyArray<string>,
  declared: ReadonlyArray<string>,
  path: Path,
  issues: Issues,
): boolean => {
  let valid = true
  if (targets.length === 0) {
    issues.add(
      raw.targets ? [...path, "targets"] : path,
      "no targets to measure; declare `targets`",
    )
    valid = false
  }
  targets.forEach((target, i) => {
    if (!declared.includes(target)) {
      issues.add(
        [...path, "targets", i],
        `unknown target "${target}" (declared: ${declared.join(", ") || "none"})`,
      )
      valid = false
    }
  })
  if (new Set(targets).size !== targets.length) {
    issues.add([...path, "targets"], "a target is listed twice")
    valid = false
  }
  if (raw.baseline !== undefined && !targets.includes(raw.baseline)) {
    issues.add(
      [...path, "baseline"],
      `baseline "${raw.baseline}" is not among the scenario's targets (${targets.join(", ")})`,
    )
    valid = false
  }
  return valid
}

/**
 * Each kind's rules over the scenario's targets of that kind: its part present exactly when such
 * targets are, and what they must agree on. Only when every target is known and decoded.
 */
const checkKinds = (
  raw: RawScenario,
  known: ReadonlyArray<Target>,
  path: Path,
  targetsPath: Path,
  issues: Issues,
): boolean => {
  let valid = true
  const kinds = [...new Set(known.map((t) => t.kind))].join(", ")
  for (const kind of KINDS) {
    const mine = known.filter((t) => t.kind === kind.name)
    const part = kind.scenarioPart
    if (part !== undefined && mine.length > 0 && raw[part.field] === undefined) {
      issues.add(
        path,
        `${part.field} is required: ${part.needed} the ${kind.name} target${mine.length === 1 ? "" : "s"} ${quoted(mine)}`,
      )
      valid = false
    }
    if (part !== undefined && mine.length === 0 && raw[part.field] !== undefined) {
      issues.add(
        [...path, part.field],
        `${part.field} ${part.only} ${kind.name} targets, and this scenario has none (${kinds}); remove it`,
      )
      valid = false
    }
    if (kind.checkScenario?.(mine, targetsPath, issues) === false) valid = false
  }
  return valid
}

/** Each kind part the scenario has, decoded; undefined when one is invalid. */
const decodeParts = (
  raw: RawScenario,
  path: Path,
  issues: Issues,
): Readonly<Record<string, unknown>> | undefined => {
  const parts: Record<string, unknown> = {}
  let valid = true
  for (const part of new Set(KINDS.flatMap((k: AnyKind) => k.scenarioPart ?? []))) {
    const value = raw[part.field]
    if (value === undefined) continue
    const at = [...path, part.field]
    const shaped = decodeOwned(part.raw, value, at, (p, m) => issues.add(p, m))
    const decoded = shaped === undefined ? undefined : part.decode(shaped, at, issues)
    if (decoded === undefined) valid = false
    else parts[part.field] = decoded
  }
  return valid ? parts : undefined
}

export const decodeScenario = (
  name: string,
  raw: RawScenario,
  declared: ReadonlyArray<string>,
  decoded: Readonly<Record<string, Target>>,
  issues: Issues,
): Scenario | undefined => {
  const path = ["scenarios", name]
  const targets = raw.targets ?? declared
  const targetsPath = raw.targets ? [...path, "targets"] : path
  let valid = checkTargetList(raw, targets, declared, path, issues)
  const known = targets.flatMap((t) => (decoded[t] ? [decoded[t]] : []))
  const complete = valid && known.length === targets.length
  if (complete && !checkKinds(raw, known, path, targetsPath, issues)) valid = false
  const parts = decodeParts(raw, path, issues)
  if (parts === undefined) valid = false
  const runners = complete ? [...new Set(known.map(runnerOf))] : undefined
  checkLoadUse(raw.load, [...path, "load"], runners, issues)
  checkMeasure(raw.load, [...path, "load"], complete ? known : undefined, issues)
  checkSteadyWarmup(raw.load, [...path, "load"], complete ? known : undefined, issues)
  const load = decodeLoad(raw.load, [...path, "load"], issues)
  // Recorded samples were all taken before the check: there is nothing to stop early.
  if (raw.load.firstLook !== undefined && runners?.some((r) => r.recorded !== undefined)) {
    issues.add(
      [...path, "load", "firstLook"],
      "firstLook does not apply to results targets: their samples were recorded before the check, and each round reads one",
    )
    valid = false
  }
  if (raw.items !== undefined && raw.items < 1) {
    issues.add([...path, "items"], `items must be at least 1 (got ${raw.items})`)
    valid = false
  }
  // Like a load field no target uses: ignored, it would promise a metric nothing measures.
  if (
    raw.items !== undefined &&
    complete &&
    !known.some((t) => metricsOf(t, raw.load.measure).includes(PER_ITEM_SOURCE))
  ) {
    const kinds = [...new Set(known.map((t) => t.kind))].join(", ")
    issues.add(
      [...path, "items"],
      `items divides response sizes, and no target of this scenario measures them (${kinds}); remove it`,
    )
    valid = false
  }
  const context: ScenarioContext = {
    targets,
    ...(raw.baseline === undefined ? {} : { baseline: raw.baseline }),
    ...(raw.items === undefined ? {} : { items: raw.items }),
    measure: raw.load.measure,
    targetOf: (target) => decoded[target],
  }
  const thresholds = raw.thresholds.flatMap((threshold, i) =>
    decodeThreshold(threshold, [...path, "thresholds", i], context, issues),
  )
  if (!valid || !load || parts === undefined) return undefined
  // Samples another tool recorded: all of them are judged unless the spec says how many.
  const allRecorded =
    raw.load.rounds === undefined &&
    known.length > 0 &&
    known.every((t) => KINDS.find((k) => k.name === t.kind)?.recorded === true)
  return {
    name,
    ...parts,
    load: allRecorded ? { ...load, allRecorded: true } : load,
    ...(raw.items === undefined ? {} : { items: raw.items }),
    targets,
    ...(raw.baseline === undefined ? {} : { baseline: raw.baseline }),
    thresholds,
  }
}
