/**
 * Which program the action's steps run as `bench`: the action's own launcher (which installs
 * bun and the dependencies into the tool cache first), or a benchgate single executable the
 * workflow gave as the `executable` input (release/executables.ts: the CLI with its bun
 * inside), checked here to be one before anything is installed or measured.
 */
import { spawnSync } from "node:child_process"
import { accessSync, constants, statSync } from "node:fs"
import { isAbsolute, join, resolve } from "node:path"
import { InputError } from "./Inputs.ts"

interface BenchProgram {
  readonly path: string
  /** What `--version` printed (`benchgate 0.1.0`), for a single executable. */
  readonly version?: string
}

/**
 * The program: `executable` resolved against the workspace (the repository's checkout), or
 * `bench` in the action's directory when the input is empty.
 */
export const benchProgram = (
  executable: string | undefined,
  actionPath: string,
  workspace: string,
): BenchProgram => {
  if (executable === undefined) return { path: join(actionPath, "bench") }
  const path = isAbsolute(executable) ? executable : resolve(workspace, executable)
  const problem = (why: string) => new InputError(`input executable: ${path} ${why}`)
  let isFile: boolean
  try {
    isFile = statSync(path).isFile()
  } catch {
    throw problem("does not exist (download it in an earlier step: docs/action.md)")
  }
  if (!isFile) throw problem("is not a file")
  try {
    accessSync(path, constants.X_OK)
  } catch {
    throw problem("is not executable (chmod +x it)")
  }
  const ran = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 30_000 })
  const version = (ran.stdout ?? "").trim()
  if (ran.status !== 0 || !/^benchgate \S+$/.test(version)) {
    throw problem(
      `is not a benchgate executable for this runner: \`--version\` ${ran.error ? `failed (${ran.error.message})` : `printed ${JSON.stringify(`${ran.stdout ?? ""}${ran.stderr ?? ""}`.trim().slice(0, 200))}`}`,
    )
  }
  return { path, version }
}
