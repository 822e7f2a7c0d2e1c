/**
 * The real ghz against the real tasks gRPC server (examples/tasks/grpc-server.ts) on loopback:
 * argv → run → decode → metrics, under a second of load in all. Skipped (with the reason
 * printed) when ghz is not installed.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { Either } from "effect"
import { ghzArgs } from "../../../runners/ghz/GhzCommand.ts"
import { classifyGhzFailure } from "../../../runners/ghz/GhzFailure.ts"
import { ghzMetrics, ghzStatusCounts } from "../../../runners/ghz/GhzMetrics.ts"
import { decodeGhzJson } from "../../../runners/ghz/GhzReport.ts"
import type { GrpcConnection } from "../../../targets/grpc/GrpcConnection.ts"
import { GHZ, present, run, startTasksServer, type TasksServer } from "../../support/grpcTools.ts"

const TIMEOUT_MS = 20_000

describe.skipIf(!present("ghz", GHZ))(
  "ghz 0.121 against the tasks gRPC server on 127.0.0.1",
  () => {
    let server: TasksServer
    let target: GrpcConnection

    beforeAll(async () => {
      server = await startTasksServer()
      target = {
        address: server.address,
        tls: { mode: "plaintext" },
        schema: { kind: "reflection" },
        metadata: { "x-request-tag": "ghz" },
      }
    }, TIMEOUT_MS)
    afterAll(async () => {
      expect(await server.stop()).toBe(0)
    })

    test(
      "a 400 ms run gives plausible metrics in the units HTTP uses",
      async () => {
        const args = ghzArgs({
          target,
          call: "tasks.binary.v1.TaskService/ListTasks",
          data: '{"limit":20}',
          concurrency: 4,
          durationMs: 400,
        })
        const result = await run([GHZ, ...args])
        expect({ exitCode: result.exitCode, stderr: result.stderr }).toEqual({
          exitCode: 0,
          stderr: "",
        })
        const report = Either.getOrThrow(decodeGhzJson(result.stdout))
        const metrics = ghzMetrics(report)

        // The wall clock covers about the 400 ms window plus the in-flight calls; not seconds
        // more. ghz starts its clock with the first call, after its own timer: 398 ms was seen.
        expect(report.total / 1e9).toBeGreaterThanOrEqual(0.38)
        expect(report.total / 1e9).toBeLessThan(2)
        expect(report.endReason).toBe("timeout")
        // Loopback and a small list: dozens of calls a second at the very least, on any machine.
        expect(metrics.rps).toBeGreaterThan(20)
        expect(metrics.error_rate).toBe(0)
        const { p50, p90, p95, p99 } = metrics
        for (const value of [metrics.mean, p50, p90, p95, p99, metrics["p99.9"]]) {
          expect(value).toBeGreaterThan(0.001)
          expect(value).toBeLessThan(1000)
        }
        expect(p50).toBeLessThanOrEqual(p90 ?? Number.NaN)
        expect(p90).toBeLessThanOrEqual(p95 ?? Number.NaN)
        expect(p95).toBeLessThanOrEqual(p99 ?? Number.NaN)
        expect(p99).toBeLessThanOrEqual(metrics["p99.9"] ?? Number.NaN)
      },
      TIMEOUT_MS,
    )

    test(
      "count mode with templated data: every call a distinct, valid request",
      async () => {
        const args = ghzArgs({
          target,
          call: "tasks.strings.v1.TaskService/CreateTask",
          data: '{"title":"load {{.RequestNumber}}","priority":"high"}',
          concurrency: 4,
          connections: 2,
          requests: 40,
        })
        const report = Either.getOrThrow(decodeGhzJson((await run([GHZ, ...args])).stdout))
        expect(report.count).toBe(40)
        expect(report.endReason).toBe("normal")
        expect(ghzStatusCounts(report).byCode).toEqual({ OK: 40 })
      },
      TIMEOUT_MS,
    )

    test(
      "server-side failures are counted per status, not a failed run",
      async () => {
        const args = ghzArgs({
          target,
          call: "tasks.binary.v1.TaskService/GetTask",
          data: '{"id":"AAAA"}', // 3 bytes, not 16: INVALID_ARGUMENT
          concurrency: 2,
          requests: 20,
        })
        const report = Either.getOrThrow(decodeGhzJson((await run([GHZ, ...args])).stdout))
        expect(ghzStatusCounts(report).byCode).toEqual({ INVALID_ARGUMENT: 20 })
        const metrics = ghzMetrics(report)
        expect(metrics).toMatchObject({ rps: 0, error_rate: 1 })
        // The status_rate family: every call INVALID_ARGUMENT, no other status.
        expect(metrics["status_rate:INVALID_ARGUMENT"]).toBe(1)
        expect(metrics["status_rate:OK"]).toBe(0)
        expect(metrics["status_rate:UNAVAILABLE"]).toBe(0)
      },
      TIMEOUT_MS,
    )

    test(
      "an unknown method: no report, exit 1, MethodNotFound",
      async () => {
        const args = ghzArgs({
          target,
          call: "tasks.binary.v1.TaskService/ArchiveTask",
          data: "{}",
          concurrency: 1,
          requests: 1,
        })
        const result = await run([GHZ, ...args])
        expect(result.exitCode).toBe(1)
        expect(classifyGhzFailure("ghz", result.exitCode, result.stderr).reason).toBe(
          "MethodNotFound",
        )
      },
      TIMEOUT_MS,
    )
  },
)
