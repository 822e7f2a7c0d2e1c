/**
 * The seed 001 tasks service as real processes: the HTTP API on each backend (in-process,
 * gRPC string schema, gRPC binary schema) answers the same, the gRPC server itself speaks
 * both schemas plus health, and no process outlives the one that started it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { GrpcCallError, tasksClient } from "../../examples/tasks/Grpc.ts"
import { isAlive } from "../support/Processes.ts"
import {
  call,
  killLeftovers,
  type Running,
  refused,
  start,
  TEST_TIMEOUT_MS,
  waitUntilGone,
  withTimeout,
} from "./serverProcess.ts"

const SERVER = `${import.meta.dir}/../../examples/tasks/server.ts`
const GRPC_SERVER = `${import.meta.dir}/../../examples/tasks/grpc-server.ts`
const BACKEND_LINE = /tasks gRPC backend pid (\d+) at (127\.0\.0\.1:\d+)/

const BACKENDS = ["direct", "grpc-string", "grpc-binary"] as const
type Backend = (typeof BACKENDS)[number]

const startApi = (backend: Backend): Promise<Running> =>
  start(
    SERVER,
    [`--backend=${backend}`, "--port=0"],
    backend === "direct" ? undefined : BACKEND_LINE,
  )

const TASK_42 = "00000000-0000-4000-8000-00000000002a"

afterAll(killLeftovers)

describe.each(BACKENDS)("HTTP API, --backend=%s", (backend) => {
  let server: Running

  beforeAll(async () => {
    server = await startApi(backend)
  }, TEST_TIMEOUT_MS)

  test("GET /health answers ok", async () => {
    expect(await call(`${server.url}/health`)).toEqual({ status: 200, body: { ok: true } })
  })

  test("GET /api/tasks: the first 20 seeded tasks, in order, by default", async () => {
    const { status, body } = await call(`${server.url}/api/tasks`)
    expect(status).toBe(200)
    const tasks = body.tasks as Array<Record<string, unknown>>
    expect(tasks).toHaveLength(20)
    expect(tasks[0]).toEqual({
      id: "00000000-0000-4000-8000-000000000001",
      title: "Task 1",
      description: "Seeded task number 1",
      projectId: "00000000-0000-4000-9000-000000000002",
      priority: "medium",
      status: "in_progress",
      dueDate: null,
      createdAt: "2026-01-01T00:01:00.000Z",
      updatedAt: "2026-01-01T00:01:00.000Z",
    })
    expect(tasks[1]).toMatchObject({ title: "Task 2", dueDate: "2026-01-08T00:02:00.000Z" })
    expect((await call(`${server.url}/api/tasks?limit=3`)).body.tasks).toHaveLength(3)
  })

  test("POST /api/tasks creates a task; GET /api/tasks/:id returns it", async () => {
    const created = await call(
      `${server.url}/api/tasks`,
      "POST",
      JSON.stringify({
        title: "Write the spec",
        description: "seed 001",
        projectId: "00000000-0000-4000-9000-000000000003",
        priority: "urgent",
        status: "in_progress",
        dueDate: "2026-06-01T12:00:00Z",
      }),
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      title: "Write the spec",
      description: "seed 001",
      projectId: "00000000-0000-4000-9000-000000000003",
      priority: "urgent",
      status: "in_progress",
      dueDate: "2026-06-01T12:00:00.000Z",
    })
    expect(created.body.createdAt).toBe(created.body.updatedAt)
    expect(await call(`${server.url}/api/tasks/${created.body.id}`)).toEqual({
      status: 200,
      body: created.body,
    })
    // Defaults: medium, todo, no project, no due date.
    const minimal = await call(`${server.url}/api/tasks`, "POST", JSON.stringify({ title: "x" }))
    expect(minimal).toMatchObject({
      status: 201,
      body: { priority: "medium", status: "todo", projectId: null, dueDate: null, description: "" },
    })
  })

  test("GET /api/tasks/:id: a seeded task, an unknown one (404), a bad id (400)", async () => {
    expect(await call(`${server.url}/api/tasks/${TASK_42}`)).toMatchObject({
      status: 200,
      body: { id: TASK_42, title: "Task 42" },
    })
    const missing = await call(`${server.url}/api/tasks/00000000-0000-4000-8000-00000000ffff`)
    expect(missing.status).toBe(404)
    expect(missing.body.error).toBeString()
    expect((await call(`${server.url}/api/tasks/42`)).status).toBe(400)
  })

  test.each([
    { why: "not JSON", path: "/api/tasks", method: "POST", body: "{nope" },
    { why: "no title", path: "/api/tasks", method: "POST", body: "{}" },
    { why: "blank title", path: "/api/tasks", method: "POST", body: '{"title":"  "}' },
    {
      why: "bad priority",
      path: "/api/tasks",
      method: "POST",
      body: '{"title":"t","priority":"soon"}',
    },
    {
      why: "bad status",
      path: "/api/tasks",
      method: "POST",
      body: '{"title":"t","status":"DONE"}',
    },
    {
      why: "bad dueDate",
      path: "/api/tasks",
      method: "POST",
      body: '{"title":"t","dueDate":"tomorrow"}',
    },
    {
      why: "bad projectId",
      path: "/api/tasks",
      method: "POST",
      body: '{"title":"t","projectId":"p1"}',
    },
    { why: "limit 0", path: "/api/tasks?limit=0", method: "GET" },
    { why: "limit 101", path: "/api/tasks?limit=101", method: "GET" },
    { why: "limit not a number", path: "/api/tasks?limit=ten", method: "GET" },
  ])("$method $path ($why) is 400 with a JSON error", async ({ path, method, body }) => {
    const res = await call(`${server.url}${path}`, method, body)
    expect(res.status).toBe(400)
    expect(res.body.error).toBeString()
  })

  test(
    "SIGTERM exits 0 and leaves no process behind",
    async () => {
      server.proc.kill("SIGTERM")
      expect(await withTimeout(server.proc.exited, `${backend} server to exit`)).toBe(0)
      if (server.backend !== undefined) expect(await waitUntilGone(server.backend.pid)).toBe(true)
    },
    TEST_TIMEOUT_MS,
  )
})

describe("every backend answers GET /api/tasks byte for byte the same", () => {
  test(
    "direct, grpc-string and grpc-binary: same JSON for the 100 seeded tasks",
    async () => {
      const servers = await Promise.all(BACKENDS.map(startApi))
      try {
        const bodies = await Promise.all(
          servers.map(async (s) => (await fetch(`${s.url}/api/tasks?limit=100`)).text()),
        )
        expect(bodies[1]).toBe(bodies[0] ?? "")
        expect(bodies[2]).toBe(bodies[0] ?? "")
        expect(JSON.parse(bodies[0] ?? "{}").tasks).toHaveLength(100)
      } finally {
        for (const s of servers) s.proc.kill("SIGTERM")
        await Promise.all(servers.map((s) => s.proc.exited))
      }
    },
    TEST_TIMEOUT_MS,
  )
})

describe("the tasks gRPC server", () => {
  let server: Running

  beforeAll(async () => {
    server = await start(GRPC_SERVER, ["--port=0"])
  }, TEST_TIMEOUT_MS)

  test.each(["strings", "binary"] as const)(
    "%s schema: list, get, create, and its errors as gRPC statuses",
    async (schema) => {
      const client = tasksClient(server.address, schema)
      try {
        expect(await client.healthy()).toBe(true)
        const tasks = await client.list(5)
        expect(tasks.map((t) => t.title)).toEqual([
          "Task 1",
          "Task 2",
          "Task 3",
          "Task 4",
          "Task 5",
        ])
        expect(await client.get(TASK_42)).toMatchObject({
          id: TASK_42,
          title: "Task 42",
          priority: "high",
        })
        const created = await client.create({
          title: `via ${schema}`,
          description: "",
          projectId: null,
          priority: "low",
          status: "done",
          dueDate: Date.UTC(2026, 5, 1),
        })
        expect(created).toMatchObject({ title: `via ${schema}`, priority: "low", status: "done" })
        expect(created.dueDate).toBe(Date.UTC(2026, 5, 1))
        expect(await client.get(created.id)).toEqual(created)

        const failure = (promise: Promise<unknown>) =>
          promise.then(
            () => undefined,
            (error: unknown) => (error instanceof GrpcCallError ? error.code : error),
          )
        expect(await failure(client.list(500))).toBe(3) // INVALID_ARGUMENT
        expect(await failure(client.get("00000000-0000-4000-8000-00000000ffff"))).toBe(5) // NOT_FOUND
        expect(
          await failure(
            client.create({
              title: "",
              description: "",
              projectId: null,
              priority: "low",
              status: "todo",
              dueDate: null,
            }),
          ),
        ).toBe(3)
      } finally {
        client.close()
      }
    },
    TEST_TIMEOUT_MS,
  )

  test(
    "SIGTERM exits 0",
    async () => {
      server.proc.kill("SIGTERM")
      expect(await withTimeout(server.proc.exited, "gRPC server to exit")).toBe(0)
    },
    TEST_TIMEOUT_MS,
  )
})

describe("lifecycle", () => {
  test(
    "the gRPC backend runs while the front runs and exits when the front is SIGKILLed",
    async () => {
      const { proc, url, backend } = await startApi("grpc-binary")
      if (backend === undefined) throw new Error("the front reported no backend pid")
      expect(isAlive(backend.pid)).toBe(true)
      expect((await call(`${url}/api/tasks/${TASK_42}`)).status).toBe(200)

      // No signal handler runs on SIGKILL: the backend must notice its stdin pipe closing.
      proc.kill("SIGKILL")
      await withTimeout(proc.exited, "front to die")
      expect(await waitUntilGone(backend.pid)).toBe(true)
    },
    TEST_TIMEOUT_MS,
  )

  test("bad flags exit 2 with the usage", async () => {
    for (const [script, args] of [
      [SERVER, ["--backend=grpc"]],
      [SERVER, ["--port=0"]],
      [SERVER, ["--backend=direct", "--port=70000"]],
      [GRPC_SERVER, ["--port=x"]],
      [GRPC_SERVER, ["--backend=direct"]],
    ] as const) {
      const { code, stderr } = await refused(script, args)
      expect(code).toBe(2)
      expect(stderr).toContain("usage: bun examples/tasks/")
    }
  })
})
