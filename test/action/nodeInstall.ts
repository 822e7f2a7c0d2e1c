/**
 * Runs installRelease under Node (the runtime of the action's bundles) for ToolDownload's Node
 * test: `node bundle.js URL SHA256 TOOL_CACHE`. Prints the install as JSON, or the error's
 * reason and message with exit code 1.
 */
import { installRelease, ToolInstallError } from "../../action/ToolDownload.ts"

const [url = "", sha256 = "", toolCache = ""] = process.argv.slice(2)
try {
  const installed = await installRelease({
    tool: "cue",
    version: "v0.17.1",
    asset: { url, sha256, archive: "tar.gz", entry: "cue" },
    toolCache,
    arch: "x64",
    timeoutMs: 10_000,
  })
  process.stdout.write(`${JSON.stringify(installed)}\n`)
} catch (error) {
  const reason = error instanceof ToolInstallError ? error.reason : "unexpected"
  process.stdout.write(`${JSON.stringify({ reason, message: (error as Error).message })}\n`)
  process.exitCode = 1
}
