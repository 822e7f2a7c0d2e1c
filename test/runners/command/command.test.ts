/**
 * The command runner with real processes: sleep, a CPU spin, memory, failures, a timeout; and
 * the script form run by a real bash. Peak RSS needs GNU time (/usr/bin/time); those tests are
 * skipped, with the reason printed, without it.
 */
import { describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Either } from "effect"
import {
  type CommandFailed,
  type CommandInput,
  type CommandValues,
  findGnuTime,
  runCommand,
} from "../../../runners/command/CommandRun.ts"
import { commandScriptArgs } from "../../../runners/command/CommandScript.ts"
import { parseCommandTiming } from "../../support/CommandTiming.ts"
import { eventually, isAlive, processesMatching } from "../../support/Processes.ts"
import { printed } from "../../support/Running.ts"

const gnuTime = await Effect.runPromise(findGnuTime())
if (gnuTime === undefined) console.warn("skipping peak RSS tests: no GNU time at /usr/bin/time")
const bun = process.execPath

const measure = (input: CommandInput): Promise<CommandValues> =>
  Effect.runPromise(runCommand(input))

const failure = async (input: CommandInput): Promise<CommandFailed> => {
  const result = await Effect.runPromise(Effect.either(runCommand(input)))
  if (Either.isRight(result))
    throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`)
  return result.left
}

describe("runCommand", () => {
  test("sleep 0.05: wall ≥ 50 ms, almost no CPU", async () => {
    const values = await measure({ argv: ["sleep", "0.05"] })
    expect(values.wall).toBeGreaterThanOrEqual(50)
    expect(values.wall).toBeLessThan(1000)
    expect((values.user_cpu ?? 99) + (values.sys_cpu ?? 99)).toBeLessThan(30)
    expect(values).not.toHaveProperty("peak_rss")
  })

  test("a CPU spin: user CPU is the process's own, wall at least that", async () => {
    // Spins until the process itself has used 150 ms of user CPU: on a shared machine a fixed
    // wall-clock spin gets only the CPU share it is given (measured: half, under load 7 on 2
    // cores), and CPU time, not wall, is what rusage counts.
    const spin = "while (process.cpuUsage().user < 150_000) {}"
    const values = await measure({ argv: [bun, "-e", spin] })
    expect(values.user_cpu).toBeGreaterThanOrEqual(150)
    expect(values.user_cpu).toBeLessThan(1000)
    expect(values.wall).toBeGreaterThan((values.user_cpu ?? 0) * 0.9)
  })

  test("a non-zero exit is a tagged error with the exit code and the stderr tail", async () => {
    const script = 'for i in $(seq 1 30); do echo "noise $i" >&2; done; echo "it broke" >&2; exit 3'
    const error = await failure({ argv: ["bash", "-c", script] })
    expect(error).toMatchObject({ _tag: "CommandFailed", reason: "exit", exitCode: 3 })
    expect(error.stderrTail.split("\n")).toHaveLength(10)
    expect(error.stderrTail.endsWith("it broke")).toBe(true)
    expect(error.message.startsWith("bash -c ")).toBe(true)
  })

  test("a command that does not exist", async () => {
    const error = await failure({ argv: ["/nonexistent/benchgate-tool"] })
    expect(error.reason).toBe("spawn")
    if (gnuTime !== undefined) {
      const wrapped = await failure({ argv: ["/nonexistent/benchgate-tool"], gnuTime })
      expect(wrapped).toMatchObject({ reason: "exit", exitCode: 127 })
      expect(wrapped.stderrTail).toContain("/nonexistent/benchgate-tool")
    }
  })

  test("killed by a signal", async () => {
    const error = await failure({ argv: ["bash", "-c", "kill -TERM $$"] })
    expect(error).toMatchObject({ reason: "signal", signal: "SIGTERM" })
  })

  test("env and cwd reach the command", async () => {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-command-"))
    try {
      const check = '[ "$PWD" = "$1" ] && [ "$BENCHGATE_PROBE" = yes ] || exit 9'
      await measure({
        argv: ["bash", "-c", check, "probe", dir],
        cwd: dir,
        env: { BENCHGATE_PROBE: "yes" },
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test("a timeout kills the whole process group, GNU time's child included", async () => {
    const marker = `benchgate-timeout-${process.pid}`
    const argv = ["bash", "-c", `exec -a ${marker} sleep 30`]
    const started = performance.now()
    const error = await failure({
      argv,
      timeoutMs: 300,
      ...(gnuTime === undefined ? {} : { gnuTime }),
    })
    expect(error.reason).toBe("timeout")
    expect(performance.now() - started).toBeLessThan(5000)
    expect(await eventually(() => processesMatching(marker).every((pid) => !isAlive(pid)))).toBe(
      true,
    )
  })
})

describe.skipIf(gnuTime === undefined)("peak RSS through GNU time", () => {
  const time = gnuTime ?? ""

  test("Bun's own maxRSS for a child includes benchgate's memory; GNU time's does not", async () => {
    const proc = Bun.spawn(["true"])
    await proc.exited
    const bunSays = proc.resourceUsage()?.maxRSS ?? 0
    const values = await measure({ argv: ["true"], gnuTime: time })
    // `true` needs about 1 MB; Bun reports at least this test process's resident size.
    expect(values.peak_rss).toBeLessThan(8 * 1024 * 1024)
    expect(bunSays).toBeGreaterThan(3 * (values.peak_rss ?? 0))
  })

  test("a process that touches 150 MB peaks above 150 MB", async () => {
    const fill = "const a = new Uint8Array(150 * 1024 * 1024).fill(1); console.log(a[7])"
    const values = await measure({ argv: [bun, "-e", fill], gnuTime: time })
    expect(values.peak_rss).toBeGreaterThan(150 * 1024 * 1024)
    expect(values.peak_rss).toBeLessThan(400 * 1024 * 1024)
    expect(values.wall).toBeGreaterThan(0)
  })
})

test("GNU time's output file, with and without a failure line, or empty", async () => {
  // A stand-in for GNU time (`time -f %M -o FILE -- CMD…`) that writes $RSS_TEXT to FILE.
  const dir = mkdtempSync(join(tmpdir(), "benchgate-fake-time-"))
  try {
    const fakeTime = join(dir, "time")
    writeFileSync(
      fakeTime,
      '#!/bin/sh\nout=$4\nshift 5\n"$@"\nstatus=$?\nprintf %s "$RSS_TEXT" > "$out"\nexit $status\n',
      { mode: 0o755 },
    )
    const withRss = (text: string, argv = ["true"]) => ({
      argv,
      gnuTime: fakeTime,
      env: { RSS_TEXT: text },
      okExitCodes: [0, 3],
    })
    expect((await measure(withRss("1664\n"))).peak_rss).toBe(1664 * 1024)
    const exited3 = withRss("Command exited with non-zero status 3\n3048\n", ["sh", "-c", "exit 3"])
    expect((await measure(exited3)).peak_rss).toBe(3048 * 1024)
    expect(await failure(withRss(""))).toMatchObject({
      _tag: "CommandFailed",
      reason: "unmeasured",
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

describe("script form", () => {
  const runScript = async (argv: ReadonlyArray<string>, withTime: boolean) => {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-command-script-"))
    const file = join(dir, "timing")
    try {
      const args = commandScriptArgs(argv, file, withTime ? gnuTime : undefined)
      const proc = Bun.spawn([...args], { stdout: "pipe", stderr: "pipe" })
      const [stdout, stderr, code] = await Promise.all([
        new Response(proc.stdout).text(),
        new Response(proc.stderr).text(),
        proc.exited,
      ])
      return { stdout, stderr, code, timing: readFileSync(file, "utf8") }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  test("bash's time: wall/user/sys to the file, the command's output untouched", async () => {
    const run = await runScript(["bash", "-c", "echo out; echo err >&2; sleep 0.05"], false)
    expect(run).toMatchObject({ code: 0, stdout: "out\n", stderr: "err\n" })
    const values = parseCommandTiming(run.timing)
    expect(values.wall).toBeGreaterThanOrEqual(50)
    expect(values.user_cpu).toBeGreaterThanOrEqual(0)
    expect(values.sys_cpu).toBeGreaterThanOrEqual(0)
    expect(values).not.toHaveProperty("peak_rss")
  })

  test.skipIf(gnuTime === undefined)(
    "with GNU time: peak RSS too; the exit code passes through",
    async () => {
      const run = await runScript(["bash", "-c", "exit 4"], true)
      expect(run.code, printed(run)).toBe(4)
      expect(run.timing).toContain("Command exited with non-zero status 4")
      const values = parseCommandTiming(run.timing)
      expect(Object.keys(values).sort()).toEqual(["peak_rss", "sys_cpu", "user_cpu", "wall"])
      expect(values.peak_rss).toBeLessThan(16 * 1024 * 1024)
    },
  )

  test("parser: units, a comma as decimal point, missing keys", () => {
    expect(parseCommandTiming("rss_kb=2048\nwall_s=0.052 user_s=0,010 sys_s=0.001\n")).toEqual({
      wall: 52,
      user_cpu: 10,
      sys_cpu: 1,
      peak_rss: 2048 * 1024,
    })
    expect(parseCommandTiming("")).toEqual({})
  })
})
