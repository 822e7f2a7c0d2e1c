/** `--json FILE`: the versioned JSON report (report/Json.ts, docs/json-report.md). */
import { renderJson } from "../Json.ts"
import type { Exporter } from "./Exporter.ts"

export const jsonExporter: Exporter = {
  name: "json",
  help: "write the versioned JSON report (docs/json-report.md)",
  render: (result) => renderJson(result),
}
