/**
 * The supervisor on its own (run/Supervisor.ts): when benchgate is killed right after starting
 * it — before reading a line of its output — the supervisor's first report meets a closed pipe.
 * That must stop the target like any other sign that benchgate is gone, not end the supervisor
 * and leave the target running without one.
 */
import { describe, expect, test } from "bun:test"
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { supervisorArgv } from "../../run/Supervisor.ts"
import { eventually, processesMatching } from "../support/Processes.ts"

describe("the supervisor", () => {
  test("a benchgate gone before reading it: the target is stopped, not orphaned", async () => {
    const marker = `benchgate-orphan-${process.pid}`
    const dir = mkdtempSync(join(tmpdir(), "benchgate-supervisor-"))
    const started = join(dir, "started")
    const [program = "", ...args] = supervisorArgv(
      ["bash", "-c", `: >${JSON.stringify(started)}; exec -a ${marker} sleep 60`],
      tmpdir(),
      1000,
    )
    // Both pipes to benchgate closed at once, as the kernel closes them for a killed process.
    const supervisor = spawn(program, args, { stdio: ["pipe", "pipe", "ignore"] })
    supervisor.stdout.destroy()
    try {
      // The target did start (the supervisor may stop it again before a poll would see it).
      expect(await eventually(() => existsSync(started), 10_000)).toBe(true)
      supervisor.stdin.end()
      expect(await eventually(() => processesMatching(marker).length === 0, 5_000)).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
      for (const pid of processesMatching(marker)) process.kill(pid, "SIGKILL")
      supervisor.kill("SIGKILL")
    }
  }, 30_000)
})
