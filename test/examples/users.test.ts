/**
 * The demo users service as real processes: both modes on a free port, the API contract,
 * and the layered front's promise that its backend never outlives it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import type { Subprocess } from "bun"

const SERVER = `${import.meta.dir}/../../examples/users/server.ts`
const TIMEOUT_MS = 5_000
const TEST_TIMEOUT_MS = 10_000

type Mode = "direct" | "layered"

interface Running {
  readonly proc: Subprocess<"ignore", "pipe", "pipe">
  readonly url: string
  /** The layered front's backend child; undefined in direct mode. */
  readonly backendPid: number | undefined
}

/** Every process a test started, killed in afterAll if a test left it running. */
const pids: Array<number> = []

const withTimeout = <A>(promise: Promise<A>, what: string): Promise<A> => {
  let timer: Timer | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${TIMEOUT_MS} ms: ${what}`)),
      TIMEOUT_MS,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Reads `stream` until `pattern` matches, returns group 1, then drains the rest. */
const readUntil = async (stream: ReadableStream<Uint8Array>, pattern: RegExp): Promise<string> => {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ""
  for (;;) {
    const match = pattern.exec(text)?.[1]
    if (match !== undefined) {
      void (async () => {
        while (!(await reader.read()).done) {}
      })().catch(() => {})
      return match
    }
    const chunk = await reader.read()
    if (chunk.done) throw new Error(`stream ended before ${pattern}; output:\n${text}`)
    text += decoder.decode(chunk.value, { stream: true })
  }
}

const start = async (mode: Mode): Promise<Running> => {
  const proc = Bun.spawn({
    cmd: [process.execPath, SERVER, `--mode=${mode}`, "--port=0"],
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  })
  pids.push(proc.pid)
  const [port, backendPid] = await withTimeout(
    Promise.all([
      readUntil(proc.stdout, /^listening on 127\.0\.0\.1:(\d+)$/m),
      mode === "layered"
        ? readUntil(proc.stderr, /users backend pid (\d+)/).then(Number)
        : Promise.resolve(undefined),
    ]),
    `${mode} server to start`,
  )
  if (backendPid !== undefined) pids.push(backendPid)
  return { proc, url: `http://127.0.0.1:${port}`, backendPid }
}

/** Alive and not a zombie (an exited child of a non-reaping init is gone for our purposes). */
const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return true // no /proc (macOS): kill(0) succeeded, so it exists
  }
}

const waitUntilGone = async (pid: number): Promise<boolean> => {
  const deadline = Date.now() + TIMEOUT_MS
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false
    await Bun.sleep(25)
  }
  return true
}

afterAll(() => {
  for (const pid of pids) if (isRunning(pid)) process.kill(pid, "SIGKILL")
})

const call = async (url: string, method = "GET", body?: string) => {
  const res = await fetch(url, body === undefined ? { method } : { method, body })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe.each(["direct", "layered"] as const)("%s mode", (mode) => {
  let server: Running

  beforeAll(async () => {
    server = await start(mode)
  }, TEST_TIMEOUT_MS)

  test("GET /health answers ok", async () => {
    expect(await call(`${server.url}/health`)).toEqual({ status: 200, body: { ok: true } })
  })

  test("the 1000 seeded users are there", async () => {
    for (const id of [1, 42, 1000]) {
      const { status, body } = await call(`${server.url}/users/${id}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({ id, name: `User ${id}`, email: `user${id}@example.com` })
    }
  })

  test("create, get and update a user", async () => {
    const created = await call(
      `${server.url}/users`,
      "POST",
      JSON.stringify({ name: "Ada", email: "ada@example.com" }),
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: "Ada", email: "ada@example.com" })
    const { id, updatedAt } = created.body
    expect(typeof id).toBe("number")
    expect(Number.isNaN(Date.parse(String(updatedAt)))).toBe(false)

    expect(await call(`${server.url}/users/${id}`)).toEqual({ status: 200, body: created.body })

    const updated = await call(
      `${server.url}/users/${id}`,
      "PUT",
      JSON.stringify({ name: "Ada L" }),
    )
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id, name: "Ada L", email: "ada@example.com" })
    expect(Date.parse(String(updated.body.updatedAt))).toBeGreaterThanOrEqual(
      Date.parse(String(updatedAt)),
    )
    expect(await call(`${server.url}/users/${id}`)).toEqual(updated)
  })

  test("unknown users are 404 on GET and PUT", async () => {
    const get = await call(`${server.url}/users/999999`)
    expect(get.status).toBe(404)
    expect(get.body.error).toBeString()
    const put = await call(`${server.url}/users/999999`, "PUT", JSON.stringify({ name: "x" }))
    expect(put.status).toBe(404)
  })

  test.each([
    { why: "not JSON", method: "POST", path: "/users", body: "{not json" },
    { why: "not an object", method: "POST", path: "/users", body: "[]" },
    { why: "no email", method: "POST", path: "/users", body: JSON.stringify({ name: "Ada" }) },
    {
      why: "empty name",
      method: "POST",
      path: "/users",
      body: JSON.stringify({ name: "", email: "a@b.co" }),
    },
    {
      why: "bad email",
      method: "POST",
      path: "/users",
      body: JSON.stringify({ name: "Ada", email: "no-at" }),
    },
    { why: "empty patch", method: "PUT", path: "/users/1", body: JSON.stringify({}) },
    {
      why: "name not a string",
      method: "PUT",
      path: "/users/1",
      body: JSON.stringify({ name: 7 }),
    },
    { why: "id not a number", method: "GET", path: "/users/abc" },
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
      expect(await withTimeout(server.proc.exited, `${mode} server to exit`)).toBe(0)
      if (server.backendPid !== undefined) {
        expect(await waitUntilGone(server.backendPid)).toBe(true)
      }
    },
    TEST_TIMEOUT_MS,
  )
})

describe("layered mode backend", () => {
  test(
    "runs while the front runs and exits when the front is SIGKILLed",
    async () => {
      const { proc, url, backendPid } = await start("layered")
      if (backendPid === undefined) throw new Error("the layered front reported no backend pid")
      expect(isRunning(backendPid)).toBe(true)
      expect((await call(`${url}/users/42`)).status).toBe(200)

      // No signal handler runs on SIGKILL: the backend must notice its stdin pipe closing.
      proc.kill("SIGKILL")
      await withTimeout(proc.exited, "front to die")
      expect(await waitUntilGone(backendPid)).toBe(true)
    },
    TEST_TIMEOUT_MS,
  )
})
