/**
 * Every report format, once, in the order of the help and of the files written. A new format
 * is a module beside this one and a line here; its flag appears on bench check, merge and
 * report with it.
 */
import { bmfExporter } from "./BmfExporter.ts"
import type { Exporter } from "./Exporter.ts"
import { htmlExporter } from "./HtmlExporter.ts"
import { jsonExporter } from "./JsonExporter.ts"
import { junitExporter } from "./JunitExporter.ts"
import { markdownExporter } from "./MarkdownExporter.ts"

export const EXPORTERS: ReadonlyArray<Exporter> = [
  jsonExporter,
  markdownExporter,
  junitExporter,
  bmfExporter,
  htmlExporter,
]
