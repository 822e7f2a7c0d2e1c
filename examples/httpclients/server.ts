/**
 * The local server for the HTTP client shoot-out (seed 003).
 *
 *   bun examples/httpclients/server.ts [--port=PORT] [--fail-every=N]
 *
 * Binds 127.0.0.1 only; PORT (default 0: a free one; also from $PORT) is printed once ready as
 * the line `listening on 127.0.0.1:PORT`. Exits 0 on SIGTERM/SIGINT, 2 on bad flags.
 *
 *   GET  /health          200 "ok" (a ready probe)
 *   GET  /json            200, a small JSON document (a user with roles, ~150 bytes)
 *   POST /echo            200, {"received": <the JSON body>}; 400 when the body is not JSON
 *   GET  /flaky?key=K     every Nth request per key (default N=3) answers 503, the others as
 *                         /json — so a client's retry policy runs on every Nth call; give each
 *                         client its own key so they do not share a counter
 */
import { parseArgs } from "node:util"

export const USAGE = "usage: bun examples/httpclients/server.ts [--port=PORT] [--fail-every=N]"

export const DOCUMENT = {
  id: 42,
  name: "Ada Lovelace",
  email: "ada@example.com",
  roles: ["reader", "admin"],
  createdAt: "1843-07-10T00:00:00.000Z",
}

export interface ServerOptions {
  readonly port: number
  readonly failEvery: number
}

const positiveInt = (flag: string, text: string, min: number): number => {
  const value = Number(text)
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`--${flag} must be an integer ≥ ${min}, got ${JSON.stringify(text)}`)
  }
  return value
}

export const parseServerArgs = (
  argv: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>> = {},
): ServerOptions => {
  const { values } = parseArgs({
    args: [...argv],
    options: { port: { type: "string" }, "fail-every": { type: "string" } },
    strict: true,
    allowPositionals: false,
  })
  return {
    port: positiveInt("port", values.port ?? env.PORT ?? "0", 0),
    failEvery: positiveInt("fail-every", values["fail-every"] ?? "3", 2),
  }
}

/** Starts the server; the caller prints the listening line and stops it. */
export const startServer = (options: ServerOptions) => {
  const counters = new Map<string, number>()
  const json = JSON.stringify(DOCUMENT)
  const headers = { "content-type": "application/json" }
  return Bun.serve({
    hostname: "127.0.0.1",
    port: options.port,
    async fetch(request) {
      const url = new URL(request.url)
      if (request.method === "GET" && url.pathname === "/health") return new Response("ok")
      if (request.method === "GET" && url.pathname === "/json")
        return new Response(json, { headers })
      if (request.method === "POST" && url.pathname === "/echo") {
        let received: unknown
        try {
          received = await request.json()
        } catch {
          return Response.json({ error: "body is not JSON" }, { status: 400 })
        }
        return Response.json({ received })
      }
      if (request.method === "GET" && url.pathname === "/flaky") {
        const key = url.searchParams.get("key") ?? ""
        const count = (counters.get(key) ?? 0) + 1
        counters.set(key, count)
        if (count % options.failEvery === 0) {
          return Response.json({ error: "try again" }, { status: 503 })
        }
        return new Response(json, { headers })
      }
      return Response.json({ error: "not found" }, { status: 404 })
    },
  })
}

if (import.meta.main) {
  let options: ServerOptions
  try {
    options = parseServerArgs(Bun.argv.slice(2), process.env)
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    process.exit(2)
  }
  const server = startServer(options)
  const stop = () => {
    void server.stop(true).then(() => process.exit(0))
  }
  process.on("SIGTERM", stop)
  process.on("SIGINT", stop)
  console.log(`listening on 127.0.0.1:${server.port}`)
}
