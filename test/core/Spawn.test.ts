/**
 * core/Spawn.ts, the one way benchgate runs a program to its end, with real processes: stdin
 * delivered, the tail of long output kept, exit codes reported rather than thrown, and the
 * whole process group — a grandchild included — gone after a time limit or an interruption.
 */
import { describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Either, Fiber } from "effect"
import { spawnCollect } from "../../core/Spawn.ts"

const options = { cwd: tmpdir(), env: process.env, timeoutMs: 10_000 }
const run = (
  argv: ReadonlyArray<string>,
  extra: Partial<typeof options> & { stdin?: string; keepChars?: number } = {},
) =>
  Effect.runPromise(
    Effect.either(
      spawnCollect(
        argv,
        { ...options, ...extra },
        () => "timed out" as const,
        (cause) => String(cause),
      ),
    ),
  )

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Starts `sh` that backgrounds a long sleep (a grandchild) and records its pid. */
const grandchildScript = (pidFile: string) => [
  "sh",
  "-c",
  `sleep 30 & echo $! > '${pidFile}'; wait`,
]

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms
  while (!check() && Date.now() < until) await Bun.sleep(20)
  return check()
}

describe("spawnCollect", () => {
  test("delivers stdin and collects stdout, stderr and the exit code", async () => {
    const result = await run(["sh", "-c", "cat; echo err >&2; exit 3"], { stdin: "a secret\n" })
    if (Either.isLeft(result)) throw new Error(result.left)
    expect(result.right).toMatchObject({ code: 3, stdout: "a secret\n", stderr: "err\n" })
  })

  test("keeps the end of output beyond its cap", async () => {
    const result = await run(["sh", "-c", "seq 1 100000"], { keepChars: 100 })
    if (Either.isLeft(result)) throw new Error(result.left)
    expect(result.right.stdout.length).toBe(100)
    expect(result.right.stdout.endsWith("99999\n100000\n")).toBe(true)
  })

  test("a program that cannot start fails with the start error", async () => {
    const result = await run(["/nonexistent/program"])
    expect(Either.isLeft(result) && result.left !== "timed out").toBe(true)
  })

  test("the time limit kills the whole group, a grandchild included", async () => {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-spawn-"))
    try {
      const pidFile = join(dir, "pid")
      const result = await run(grandchildScript(pidFile), { timeoutMs: 500 })
      expect(result).toEqual(Either.left("timed out"))
      const grandchild = Number(readFileSync(pidFile, "utf8"))
      expect(await waitFor(() => !alive(grandchild))).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test("interruption kills the whole group", async () => {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-spawn-"))
    try {
      const pidFile = join(dir, "pid")
      const fiber = Effect.runFork(
        spawnCollect(grandchildScript(pidFile), options, () => "timed out", String),
      )
      expect(await waitFor(() => (Bun.file(pidFile).size ?? 0) > 0)).toBe(true)
      const grandchild = Number(readFileSync(pidFile, "utf8"))
      expect(alive(grandchild)).toBe(true)
      await Effect.runPromise(Fiber.interrupt(fiber))
      expect(await waitFor(() => !alive(grandchild))).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
