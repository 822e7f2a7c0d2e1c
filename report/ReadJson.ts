/**
 * Reads a JSON report back into the CheckResult it was rendered from, for `bench report` and
 * `bench merge`: decoded by the report's schema (report/json/JsonReport.ts), which refuses a
 * document of another tool or version, or with a wrong field, naming the field. What is left
 * here is the inverse of report/Json.ts on what the reports use: quantities back to numbers, a
 * verdict's threshold rebuilt from its kind, text, limit and location, its reason from
 * `reasonData` (the sentence, for a report written before reasons were data). Pure.
 */
import { Either } from "effect"
import type { MetricValues } from "../core/Metric.ts"
import type { DataInvalid } from "../core/OutsideData.ts"
import type { Threshold } from "../core/Spec.ts"
import type {
  CheckResult,
  OverheadHistory,
  ScenarioOutcome,
  TargetSummary,
  ThresholdVerdict,
} from "../gate/Result.ts"
import {
  decodeJsonReport,
  type JsonScenario,
  type JsonTarget,
  type JsonVerdict,
} from "./json/JsonReport.ts"

/** `{ "p50": { "value": 1.2, "unit": "ms" } }` → `{ p50: 1.2 }`. */
const values = (quantities: JsonTarget["estimates"]): MetricValues =>
  Object.fromEntries(Object.entries(quantities).map(([metric, q]) => [metric, q?.value]))

const history = ({ metric, branch, points, shifts }: NonNullable<JsonTarget["history"]>) =>
  ({
    metric,
    branch,
    points: points.map(({ ratio, ...point }) => ({ ...point, ratio: ratio.value })),
    shifts: shifts.map(({ before, after, ...shift }) => ({
      ...shift,
      before: before.value,
      after: after.value,
    })),
  }) satisfies OverheadHistory

const target = (t: JsonTarget): TargetSummary => ({
  target: t.target,
  rounds: t.rounds,
  estimates: values(t.estimates),
  overhead: values(t.overhead),
  change: values(t.change),
  ...(t.history === undefined ? {} : { history: history(t.history) }),
})

const threshold = (v: JsonVerdict): Threshold => {
  const base = {
    text: v.threshold,
    target: v.target,
    metric: v.metric,
    ...(v.location === undefined ? {} : { line: v.location.line }),
  }
  const { comparator, value, form } = v.limit
  switch (v.kind) {
    case "absolute":
      return { ...base, kind: v.kind, comparator, limit: value }
    case "overhead":
      return { ...base, kind: v.kind, comparator, form: form ?? "ratio", limit: value }
    case "regression":
      return { ...base, kind: v.kind, tolerance: value }
    case "overhead-regression":
      return {
        ...base,
        kind: v.kind,
        form: form === "additive" ? "additive" : "ratio",
        tolerance: value,
      }
  }
}

const verdict = (v: JsonVerdict): ThresholdVerdict => ({
  threshold: threshold(v),
  status: v.status,
  ...(v.measured === undefined ? {} : { measured: v.measured.value }),
  ...(v.interval === undefined ? {} : { interval: v.interval }),
  ...(v.rounds === undefined ? {} : { rounds: v.rounds }),
  reason: v.reasonData ?? { kind: "text", text: v.reason },
  ...(v.accepted === undefined ? {} : { accepted: v.accepted }),
})

const outcome = ({ status: _, targets, verdicts, ...scenario }: JsonScenario): ScenarioOutcome => ({
  ...scenario,
  targets: targets.map(target),
  verdicts: verdicts.map(verdict),
})

/** The CheckResult a JSON report was rendered from, or DataInvalid naming the field. */
export const readJsonReport = (text: string): Either.Either<CheckResult, DataInvalid> =>
  Either.map(decodeJsonReport(text), (report) => {
    const { loadMs, ...run } = report.run
    return {
      run,
      outcomes: report.scenarios.map(outcome),
      ...(loadMs === undefined ? {} : { loadMs }),
      ...(report.shard === undefined ? {} : { shard: report.shard }),
      ...(report.replica === undefined ? {} : { replica: report.replica }),
      ...(report.profiles.length === 0 ? {} : { profiles: report.profiles }),
    }
  })
