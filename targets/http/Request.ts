/** The `request` of a scenario with http targets: what every HTTP load runner sends. */
import { Schema } from "effect"
import { checkHeaders, decodeTimeout, StringMap } from "../Checks.ts"
import type { ScenarioPart } from "../Kind.ts"

export interface Request {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
  /** `request.timeout`; absent: runners/LoadLimits.ts REQUEST_TIMEOUT_MS. */
  readonly timeoutMs?: number
}

const RawRequest = Schema.Struct({
  method: Schema.String,
  path: Schema.String,
  headers: StringMap,
  body: Schema.optional(Schema.Unknown),
  timeout: Schema.optional(Schema.String),
})

const decodeBody = (raw: typeof RawRequest.Type): Request => {
  const body = raw.body
  if (body === undefined) return { method: raw.method, path: raw.path, headers: raw.headers }
  if (typeof body === "string") {
    return { method: raw.method, path: raw.path, headers: raw.headers, body }
  }
  // Structured bodies go out as JSON; the user's own Content-Type wins.
  const hasContentType = Object.keys(raw.headers).some((h) => h.toLowerCase() === "content-type")
  return {
    method: raw.method,
    path: raw.path,
    headers: hasContentType ? raw.headers : { ...raw.headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  }
}

export const requestPart: ScenarioPart<Request, typeof RawRequest.Type> = {
  field: "request",
  needed: "it is what oha sends to",
  only: "is only sent to",
  raw: RawRequest,
  decode: (raw, path, issues) => {
    checkHeaders(raw.headers, [...path, "headers"], issues)
    const request = decodeBody(raw)
    if (raw.timeout === undefined) return request
    const timeoutMs = decodeTimeout(raw.timeout, [...path, "timeout"], issues)
    if (timeoutMs === undefined) return undefined
    return { ...request, timeoutMs }
  },
  secretPaths: [
    ["headers", "*"],
    ["body", "**"],
  ],
  secrets: (request) => [
    { field: "headers", value: request.headers },
    ...(request.body === undefined ? [] : [{ field: "body", value: request.body }]),
  ],
}
