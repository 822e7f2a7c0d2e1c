/**
 * tools/oha/install.sh as `bench setup` runs it (TOOLS.oha.install): the crate from crates.io,
 * its pinned SHA-256 checked, benchgate's patch applied with git, then `cargo install` of the
 * patched source. The cargo build takes minutes, so a `cargo` on PATH stands in for it here and
 * reports what it was given; everything before it is the real thing. (`bench setup` on a machine
 * without the pinned build runs the real cargo: CI does whenever the pin changes.)
 */
import { afterAll, expect, test } from "bun:test"
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { TOOLS } from "../../tools/Tools.ts"

const work = mkdtempSync(join(tmpdir(), "benchgate-oha-install-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A cargo that records the patched source it was asked to install and what the patch did. */
const fakeCargo = (bin: string, report: string) => {
  const cargo = join(bin, "cargo")
  writeFileSync(
    cargo,
    `#!/bin/sh
while [ "$#" -gt 0 ]; do
  case "$1" in --path) src=$2; shift ;; --root) root=$2; shift ;; esac
  shift
done
{
  grep -c 'long = "header-file"' "$src/src/lib.rs"
  grep '^version' "$src/Cargo.toml" | head -n 1
} >${JSON.stringify(report)}
mkdir -p "$root/bin" && printf '#!/bin/sh\\necho oha 1.16.0+benchgate.1\\n' >"$root/bin/oha"
`,
  )
  chmodSync(cargo, 0o755)
}

const runInstall = (overrides: Record<string, string> = {}) => {
  const bin = mkdtempSync(join(work, "bin-"))
  const report = join(bin, "cargo-saw")
  fakeCargo(bin, report)
  const root = join(bin, "root")
  const step = TOOLS.oha.install(root)
  const ran = Bun.spawnSync([step.program, ...step.args], {
    env: { ...process.env, ...step.env, ...overrides, PATH: `${bin}:${process.env.PATH}` },
    timeout: 120_000,
  })
  const saw = ran.exitCode === 0 ? readFileSync(report, "utf8") : ""
  return { code: ran.exitCode, stderr: ran.stderr.toString(), saw, root }
}

test("the crate is verified and patched before cargo builds it", () => {
  const installed = runInstall()
  expect({ code: installed.code, stderr: installed.stderr }).toEqual({ code: 0, stderr: "" })
  // The flag is in the source cargo was given, and the build names itself as benchgate's.
  expect(installed.saw).toBe('1\nversion = "1.16.0+benchgate.1"\n')
}, 120_000)

test("a crate whose SHA-256 differs from the pin is refused before anything is built", () => {
  const installed = runInstall({ OHA_CRATE_SHA256: "0".repeat(64) })
  expect(installed.code).not.toBe(0)
  expect(installed.stderr).toContain(`expected ${"0".repeat(64)}`)
  expect(installed.saw).toBe("")
}, 120_000)
