/**
 * Installing a pinned tool runs its installer through the one spawn: a failing installer is
 * reported with the end of what it printed, and one that hangs is stopped at the time limit
 * together with whatever it started. valgrind's installer unpacks what apt-get downloads.
 */
import { expect, test } from "bun:test"
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Either } from "effect"
import { install } from "../../tools/Toolchain.ts"
import type { ToolMissing } from "../../tools/ToolMissing.ts"
import { TOOLS, type ToolSpec } from "../../tools/Tools.ts"
import { eventually, processesMatching } from "../support/Processes.ts"

/** A tool whose installer is `sh -c SCRIPT`. */
const toolInstalledBy = (script: string): ToolSpec => ({
  name: "fake",
  version: "1.0.0",
  envOverride: "BENCHGATE_FAKE",
  versionArgs: ["--version"],
  parseVersion: () => undefined,
  install: () => ({ program: "sh", args: ["-c", script], env: {} }),
  installNote: "a test's",
})

const failure = async (tool: ToolSpec, timeoutMs?: number): Promise<ToolMissing> => {
  const result = await Effect.runPromise(Effect.either(install(tool, timeoutMs)))
  if (Either.isRight(result)) throw new Error("expected the install to fail")
  return result.left
}

test("an installer that fails is named with the end of its output", async () => {
  const error = await failure(
    toolInstalledBy("echo resolving; echo 'error: no network' >&2; exit 101"),
  )
  expect(error.message).toStartWith("fake 1.0.0 is not available: installing it failed (`sh -c")
  expect(error.detail).toBe("error: no network")
})

test("an installer that hangs is stopped at the time limit, with what it started", async () => {
  // A unique duration names the sleep the installer starts.
  const seconds = `30.${process.pid}`
  const error = await failure(toolInstalledBy(`sleep ${seconds}; true`), 300)
  expect(error.detail).toBe("sh did not finish within 0.3 s and was stopped")
  expect(await eventually(() => processesMatching(`sleep ${seconds}`).length === 0)).toBe(true)
})

test("valgrind: Debian's package downloaded by apt-get, unpacked into the cache, its tools found", async () => {
  const work = mkdtempSync(join(tmpdir(), "benchgate-valgrind-install-"))
  const saved = { PATH: process.env.PATH, BENCHGATE_CACHE: process.env.BENCHGATE_CACHE }
  try {
    // A fake apt-get that builds the package it is asked for: a valgrind that runs only when
    // VALGRIND_LIB names its tools' folder, as Debian's does when it is not at /usr.
    const bin = join(work, "bin")
    const apt = join(bin, "apt-get")
    mkdirSync(bin)
    writeFileSync(
      apt,
      `#!/bin/sh
echo "$@" >"${join(work, "asked")}"
tree=$(mktemp -d)
mkdir -p "$tree/DEBIAN" "$tree/usr/bin" "$tree/usr/libexec/valgrind"
printf 'Package: valgrind\\nVersion: 1:3.19.0-1\\nArchitecture: all\\nMaintainer: t <t@t>\\nDescription: t\\n' >"$tree/DEBIAN/control"
printf '#!/bin/sh\\n[ -d "$VALGRIND_LIB" ] && echo valgrind-3.19.0\\n' >"$tree/usr/bin/valgrind"
chmod +x "$tree/usr/bin/valgrind"
dpkg-deb --build "$tree" "valgrind_1%3a3.19.0-1_all.deb" >/dev/null
rm -rf "$tree"
`,
    )
    chmodSync(apt, 0o755)
    process.env.PATH = `${bin}:${saved.PATH}`
    process.env.BENCHGATE_CACHE = join(work, "cache")
    const installed = await Effect.runPromise(install(TOOLS.valgrind))
    expect(installed.version).toBe("3.19.0")
    expect(installed.path).toBe(join(work, "cache/tools/valgrind-3.19.0/bin/valgrind"))
    expect(readFileSync(join(work, "asked"), "utf8").trim()).toBe("download valgrind=1:3.19.0-1")
  } finally {
    process.env.PATH = saved.PATH
    if (saved.BENCHGATE_CACHE === undefined) delete process.env.BENCHGATE_CACHE
    else process.env.BENCHGATE_CACHE = saved.BENCHGATE_CACHE
    rmSync(work, { recursive: true, force: true })
  }
})
