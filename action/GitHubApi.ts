/**
 * The few GitHub REST calls the action makes, over Node's fetch: no Octokit, so the committed
 * bundle stays small and readable. The base URL is GITHUB_API_URL (GitHub Enterprise Server and
 * the tests' loopback stand-in set it); pagination follows the `Link: <…>; rel="next"` header,
 * only to the same origin, so a token is never sent anywhere else.
 */
import { Either, Schema } from "effect"
import { type DataInvalid, decodeJson } from "../core/OutsideData.ts"

export class ApiError extends Error {
  readonly _tag = "ApiError"
  override readonly name = "ApiError"
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    detail: string,
  ) {
    super(`GitHub API ${method} ${path} answered ${status}${detail === "" ? "" : `: ${detail}`}`)
  }
}

interface ApiOptions {
  /** e.g. https://api.github.com (GITHUB_API_URL). */
  readonly baseUrl: string
  readonly token: string
  readonly timeoutMs?: number
}

/** The `next` URL of a Link header, if any. */
export const nextLink = (link: string | null): string | undefined => {
  if (!link) return undefined
  for (const part of link.split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part)
    if (match?.[1]) return match[1]
  }
  return undefined
}

/** An answer GitHub gave in a shape the action cannot read: named as an ApiError, by its field. */
const decoded = async <A>(
  decode: (text: string) => Either.Either<A, DataInvalid>,
  method: string,
  url: URL,
  response: Response,
): Promise<A> =>
  Either.getOrThrowWith(
    decode(await response.text()),
    (invalid) =>
      new ApiError(method, url.pathname, response.status, `unexpected answer: ${invalid.message}`),
  )

export class GitHubApi {
  private readonly base: URL

  constructor(private readonly options: ApiOptions) {
    if (options.token === "") {
      throw new ApiError("-", "-", 0, "no token: set the action's token input")
    }
    this.base = new URL(options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`)
  }

  private url(path: string): URL {
    return new URL(path.replace(/^\//, ""), this.base)
  }

  private async send(method: string, url: URL, body?: unknown): Promise<Response> {
    if (url.origin !== this.base.origin) {
      throw new ApiError(method, url.pathname, 0, `refusing to send the token to ${url.origin}`)
    }
    const response = await fetch(url, {
      method,
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${this.options.token}`,
        "user-agent": "benchgate-action",
        "x-github-api-version": "2022-11-28",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    })
    if (!response.ok) {
      const text = await response.text().catch(() => "")
      let detail = text.slice(0, 300)
      try {
        const message = (JSON.parse(text) as { message?: unknown }).message
        if (typeof message === "string") detail = message
      } catch {
        // not JSON: keep the text
      }
      throw new ApiError(method, url.pathname, response.status, detail)
    }
    return response
  }

  /** The answer, decoded by `schema` (action/GitHubData.ts); ApiError naming the field if not. */
  async request<A, I>(
    schema: Schema.Schema<A, I>,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<A> {
    const url = this.url(path)
    const response = await this.send(method, url, body)
    return decoded(decodeJson(schema), method, url, response)
  }

  /** A write whose answer the action does not read (read to its end, so the connection is free). */
  async write(method: string, path: string, body?: unknown): Promise<void> {
    await (await this.send(method, this.url(path), body)).text()
  }

  /** Every item of a list endpoint, page by page (100 per page), lazily. */
  async *paginate<A, I>(schema: Schema.Schema<A, I>, path: string): AsyncGenerator<A> {
    const page = decodeJson(Schema.Array(schema))
    const first = this.url(path)
    first.searchParams.set("per_page", "100")
    let url: URL | undefined = first
    while (url !== undefined) {
      const response = await this.send("GET", url)
      yield* await decoded(page, "GET", url, response)
      const next = nextLink(response.headers.get("link"))
      url = next === undefined ? undefined : new URL(next)
    }
  }
}
