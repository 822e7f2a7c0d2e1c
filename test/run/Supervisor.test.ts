/**
 * The supervisor on its own (run/Supervisor.ts): when benchgate is killed right after starting
 * it — before reading a line of its output — the supervisor's first report meets a closed pipe.
 * That must stop the target like any other sign that benchgate is gone, not end the supervisor
 * and leave the target running without one. And a target's log keeps a bounded head and tail
 * of its output, saying what was cut.
 */
import { describe, expect, test } from "bun:test"
import { spawn } from "node:child_process"
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs"
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
      supervisor.stdin?.end()
      expect(await eventually(() => processesMatching(marker).length === 0, 5_000)).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
      for (const pid of processesMatching(marker)) process.kill(pid, "SIGKILL")
      supervisor.kill("SIGKILL")
    }
  }, 30_000)

  test("a chatty target's log keeps its first and last bytes, and says how many were cut", async () => {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-supervisor-"))
    const logFile = join(dir, "target.log")
    const keep = 64 * 1024
    // 2.7 MB of numbered lines, then a last word.
    const script = "seq 1 400000; echo done"
    const output = Bun.spawnSync(["bash", "-c", script]).stdout
    const [program = "", ...args] = supervisorArgv(["bash", "-c", script], tmpdir(), 1000, keep)
    const fd = openSync(logFile, "w")
    const supervisor = spawn(program, args, { stdio: ["pipe", "pipe", fd] })
    closeSync(fd)
    try {
      // Its exit is reported once the log holds its last bytes.
      let events = ""
      supervisor.stdout?.on("data", (chunk) => {
        events += chunk
      })
      expect(await eventually(() => events.includes('"exited":0'), 20_000)).toBe(true)
      const log = readFileSync(logFile)
      const cut = output.length - 2 * keep
      const marker = `\n[benchgate: ${cut} bytes of the target's output cut here; its log keeps the first ${keep} and the last ${keep} bytes]\n`
      expect(log.subarray(0, keep).equals(output.subarray(0, keep))).toBe(true)
      expect(log.subarray(keep, keep + marker.length).toString()).toBe(marker)
      expect(log.subarray(keep + marker.length).equals(output.subarray(output.length - keep))).toBe(
        true,
      )
      expect(log.toString().endsWith("400000\ndone\n")).toBe(true)
    } finally {
      supervisor.stdin?.end()
      supervisor.kill("SIGKILL")
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)

  test("a log under the bound is the target's output as it is", async () => {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-supervisor-"))
    const logFile = join(dir, "target.log")
    const [program = "", ...args] = supervisorArgv(
      ["bash", "-c", "echo out; echo err >&2; exit 3"],
      tmpdir(),
      1000,
      64 * 1024,
    )
    const fd = openSync(logFile, "w")
    const supervisor = spawn(program, args, { stdio: ["pipe", "pipe", fd] })
    closeSync(fd)
    try {
      let events = ""
      supervisor.stdout?.on("data", (chunk) => {
        events += chunk
      })
      expect(await eventually(() => events.includes('"exited":3'), 20_000)).toBe(true)
      expect(
        readFileSync(logFile, "utf8")
          .split("\n")
          .filter((l) => l !== "")
          .sort(),
      ).toEqual(["err", "out"])
    } finally {
      supervisor.stdin?.end()
      supervisor.kill("SIGKILL")
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})
