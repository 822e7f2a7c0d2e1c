/**
 * The top level of a spec is closed: `scenarioss: …` or a top-level `thresholds: […]` would
 * otherwise be evaluated, exported and ignored, and the check would pass having measured
 * nothing. (CUE cannot close it: every file of a package adds to the same top-level struct, so
 * the schema has no say over the fields the spec file declares there.)
 */
import { KINDS } from "../targets/Registry.ts"
import type { Issues } from "./Issues.ts"

/** What a spec holds at its top level; anything else is a mistake that would be ignored. */
const TOP_LEVEL = ["targets", "services", "scenarios"] as const

/** Fields of a scenario, and of a target, that someone may write at the top level by mistake. */
const scenarioFields = () => [
  ...KINDS.flatMap((k) => (k.scenarioPart ? [k.scenarioPart.field] : [])),
  "load",
  "thresholds",
  "baseline",
  "items",
]
const targetFields = () => [...KINDS.map((k) => k.name), "start", "runner"]

/** Levenshtein distance, for "did you mean" on short labels. */
const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

const hintFor = (key: string): string => {
  const near = TOP_LEVEL.find((allowed) => distance(key.toLowerCase(), allowed) <= 2)
  if (near) return `did you mean "${near}"?`
  if (scenarioFields().includes(key)) {
    return `${key} belongs to a scenario: scenarios: NAME: ${key}: …`
  }
  if (targetFields().includes(key)) return `${key} belongs to a target: targets: NAME: ${key}: …`
  return "a spec holds targets, services and scenarios"
}

/** Records a field the top level does not allow; answers whether one was found. */
export const checkTopLevel = (json: unknown, issues: Issues): boolean => {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return false
  let found = false
  for (const key of Object.keys(json)) {
    if ((TOP_LEVEL as ReadonlyArray<string>).includes(key)) continue
    found = true
    issues.add([key], `field not allowed at the top level; ${hintFor(key)}`)
  }
  return found
}
