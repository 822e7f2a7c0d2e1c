/**
 * Builds benchgate as single executables (`bun build --compile`): the CLI and the pinned bun in
 * one file, for users without a JavaScript toolchain (ADR 16).
 *
 *   bun release/executables.ts [--out DIR] [--target T]…
 *       writes DIR/benchgate-VERSION-linux-x64 and …-linux-arm64 (DIR defaults to out/release)
 *       and DIR/SHA256SUMS (sha256sum -c format); prints each file's path
 *
 * Cross-compiling fetches the other platform's bun from the npm registry the first time.
 */
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { basename, join, resolve } from "node:path"
import { parseArgs } from "node:util"

const ROOT = resolve(import.meta.dir, "..")

/** Platform name in the file name → bun's compile target. */
export const TARGETS = {
  "linux-x64": "bun-linux-x64",
  "linux-arm64": "bun-linux-arm64",
} as const
export type Platform = keyof typeof TARGETS

const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  version: string
}

export const executableName = (platform: Platform): string => `benchgate-${version}-${platform}`

/** Compiles one executable into `out`; its path. */
export const compile = (platform: Platform, out: string): string => {
  const outfile = join(out, executableName(platform))
  const built = Bun.spawnSync(
    [
      process.execPath,
      "build",
      "--compile",
      "--minify",
      // Compiled functions inside the executable: `help` starts in half the time (ADR 6).
      "--bytecode",
      `--target=${TARGETS[platform]}`,
      join(ROOT, "cli/main.ts"),
      "--outfile",
      outfile,
    ],
    { cwd: ROOT, stdout: "pipe", stderr: "pipe" },
  )
  if (built.exitCode !== 0) {
    throw new Error(`bun build --compile for ${platform} failed:\n${built.stderr.toString()}`)
  }
  return outfile
}

/** `sha256sum -c` lines for the files, by base name. */
export const checksums = (files: ReadonlyArray<string>): string =>
  files
    .map(
      (file) =>
        `${createHash("sha256").update(readFileSync(file)).digest("hex")}  ${basename(file)}\n`,
    )
    .join("")

if (import.meta.main) {
  const { values } = parseArgs({
    options: { out: { type: "string" }, target: { type: "string", multiple: true } },
  })
  const out = resolve(values.out ?? join(ROOT, "out/release"))
  const platforms = (values.target ?? Object.keys(TARGETS)) as ReadonlyArray<string>
  for (const platform of platforms) {
    if (!Object.hasOwn(TARGETS, platform)) {
      process.stderr.write(
        `release/executables: unknown target ${platform} (${Object.keys(TARGETS).join(", ")})\n`,
      )
      process.exit(2)
    }
  }
  mkdirSync(out, { recursive: true })
  const files = platforms.map((platform) => compile(platform as Platform, out))
  writeFileSync(join(out, "SHA256SUMS"), checksums(files))
  process.stdout.write(`${[...files, join(out, "SHA256SUMS")].join("\n")}\n`)
}
