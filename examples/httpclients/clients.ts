/**
 * Six HTTP clients with the same small interface: the global fetch, node:http with a keep-alive
 * agent, undici (a Pool per origin; its RetryAgent for the retry case), and the seed's npm
 * libraries axios, got and ky (each with a keep-alive agent where it takes one). Each parses
 * JSON responses and treats a non-2xx status as an error, so all do the same work. Retries use
 * each library's own policy where it has one (undici, got, ky), withRetry otherwise.
 *
 * undici is imported as "undici/index.js": under Bun, a bare `import "undici"` resolves to Bun's
 * built-in stand-in (its Pool.request does not work and its fetch is Bun's), not the npm package.
 *
 * Retry (GET /flaky): up to 3 attempts on 503, waiting 1 ms, then 2 ms. fetch and node:http use
 * withRetry below; undici uses its own RetryAgent with the same policy.
 */
import http from "node:http"
import axios from "axios"
import got, { HTTPError as GotHttpError } from "got"
import ky, { HTTPError as KyHttpError } from "ky"
import { Pool, RetryAgent } from "undici/index.js"

export interface HttpClient {
  readonly name: string
  getJson(path: string): Promise<unknown>
  postJson(path: string, body: unknown): Promise<unknown>
  /** GET that retries 503 answers per RETRY. */
  getJsonWithRetry(path: string): Promise<unknown>
  close(): Promise<void>
}

