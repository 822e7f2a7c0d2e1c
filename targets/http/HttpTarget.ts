/**
 * The http kind: an HTTP service, loaded by oha unless the target names another runner, with a
 * scenario's `request` (targets/http/Request.ts). benchgate starts it when it has `start`.
 */
import { Schema } from "effect"
import type { StartCommand, TargetBase } from "../../core/Spec.ts"
import {
  checkHeaders,
  checkPortNeedsStart,
  checkUrl,
  decodeServerStart,
  StringMap,
} from "../Checks.ts"
import type { TargetKind } from "../Kind.ts"
import { SERVICE_UNCOUNTED, serverAt, startDirectory, startSecrets } from "../Server.ts"
import { type Request, requestPart } from "./Request.ts"
import SCHEMA from "./schema.cue" with { type: "text" }

export interface HttpTarget extends TargetBase {
  readonly kind: "http"
  /** May contain `{port}`, replaced by the port allocated for this target at run time. */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly start?: StartCommand
}

const RawHttp = Schema.Struct({ url: Schema.String, headers: StringMap })

export const httpKind: TargetKind<HttpTarget, typeof RawHttp.Type, never, Request> = {
  name: "http",
  schema: SCHEMA,
  raw: RawHttp,
  decode(http, { name, path, start, issues }) {
    checkUrl(http.url, [...path, "url"], issues)
    checkHeaders(http.headers, [...path, "headers"], issues)
    const endpoint = { value: http.url, path: [...path, "url"] }
    checkPortNeedsStart(endpoint, start, issues)
    const target: HttpTarget = { kind: "http", name, url: http.url, headers: http.headers }
    const decoded = decodeServerStart(endpoint, start, path.slice(0, -1), issues, "http")
    if (decoded === null) return undefined
    return decoded === undefined ? target : { ...target, start: decoded }
  },
  startable: true,
  uncounted: SERVICE_UNCOUNTED,
  secretPaths: [
    ["http", "url"],
    ["http", "headers", "*"],
    ["start", "env", "*"],
  ],
  secrets: (target) => [
    { field: "http.url", value: target.url },
    { field: "http.headers", value: target.headers },
    ...startSecrets(target),
  ],
  serviceValues: () => [],
  workingDirectory: startDirectory,
  server: (target) => serverAt(target, target.url, "url"),
  scenarioPart: requestPart,
  tools: [],
}
