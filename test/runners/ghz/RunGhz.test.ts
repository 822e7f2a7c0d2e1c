/**
 * runners/ghz/RunGhz.ts against the real ghz and the tasks gRPC server: a report larger than a megabyte
 * (one `details` entry per call) is read whole, and a run without a report fails with ghz's
 * classified reason. Skipped when ghz is not installed.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Either } from "effect"
import { runGhz } from "../../../runners/ghz/RunGhz.ts"
import type { GrpcConnection } from "../../../targets/grpc/GrpcConnection.ts"
import { GHZ, present, startTasksServer, type TasksServer } from "../../support/grpcTools.ts"

describe.skipIf(!present("ghz", GHZ))("runGhz", () => {
  let server: TasksServer
  let target: GrpcConnection

  beforeAll(async () => {
    server = await startTasksServer()
    target = {
      address: server.address,
      tls: { mode: "plaintext" },
      schema: { kind: "reflection" },
      metadata: {},
    }
  }, 20_000)
  afterAll(async () => {
    expect(await server.stop()).toBe(0)
  })

  test("12,000 calls: a report over a megabyte, decoded whole", async () => {
    const result = await Effect.runPromise(
      runGhz(
        GHZ,
        "wire",
        {
          target,
          call: "grpc.health.v1.Health/Check",
          data: "{}",
          concurrency: 32,
          connections: 4,
          requests: 12_000,
        },
        process.cwd(),
      ),
    )
    expect(result.values["status_rate:OK"]).toBe(1)
    expect(result.values.error_rate).toBe(0)
    expect(result.values.rps).toBeGreaterThan(0)
    expect(result.values["p99.9"]).toBeGreaterThan(0)
  }, 60_000)

  test("ghz's ticker race (a panic on a starved CPU) is run again, not a failed check", async () => {
    // A ghz that panics as ghz 0.121 does (recorded stderr) the first time it is run, then is
    // the real ghz.
    const dir = mkdtempSync(join(tmpdir(), "benchgate-ghz-race-"))
    try {
      const marker = join(dir, "panicked")
      const wrapper = join(dir, "ghz")
      writeFileSync(
        wrapper,
        `#!/bin/sh
if [ ! -e ${JSON.stringify(marker)} ]; then
  : > ${JSON.stringify(marker)}
  cat ${JSON.stringify(join(import.meta.dir, "../../fixtures/ghz/ticker-race.txt"))} >&2
  exit 2
fi
exec ${JSON.stringify(GHZ)} "$@"
`,
        { mode: 0o755 },
      )
      const result = await Effect.runPromise(
        runGhz(
          wrapper,
          "wire",
          { target, call: "grpc.health.v1.Health/Check", data: "{}", concurrency: 1, requests: 5 },
          process.cwd(),
        ),
      )
      expect(existsSync(marker)).toBe(true)
      expect(result.values["status_rate:OK"]).toBe(1)

      // Another panic is a failed run, not run again.
      const runs = join(dir, "runs")
      const otherPanic = join(dir, "ghz-other-panic")
      writeFileSync(
        otherPanic,
        `#!/bin/sh
echo run >> ${JSON.stringify(runs)}
echo "panic: runtime error: index out of range" >&2
exit 2
`,
        { mode: 0o755 },
      )
      const failed = await Effect.runPromise(
        Effect.either(
          runGhz(
            otherPanic,
            "wire",
            {
              target,
              call: "grpc.health.v1.Health/Check",
              data: "{}",
              concurrency: 1,
              requests: 5,
            },
            process.cwd(),
          ),
        ),
      )
      expect(Either.isLeft(failed)).toBe(true)
      expect(readFileSync(runs, "utf8")).toBe("run\n")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  test("no report: the reason ghz gave, as a RunnerFailed", async () => {
    const result = await Effect.runPromise(
      Effect.either(
        runGhz(
          GHZ,
          "wire",
          {
            target,
            call: "tasks.binary.v1.TaskService/ArchiveTask",
            data: "{}",
            concurrency: 1,
            requests: 1,
          },
          process.cwd(),
        ),
      ),
    )
    if (Either.isRight(result)) throw new Error("expected a failure")
    expect(result.left._tag).toBe("RunnerFailed")
    expect(result.left.message).toStartWith(
      `ghz against target "wire" failed: tasks.binary.v1.TaskService/ArchiveTask at ${server.address}: `,
    )
  }, 20_000)
})