export const RETRY = { attempts: 3, firstDelayMs: 1, factor: 2, statuses: [503] } as const

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 200)}`)
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Calls `attempt` until it does not fail with a retryable status, up to RETRY.attempts. */
export const withRetry = async <A>(attempt: () => Promise<A>): Promise<A> => {
  let delay: number = RETRY.firstDelayMs
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      const retryable =
        error instanceof HttpStatusError &&
        (RETRY.statuses as ReadonlyArray<number>).includes(error.status)
      if (!retryable || tries >= RETRY.attempts) throw error
      await sleep(delay)
      delay *= RETRY.factor
    }
  }
}

const JSON_HEADERS = { "content-type": "application/json" }

export const fetchClient = (base: string): HttpClient => {
  const getJson = async (path: string) => {
    const response = await fetch(`${base}${path}`)
    if (!response.ok) throw new HttpStatusError(response.status, await response.text())
    return response.json()
  }
  return {
    name: "fetch",
    getJson,
    async postJson(path, body) {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new HttpStatusError(response.status, await response.text())
      return response.json()
    },
    getJsonWithRetry: (path) => withRetry(() => getJson(path)),
    close: async () => {},
  }
}

export const nodeHttpClient = (base: string): HttpClient => {
  const agent = new http.Agent({ keepAlive: true })
  const origin = new URL(base)
  const send = (method: string, path: string, body?: string) =>
    new Promise<unknown>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          hostname: origin.hostname,
          port: origin.port,
          method,
          path,
          headers:
            body === undefined
              ? {}
              : { ...JSON_HEADERS, "content-length": Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Array<Buffer> = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("error", reject)
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8")
            const status = response.statusCode ?? 0
            if (status < 200 || status > 299) reject(new HttpStatusError(status, text))
            else {
              try {
                resolve(JSON.parse(text))
              } catch (error) {
                reject(error)
              }
            }
          })
        },
      )
      request.on("error", reject)
      request.end(body)
    })
  return {
    name: "node:http",
    getJson: (path) => send("GET", path),
    postJson: (path, body) => send("POST", path, JSON.stringify(body)),
    getJsonWithRetry: (path) => withRetry(() => send("GET", path)),
    close: async () => agent.destroy(),
  }
}

export const undiciClient = (base: string): HttpClient => {
  const pool = new Pool(base)
  const retrying = new RetryAgent(pool, {
    maxRetries: RETRY.attempts - 1,
    minTimeout: RETRY.firstDelayMs,
    timeoutFactor: RETRY.factor,
    maxTimeout: 100,
    statusCodes: [...RETRY.statuses],
    methods: ["GET"],
  })
  const origin = new URL(base).origin
  const read = async (response: {
    statusCode: number
    body: { json(): Promise<unknown>; text(): Promise<string> }
  }) => {
    if (response.statusCode < 200 || response.statusCode > 299) {
      throw new HttpStatusError(response.statusCode, await response.body.text())
    }
    return response.body.json()
  }
  return {
    name: "undici",
    getJson: async (path) => read(await pool.request({ path, method: "GET" })),
    postJson: async (path, body) =>
      read(
        await pool.request({
          path,
          method: "POST",
          headers: JSON_HEADERS,
          body: JSON.stringify(body),
        }),
      ),
    getJsonWithRetry: async (path) => read(await retrying.request({ origin, path, method: "GET" })),
    close: () => pool.close(),
  }
}

export const axiosClient = (base: string): HttpClient => {
  const agent = new http.Agent({ keepAlive: true })
  // Every status resolves; the check below makes non-2xx the same HttpStatusError as elsewhere.
  const api = axios.create({ baseURL: base, httpAgent: agent, validateStatus: () => true })
  const read = (response: { status: number; data: unknown }) => {
    if (response.status < 200 || response.status > 299) {
      throw new HttpStatusError(response.status, JSON.stringify(response.data))
    }
    return response.data
  }
  const getJson = async (path: string) => read(await api.get(path))
  return {
    name: "axios",
    getJson,
    postJson: async (path, body) => read(await api.post(path, body)),
    // axios has no retry of its own (axios-retry is a separate package).
    getJsonWithRetry: (path) => withRetry(() => getJson(path)),
    close: async () => agent.destroy(),
  }
}

/** A got or ky HTTP error as the HttpStatusError the others throw. */
const asStatusError = (error: unknown): unknown =>
  error instanceof GotHttpError
    ? new HttpStatusError(error.response.statusCode, String(error.response.body))
    : error instanceof KyHttpError
      ? new HttpStatusError(error.response.status, error.message)
      : error

const rethrow = async <A>(request: Promise<A>): Promise<A> => {
  try {
    return await request
  } catch (error) {
    throw asStatusError(error)
  }
}

/** The retry delay of RETRY for a 1-based retry count: 1 ms, then 2 ms. */
const retryDelay = (retry: number) => RETRY.firstDelayMs * RETRY.factor ** (retry - 1)

export const gotClient = (base: string): HttpClient => {
  const agent = new http.Agent({ keepAlive: true })
  const api = got.extend({
    prefixUrl: base,
    responseType: "json",
    agent: { http: agent },
    retry: { limit: 0 },
  })
  const path = (p: string) => p.replace(/^\//, "")
  return {
    name: "got",
    getJson: (p) => rethrow(api.get(path(p)).json()),
    postJson: (p, body) => rethrow(api.post(path(p), { json: body }).json()),
    getJsonWithRetry: (p) =>
      rethrow(
        api
          .get(path(p), {
            retry: {
              limit: RETRY.attempts - 1,
              methods: ["GET"],
              statusCodes: [...RETRY.statuses],
              calculateDelay: ({ attemptCount }) => retryDelay(attemptCount),
            },
          })
          .json(),
      ),
    close: async () => agent.destroy(),
  }
}

export const kyClient = (base: string): HttpClient => {
  const api = ky.create({ prefix: base, retry: 0 })
  return {
    name: "ky",
    getJson: (path) => rethrow(api.get(path).json()),
    postJson: (path, body) => rethrow(api.post(path, { json: body }).json()),
    getJsonWithRetry: (path) =>
      rethrow(
        api
          .get(path, {
            retry: {
              limit: RETRY.attempts - 1,
              methods: ["get"],
              statusCodes: [...RETRY.statuses],
              // The 503s carry no Retry-After; without this ky would wait for one.
              afterStatusCodes: [],
              delay: retryDelay,
            },
          })
          .json(),
      ),
    close: async () => {},
  }
}

/**
 * `client` with identical GETs in flight shared: a second getJson of a path already being
 * fetched waits for the first's answer instead of sending its own (the seed's de-duplication).
 */
export const deduplicated = (client: HttpClient): HttpClient => {
  const inFlight = new Map<string, Promise<unknown>>()
  return {
    ...client,
    name: `${client.name} dedup`,
    getJson: (path) => {
      const pending = inFlight.get(path)
      if (pending !== undefined) return pending
      const started = client.getJson(path).finally(() => inFlight.delete(path))
      inFlight.set(path, started)
      return started
    },
  }
}

export const CLIENTS = {
  fetch: fetchClient,
  "node:http": nodeHttpClient,
  undici: undiciClient,
  axios: axiosClient,
  got: gotClient,
  ky: kyClient,
} as const

export type ClientName = keyof typeof CLIENTS
