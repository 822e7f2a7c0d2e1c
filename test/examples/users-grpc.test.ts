/**
 * The users service's gRPC modes as real processes (seed 002's "Layered gRPC"):
 * `--mode=layered-grpc` keeps the HTTP API of the other modes with a gRPC hop behind it, and
 * `--mode=grpc` is that backend on its own. The front's backend never outlives it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { UsersCallError, usersGrpcClient } from "../../examples/users/UsersGrpc.ts"
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

const SERVER = `${import.meta.dir}/../../examples/users/server.ts`
const BACKEND_LINE = /users backend pid (\d+) at (127\.0\.0\.1:\d+) \(gRPC\)/

const startLayeredGrpc = () => start(SERVER, ["--mode=layered-grpc", "--port=0"], BACKEND_LINE)

afterAll(killLeftovers)

describe("--mode=layered-grpc", () => {
  let server: Running

  beforeAll(async () => {
    server = await startLayeredGrpc()
  }, TEST_TIMEOUT_MS)

  test("GET /health answers ok (the backend's gRPC health check)", async () => {
    expect(await call(`${server.url}/health`)).toEqual({ status: 200, body: { ok: true } })
  })

  test("the 1000 seeded users are there", async () => {
    for (const id of [1, 42, 1000]) {
      const { status, body } = await call(`${server.url}/users/${id}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({ id, name: `User ${id}`, email: `user${id}@example.com` })
    }
  })

  test("create, get and update a user, with the JSON shape of the other modes", async () => {
    const created = await call(
      `${server.url}/users`,
      "POST",
      JSON.stringify({ name: "Ada", email: "ada@example.com" }),
    )
    expect(created.status).toBe(201)
    expect(Object.keys(created.body).sort()).toEqual(["email", "id", "name", "updatedAt"])
    const { id } = created.body
    expect(typeof id).toBe("number")
    expect(await call(`${server.url}/users/${id}`)).toEqual({ status: 200, body: created.body })

    const updated = await call(
      `${server.url}/users/${id}`,
      "PUT",
      JSON.stringify({ email: "ada@lovelace.dev" }),
    )
    expect(updated).toMatchObject({
      status: 200,
      body: { id, name: "Ada", email: "ada@lovelace.dev" },
    })
    expect(await call(`${server.url}/users/${id}`)).toEqual(updated)
  })

  test("unknown users are 404 on GET and PUT", async () => {
    const get = await call(`${server.url}/users/999999`)
    expect(get.status).toBe(404)
    expect(get.body.error).toBe("user 999999 not found")
    expect(
      (await call(`${server.url}/users/999999`, "PUT", JSON.stringify({ name: "x" }))).status,
    ).toBe(404)
  })

  test.each([
    { why: "not JSON", method: "POST", path: "/users", body: "{not json" },
    { why: "no email", method: "POST", path: "/users", body: JSON.stringify({ name: "Ada" }) },
    { why: "empty patch", method: "PUT", path: "/users/1", body: JSON.stringify({}) },
    { why: "id zero", method: "GET", path: "/users/0" },
  ])("$method $path ($why) is 400 with a JSON error", async ({ method, path, body }) => {
    const res = await call(`${server.url}${path}`, method, body)
    expect(res.status).toBe(400)
    expect(res.body.error).toBeString()
  })

  test(
    "SIGTERM exits 0 and leaves no process behind",
    async () => {
      server.proc.kill("SIGTERM")
      expect(await withTimeout(server.proc.exited, "layered-grpc front to exit")).toBe(0)
      expect(await waitUntilGone(server.backend?.pid ?? -1)).toBe(true)
    },
    TEST_TIMEOUT_MS,
  )
})

describe("--mode=grpc, the users gRPC service itself", () => {
  let server: Running

  beforeAll(async () => {
    server = await start(SERVER, ["--mode=grpc", "--port=0"])
  }, TEST_TIMEOUT_MS)

  test("users.v1.UserService validates like the HTTP API and answers gRPC statuses", async () => {
    const client = usersGrpcClient(server.address)
    try {
      expect(await client.healthy()).toBe(true)
      expect(await client.get(42)).toMatchObject({ id: 42, name: "User 42" })
      const created = await client.create({ name: "Grace", email: "grace@example.com" })
      expect(await client.update(created.id, { name: "Grace H" })).toMatchObject({
        id: created.id,
        name: "Grace H",
        email: "grace@example.com",
      })
      const code = (promise: Promise<unknown>) =>
        promise.then(
          () => undefined,
          (error: unknown) => (error instanceof UsersCallError ? error.code : error),
        )
      expect(await code(client.get(999_999))).toBe(5) // NOT_FOUND
      expect(await code(client.get(0))).toBe(3) // INVALID_ARGUMENT
      expect(await code(client.create({ name: "", email: "x@example.com" }))).toBe(3)
      expect(await code(client.update(1, {}))).toBe(3)
    } finally {
      client.close()
    }
  })

  test(
    "SIGTERM exits 0",
    async () => {
      server.proc.kill("SIGTERM")
      expect(await withTimeout(server.proc.exited, "users gRPC server to exit")).toBe(0)
    },
    TEST_TIMEOUT_MS,
  )
})

describe("layered-grpc lifecycle", () => {
  test(
    "the backend runs while the front runs and exits when the front is SIGKILLed",
    async () => {
      const { proc, url, backend } = await startLayeredGrpc()
      if (backend === undefined) throw new Error("the front reported no backend pid")
      expect(isAlive(backend.pid)).toBe(true)
      expect((await call(`${url}/users/42`)).status).toBe(200)
      proc.kill("SIGKILL")
      await withTimeout(proc.exited, "front to die")
      expect(await waitUntilGone(backend.pid)).toBe(true)
    },
    TEST_TIMEOUT_MS,
  )

  test("an unknown mode exits 2 and lists the modes", async () => {
    const { code, stderr } = await refused(SERVER, ["--mode=grpc-layered"])
    expect(code).toBe(2)
    expect(stderr).toContain("--mode must be direct, layered, layered-grpc, grpc")
  })
})
