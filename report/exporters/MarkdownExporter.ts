/** `--markdown FILE`: the PR-comment body (report/Markdown.ts). */
import { renderMarkdown } from "../Markdown.ts"
import type { Exporter } from "./Exporter.ts"

export const markdownExporter: Exporter = {
  name: "markdown",
  help: "write the PR-comment body",
  render: (result) => renderMarkdown(result),
}
