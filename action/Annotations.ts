/**
 * Annotations on the spec files: one per failing or inconclusive threshold, at the threshold's
 * line when the report locates it (`location`), else on the spec file. Verdicts that fail the
 * job under `fail-on` are errors; the others (a regression not in fail-on, an inconclusive
 * verdict) are warnings. Pure: the entry emits them with @actions/core.
 */
import { isAbsolute, relative, sep } from "node:path"
import type { JsonReport } from "../report/json/JsonReport.ts"
import type { FailOn } from "./Inputs.ts"
import { failsJob } from "./Policy.ts"
import { locationOf } from "./Report.ts"

interface Annotation {
  readonly level: "error" | "warning"
  readonly title: string
  readonly message: string
  /** Relative to the repository root (the workspace), with `/` separators. */
  readonly file: string
  readonly line?: number
}

/**
 * A path as GitHub expects it in an annotation: relative to the workspace. A relative path is
 * already relative to it (bench check runs there); an absolute one inside it is made relative.
 */
export const repoPath = (file: string, workspace: string | undefined): string => {
  let path = file
  if (isAbsolute(path) && workspace) {
    const inside = relative(workspace, path)
    if (!inside.startsWith("..") && !isAbsolute(inside)) path = inside
  }
  return path.split(sep).join("/").replace(/^\.\//, "")
}

export const annotationsFor = (
  report: JsonReport,
  failOn: ReadonlySet<FailOn>,
  workspace: string | undefined,
): ReadonlyArray<Annotation> => {
  const out: Annotation[] = []
  for (const scenario of report.scenarios) {
    for (const verdict of scenario.verdicts) {
      if (verdict.status !== "fail" && verdict.status !== "inconclusive") continue
      const location = locationOf(verdict)
      const file = repoPath(location?.file ?? scenario.specFile, workspace)
      const word = verdict.status === "fail" ? "failed" : "inconclusive"
      out.push({
        level: failsJob(verdict, failOn) ? "error" : "warning",
        title: `benchgate: ${scenario.spec} › ${scenario.scenario}: ${verdict.threshold} ${word}`,
        message: verdict.reason,
        file,
        ...(location?.line === undefined ? {} : { line: location.line }),
      })
    }
  }
  return out
}
