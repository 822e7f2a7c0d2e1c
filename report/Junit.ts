/**
 * The JUnit XML report (`--junit FILE`): every threshold a test case, so CI test reporters
 * (GitHub's, GitLab's, Jenkins') list benchgate's verdicts beside the unit tests. Written to the
 * Jenkins JUnit schema (junit-4.xsd, which test/report/Junit.test.ts validates against): one
 * suite per scenario, a failure per failing threshold with the measured value and the reason,
 * inconclusive and skipped thresholds as skipped (failures with --fail-on-inconclusive, as the
 * exit code counts them). Pure.
 */
import type { CheckResult, ScenarioOutcome, ThresholdVerdict } from "../gate/Result.ts"
import * as Format from "./Format.ts"
import { describeReason } from "./Reason.ts"
import { xmlText } from "./Xml.ts"

interface JunitOptions {
  /** Inconclusive verdicts fail the run (`--fail-on-inconclusive`): report them as failures. */
  readonly failOnInconclusive?: boolean
}

const attributes = (pairs: ReadonlyArray<readonly [string, string | number | undefined]>) =>
  pairs
    .filter((pair): pair is readonly [string, string | number] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${xmlText(String(value))}"`)
    .join("")

type Outcome = "passed" | "failed" | "skipped"

const outcomeOf = (verdict: ThresholdVerdict, options: JunitOptions): Outcome => {
  switch (verdict.status) {
    case "pass":
      return "passed"
    case "fail":
      return "failed"
    case "inconclusive":
      return options.failOnInconclusive ? "failed" : "skipped"
    case "skipped":
      return "skipped"
  }
}

/** What a reviewer reads first: the measured value and the verdict's reason in one sentence. */
const summary = (verdict: ThresholdVerdict): string => {
  const measured =
    verdict.measured === undefined
      ? ""
      : `measured ${Format.measured(verdict.threshold, verdict.measured)}: `
  return `${Format.verdictLabel(verdict.status)} ${measured}${describeReason(verdict.reason)}`
}

const testcase = (
  outcome: ScenarioOutcome,
  verdict: ThresholdVerdict,
  options: JunitOptions,
): ReadonlyArray<string> => {
  const open = `    <testcase${attributes([
    ["name", verdict.threshold.text],
    ["classname", `${outcome.spec}.${outcome.scenario}`],
    ["file", outcome.specFile],
  ])}`
  const result = outcomeOf(verdict, options)
  if (result === "passed") return [`${open}/>`]
  const where =
    verdict.threshold.line === undefined
      ? outcome.specFile
      : `${outcome.specFile}:${verdict.threshold.line}`
  const body =
    result === "failed"
      ? `      <failure${attributes([
          ["type", verdict.threshold.kind],
          ["message", summary(verdict)],
        ])}>${xmlText(`${summary(verdict)}\nthreshold at ${where}`)}</failure>`
      : `      <skipped>${xmlText(summary(verdict))}</skipped>`
  return [`${open}>`, body, "    </testcase>"]
}

/** The whole document. */
export const renderJunit = (result: CheckResult, options: JunitOptions = {}): string => {
  const count = (verdicts: ReadonlyArray<ThresholdVerdict>, outcome: Outcome) =>
    verdicts.filter((v) => outcomeOf(v, options) === outcome).length
  const all = result.outcomes.flatMap((o) => o.verdicts)
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes([
      ["name", "benchgate"],
      ["tests", all.length],
      ["failures", count(all, "failed")],
      ["errors", 0],
    ])}>`,
  ]
  result.outcomes.forEach((outcome, id) => {
    lines.push(
      `  <testsuite${attributes([
        ["name", `${outcome.spec} › ${outcome.scenario}`],
        ["tests", outcome.verdicts.length],
        ["failures", count(outcome.verdicts, "failed")],
        ["errors", 0],
        ["skipped", count(outcome.verdicts, "skipped")],
        ["timestamp", result.run.startedAt],
        ["id", id],
        ["package", outcome.spec],
      ])}>`,
      "    <properties>",
      ...(
        [
          ["commit", result.run.commit],
          ["branch", result.run.branch],
          ["spec file", outcome.specFile],
          ["environment", result.run.environment.fingerprint],
          ...(outcome.baseline === undefined ? [] : [["baseline", outcome.baseline] as const]),
        ] as const
      ).map(
        ([name, value]) =>
          `      <property${attributes([
            ["name", name],
            ["value", value],
          ])}/>`,
      ),
      "    </properties>",
      ...outcome.verdicts.flatMap((verdict) => testcase(outcome, verdict, options)),
      "  </testsuite>",
    )
  })
  lines.push("</testsuites>")
  return `${lines.join("\n")}\n`
}
