/**
 * Seed 003: HTTP clients against the local server (server.ts), one request per call,
 * interleaved in one process; fetch is the baseline.
 *
 *   HTTPCLIENTS_URL=http://127.0.0.1:PORT bun test ./examples/httpclients/clients.bench.ts
 *
 * The spec starts server.ts as a target and passes its URL in HTTPCLIENTS_URL. Without it, each
 * group starts its own server process (launch.ts) and stops it afterwards.
 */
import { group } from "../../runners/bun/harness.ts"
import { CLIENTS, type ClientName, type HttpClient } from "./clients.ts"
import { launchServer } from "./launch.ts"

interface Setup {
  readonly clients: Readonly<Record<ClientName, HttpClient>>
  readonly stop: () => Promise<void>
}

const NAMES = Object.keys(CLIENTS) as ReadonlyArray<ClientName>

const setup = async (): Promise<Setup> => {
  const given = process.env.HTTPCLIENTS_URL
  const server = given === undefined || given === "" ? await launchServer() : undefined
  const base = (server?.url ?? given ?? "").replace(/\/$/, "")
  const clients = Object.fromEntries(NAMES.map((name) => [name, CLIENTS[name](base)])) as Record<
    ClientName,
    HttpClient
  >
  return {
    clients,
    stop: async () => {
      await Promise.all(NAMES.map((name) => clients[name].close()))
      await server?.stop()
    },
  }
}

const teardown = (s: Setup) => s.stop()

const BODY = { name: "Ada Lovelace", email: "ada@example.com", tags: ["math", "engines"] }

group("GET json", {
  baseline: "fetch",
  setup,
  teardown,
  variants: {
    fetch: (s) => s.clients.fetch.getJson("/json"),
    "node:http": (s) => s.clients["node:http"].getJson("/json"),
    undici: (s) => s.clients.undici.getJson("/json"),
  },
})

group("POST json", {
  baseline: "fetch",
  setup,
  teardown,
  variants: {
    fetch: (s) => s.clients.fetch.postJson("/echo", BODY),
    "node:http": (s) => s.clients["node:http"].postJson("/echo", BODY),
    undici: (s) => s.clients.undici.postJson("/echo", BODY),
  },
})

// Each client has its own /flaky counter, so every third call of each client retries once.
group("GET with retry", {
  baseline: "fetch",
  setup,
  teardown,
  variants: {
    fetch: (s) => s.clients.fetch.getJsonWithRetry("/flaky?key=fetch"),
    "node:http": (s) => s.clients["node:http"].getJsonWithRetry("/flaky?key=node-http"),
    undici: (s) => s.clients.undici.getJsonWithRetry("/flaky?key=undici"),
  },
})
