/**
 * Three HTTP clients with the same small interface: the global fetch, node:http with a
 * keep-alive agent, and undici (a Pool per origin; its RetryAgent for the retry case). Each
 * parses JSON responses and treats a non-2xx status as an error, so all three do the same work.
 *
 * undici is imported as "undici/index.js": under Bun, a bare `import "undici"` resolves to Bun's
 * built-in stand-in (its Pool.request does not work and its fetch is Bun's), not the npm package.
 *
 * Retry (GET /flaky): up to 3 attempts on 503, waiting 1 ms, then 2 ms. fetch and node:http use
 * withRetry below; undici uses its own RetryAgent with the same policy.
 */
import http from "node:http"
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

export const CLIENTS = {
  fetch: fetchClient,
  "node:http": nodeHttpClient,
  undici: undiciClient,
} as const

export type ClientName = keyof typeof CLIENTS
