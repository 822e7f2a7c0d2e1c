/** The pprof file is read by the real `go tool pprof`, as a user would open it. */
import { expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pprofProfile } from "../../profile/Pprof.ts"

test("go tool pprof reads the profile: functions, flat and cumulative samples", () => {
  const go = Bun.which("go")
  expect(go).not.toBeNull()
  const dir = mkdtempSync(join(tmpdir(), "benchgate-pprof-"))
  try {
    const file = join(dir, "head.pb.gz")
    const stacks = new Map([
      ["main;handle;encodeTask server.ts", 30],
      ["main;handle;respond", 70],
    ])
    writeFileSync(file, pprofProfile(stacks))
    const out = Bun.spawnSync([
      go as string,
      "tool",
      "pprof",
      "-top",
      "-sample_index=samples",
      file,
    ])
    const text = out.stdout.toString()
    expect(out.exitCode).toBe(0)
    expect(text).toMatch(/\n\s+30\s+30(\.00)?%.*encodeTask server\.ts/)
    expect(text).toMatch(/\n\s+70\s+70(\.00)?%.*respond/)
    expect(text).toMatch(/0\s+0%\s+100%\s+100\s+100%\s+handle/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 120_000)
