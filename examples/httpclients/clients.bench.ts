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
import { CLIENTS, type ClientName, deduplicated, type HttpClient } from "./clients.ts"
import { launchServer } from "./launch.ts"

interface Setup {
  readonly clients: Readonly<Record<ClientName, HttpClient>>
  /** fetch with identical GETs in flight shared (the seed's de-duplication). */
  readonly fetchDedup: HttpClient
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
    fetchDedup: deduplicated(CLIENTS.fetch(base)),
    stop: async () => {
      await Promise.all(NAMES.map((name) => clients[name].close()))
      await server?.stop()
    },
  }
}

const teardown = (s: Setup) => s.stop()

const BODY = { name: "Ada Lovelace", email: "ada@example.com", tags: ["math", "engines"] }

/** One variant per client, each calling `call` with its client. */
const each = (call: (client: HttpClient, name: ClientName) => Promise<unknown>) =>
  Object.fromEntries(
    NAMES.map((name) => [name, (s: Setup) => call(s.clients[name], name)]),
  ) as Record<ClientName, (s: Setup) => Promise<unknown>>

group("GET json", {
  baseline: "fetch",
  setup,
  teardown,
  variants: each((client) => client.getJson("/json")),
})

group("POST json", {
  baseline: "fetch",
  setup,
  teardown,
  variants: each((client) => client.postJson("/echo", BODY)),
})

// Each client has its own /flaky counter, so every third call of each client retries once.
group("GET with retry", {
  baseline: "fetch",
  setup,
  teardown,
  variants: each((client, name) =>
    client.getJsonWithRetry(`/flaky?key=${encodeURIComponent(name)}`),
  ),
})

// The seed's "cache + dedup" case: ten identical GETs at once. Each client sends ten; fetch with
// de-duplication sends one and shares its answer.
const PARALLEL = 10
const tenAtOnce = (client: HttpClient) =>
  Promise.all(Array.from({ length: PARALLEL }, () => client.getJson("/json")))

group("10 parallel GETs", {
  baseline: "fetch",
  setup,
  teardown,
  variants: {
    ...each((client) => tenAtOnce(client)),
    "fetch dedup": (s) => tenAtOnce(s.fetchDedup),
  },
})
