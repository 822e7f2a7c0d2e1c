/**
 * An alert is filed only when measuring again agrees (ADR 25): single-run alerts are mostly
 * noise. The spec file holding the scenario is checked once more in this job, into a throwaway
 * store, so the confirmation is never part of the history.
 *
 * - The commit before the shift in the clone: `bench check --base COMMIT` measures it and this
 *   commit in the same rounds (the worktree design, paired per round), and the shift is
 *   confirmed when the threshold's verdict fails again.
 * - Otherwise: a plain re-run, and the shift is confirmed when its level still crosses the limit
 *   from the stored level before the shift.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type MetricName, metricInfo } from "../core/Metric.ts"
import { busyAllowance } from "../gate/Disturbance.ts"
import type { JsonReport } from "../report/json/JsonReport.ts"
import { isMetricName } from "../targets/Metrics.ts"
import { type Alert, crossesLimit } from "./AlertRules.ts"
import { readReport } from "./Report.ts"

export interface Confirmation {
  readonly confirmed: boolean
  /** One sentence for the issue: what was measured and what it showed. */
  readonly text: string
}

export interface ConfirmContext {
  /** The benchgate program (the launcher or an executable). */
  readonly bench: string
  /** The repository's checkout, where the spec paths are relative to. */
  readonly workspace: string
  readonly baseBranch: string
  readonly commit: string
}

const short = (commit: string) => commit.slice(0, 7)

/** Whether `commit` is a commit object in the clone at `workspace`. */
const hasCommit = (workspace: string, commit: string): boolean =>
  /^[0-9a-f]{7,40}$/i.test(commit) &&
  spawnSync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: workspace, stdio: "ignore" })
    .status === 0

/**
 * The re-measured level of the alert's series in `report`, in the series' form: its estimate,
 * its overhead ratio, or its difference — what the additive overhead (or overhead regression)
 * threshold on the series measured there.
 */
/** A number read from the report; a value that was not finite (written null, read NaN) is none. */
const finite = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) ? value : undefined

const levelIn = (report: JsonReport, alert: Alert): number | undefined => {
  const scenario = report.scenarios.find(
    (s) => s.spec === alert.key.spec && s.scenario === alert.key.scenario,
  )
  const target = scenario?.targets.find((t) => t.target === alert.key.target)
  const metric = alert.key.metric as MetricName
  switch (alert.series.form) {
    case "value":
      return finite(target?.estimates[metric]?.value)
    case "ratio":
    case "relative":
      return finite(target?.overhead[metric]?.value)
    case "difference": {
      const additive = scenario?.verdicts.find(
        (v) => v.target === alert.key.target && v.metric === metric && v.limit.form === "additive",
      )
      if (additive?.kind === "overhead") return finite(additive.measured?.value)
      const head = additive?.reasonData
      return head !== undefined && "overheads" in head ? finite(head.overheads?.head) : undefined
    }
  }
}

/** Checks the alert's spec file again into a throwaway store, paired with `base` when given. */
const reMeasure = (
  context: ConfirmContext,
  alert: Alert,
  base: string | undefined,
  scratch: string,
  json: string,
) =>
  spawnSync(
    context.bench,
    [
      "check",
      alert.specFile,
      ...(base === undefined ? [] : ["--base", base]),
      "--json",
      json,
      "--db",
      join(scratch, "results.db"),
      "--base-branch",
      context.baseBranch,
      "--quiet",
      "--no-color",
    ],
    { cwd: context.workspace, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  )

/** Measured against the commit before the shift in the same rounds: does the verdict fail again? */
const pairedConfirmation = (
  report: JsonReport,
  context: ConfirmContext,
  alert: Alert,
  base: string,
): Confirmation => {
  const verdict = report.scenarios
    .find((s) => s.spec === alert.key.spec && s.scenario === alert.key.scenario)
    ?.verdicts.find(
      (v) =>
        v.kind === alert.verdict.kind &&
        v.target === alert.key.target &&
        v.metric === alert.key.metric,
    )
  const status = verdict?.status ?? "not judged"
  return {
    confirmed: status === "fail",
    text: `re-measured ${short(context.commit)} against ${short(base)} (the commit before the shift) in the same rounds: ${verdict?.threshold ?? alert.verdict.threshold} ${status}${verdict === undefined ? "" : `: ${verdict.reason}`}`,
  }
}

/**
 * The re-measured level as the gate judges a level on a busy machine (gate/Disturbance.ts): moved
 * toward the level before the shift by what the disturbance can move it, so a busy re-run
 * neither confirms a shift a neighbour made nor hides one far past it.
 */
export const judgedLevel = (
  report: JsonReport,
  alert: Alert,
  level: number,
  before: number,
): number => {
  const scenario = report.scenarios.find(
    (s) => s.spec === alert.key.spec && s.scenario === alert.key.scenario,
  )
  // A metric no longer in the catalogue (an old store's) is timed, the most a machine moves.
  const contention = isMetricName(alert.key.metric)
    ? metricInfo(alert.key.metric).contention
    : "time"
  const comparison = alert.series.form === "value" ? "level" : "paths"
  const allowance = busyAllowance(scenario?.disturbance ?? undefined, comparison, contention)
  if (allowance?.kind !== "shift") return level
  return level > before ? level * Math.exp(-allowance.by) : level * Math.exp(allowance.by)
}

/** A plain re-run: does its level still cross the limit from the stored level before the shift? */
const levelConfirmation = (
  report: JsonReport,
  context: ConfirmContext,
  alert: Alert,
): Confirmation => {
  const measured = levelIn(report, alert)
  if (measured === undefined) {
    return { confirmed: false, text: "the re-measure did not measure this series" }
  }
  const level = judgedLevel(report, alert, measured, alert.shift.before)
  const crosses = crossesLimit(alert.verdict, alert.series, alert.shift.before, level)
  return {
    confirmed: crosses === true,
    text: `re-measured ${short(context.commit)} (the commit before the shift is not in the clone): level ${measured.toPrecision(4)}${level === measured ? "" : ` (${level.toPrecision(4)} allowing for the busy machine)`} against ${alert.shift.before.toPrecision(4)} before the shift, ${crosses ? "still past" : "not past"} ${alert.verdict.threshold}`,
  }
}

export const confirmAlert = (context: ConfirmContext, alert: Alert): Confirmation => {
  const scratch = mkdtempSync(join(tmpdir(), "benchgate-confirm-"))
  try {
    const base =
      alert.lastBefore !== undefined && hasCommit(context.workspace, alert.lastBefore)
        ? alert.lastBefore
        : undefined
    const json = join(scratch, "report.json")
    const ran = reMeasure(context, alert, base, scratch, json)
    if (ran.status !== 0 && ran.status !== 1) {
      const why = (ran.stderr || ran.error?.message || "").trim().split("\n").slice(-3).join(" ")
      return {
        confirmed: false,
        text: `the re-measure failed (exit ${ran.status ?? "signal"}): ${why}`,
      }
    }
    const report = readReport(json)
    return base !== undefined
      ? pairedConfirmation(report, context, alert, base)
      : levelConfirmation(report, context, alert)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
