/** `--bmf FILE`: Bencher Metric Format JSON (report/Bmf.ts). */
import { renderBmf } from "../Bmf.ts"
import type { Exporter } from "./Exporter.ts"

export const bmfExporter: Exporter = {
  name: "bmf",
  help: "write Bencher Metric Format JSON (bencher run --adapter json --file FILE)",
  render: (result) => renderBmf(result),
}
