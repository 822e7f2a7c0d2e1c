/**
 * What fails the job: the `fail-on` input applied to the report's verdicts. Pure.
 *
 * Categories (docs/action.md):
 * - `threshold`    — an absolute or overhead threshold failed (same-run numbers);
 * - `regression`   — a regression or overhead regression threshold failed (a change against
 *                    the base);
 * - `inconclusive` — a verdict could not be decided within the round budget.
 *
 * A skipped verdict never fails the job. A run that produced no report (invalid spec, a target
 * that did not start) always fails it; that is decided by the entry, not here.
 */
import type { JsonReport, JsonVerdict } from "../report/json/JsonReport.ts"
import type { FailOn } from "./Inputs.ts"

/** Which `fail-on` category a verdict falls in, or undefined when it cannot fail the job. */
export const categoryOf = (verdict: JsonVerdict): FailOn | undefined => {
  if (verdict.status === "inconclusive") return "inconclusive"
  if (verdict.status !== "fail") return undefined
  return verdict.kind === "regression" || verdict.kind === "overhead-regression"
    ? "regression"
    : "threshold"
}

interface Decision {
  /** True when the job must fail. */
  readonly failed: boolean
  /** One sentence per category that fails the job. */
  readonly reasons: ReadonlyArray<string>
  /** One sentence per category that was found but does not fail the job (not in fail-on). */
  readonly ignored: ReadonlyArray<string>
}

const NOUNS: Record<FailOn, [string, string]> = {
  threshold: ["threshold failed", "thresholds failed"],
  regression: ["regression threshold failed", "regression thresholds failed"],
  inconclusive: ["verdict inconclusive", "verdicts inconclusive"],
}

const describe = (category: FailOn, count: number): string => {
  const [one, many] = NOUNS[category]
  return `${count} ${count === 1 ? one : many}`
}

/** Counts every verdict by category and splits the categories by the policy. */
export const decide = (report: JsonReport, failOn: ReadonlySet<FailOn>): Decision => {
  const counts = new Map<FailOn, number>()
  for (const scenario of report.scenarios) {
    for (const verdict of scenario.verdicts) {
      const category = categoryOf(verdict)
      if (category !== undefined) counts.set(category, (counts.get(category) ?? 0) + 1)
    }
  }
  const reasons: string[] = []
  const ignored: string[] = []
  for (const [category, count] of counts) {
    if (failOn.has(category)) reasons.push(`${describe(category, count)} (fail-on: ${category})`)
    else ignored.push(`${describe(category, count)}, not in fail-on`)
  }
  return { failed: reasons.length > 0, reasons, ignored }
}

/** Whether one verdict's category fails the job under the policy. */
export const failsJob = (verdict: JsonVerdict, failOn: ReadonlySet<FailOn>): boolean => {
  const category = categoryOf(verdict)
  return category !== undefined && failOn.has(category)
}
