/**
 * `--junit FILE`: JUnit XML (report/Junit.ts); an inconclusive verdict is a failing test case
 * when it fails the run.
 */
import { renderJunit } from "../Junit.ts"
import type { Exporter } from "./Exporter.ts"

export const junitExporter: Exporter = {
  name: "junit",
  help: "write JUnit XML: every threshold a test case, for CI test reporters",
  render: (result, { failOnInconclusive }) => renderJunit(result, { failOnInconclusive }),
}
