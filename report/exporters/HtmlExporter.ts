/**
 * `--html FILE`: one self-contained page (report/Html.ts); with every round measured, its
 * strip plots too.
 */
import { renderHtml } from "../Html.ts"
import type { Exporter } from "./Exporter.ts"

export const htmlExporter: Exporter = {
  name: "html",
  help: "write one self-contained HTML report with charts (no network needed to view it)",
  render: (result, { runs }) => renderHtml(result, runs ? { runs } : {}),
}
