/**
 * The `call` of a scenario with grpc targets: the unary call ghz loads and grpcurl's preflight
 * checks, with where each of its fields is written (a preflight failure points at the closest).
 */
import { Schema } from "effect"
import type { SourceLocation } from "../../core/Spec.ts"
import { decodeTimeout, StringMap } from "../Checks.ts"
import type { IssueSink, Path } from "../IssueSink.ts"
import type { ScenarioPart } from "../Kind.ts"
import { parseMethodName } from "./GrpcConnection.ts"
import { checkMetadata } from "./Metadata.ts"

export interface GrpcCall {
  /** `package.Service/Method`, as written (a target's `service` may replace the service). */
  readonly method: string
  /** The request as JSON text for ghz; may contain ghz templates. */
  readonly data: string
  /** The concrete request of the preflight's smoke call, JSON text. */
  readonly smoke: string
  readonly metadata: Readonly<Record<string, string>>
  /** A JSON subset the smoke response must contain. */
  readonly expect?: unknown
  /** `call.timeout`; absent: runners/LoadLimits.ts REQUEST_TIMEOUT_MS. */
  readonly timeoutMs?: number
  /** Where `call` and its fields are written; a preflight failure points at the closest. */
  readonly at: {
    readonly call?: SourceLocation
    readonly method?: SourceLocation
    readonly smoke?: SourceLocation
    readonly expect?: SourceLocation
  }
}

const RawCall = Schema.Struct({
  method: Schema.String,
  data: Schema.optional(Schema.Unknown),
  smoke: Schema.optional(Schema.Unknown),
  metadata: StringMap,
  expect: Schema.optional(Schema.Unknown),
  timeout: Schema.optional(Schema.String),
})
type RawCall = typeof RawCall.Type

/** ghz renders Go templates in the request data per call; grpcurl never does. */
const TEMPLATE = /\{\{.*?\}\}/s

/** A request as JSON text: a struct is serialised; a string must already be a JSON object. */
const requestJson = (value: unknown, path: Path, issues: IssueSink): string | undefined => {
  if (typeof value !== "string") return JSON.stringify(value)
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch (error) {
    issues.add(
      path,
      `not JSON (${error instanceof Error ? error.message : String(error)}); ghz templates go inside JSON strings: {"title": "task {{.RequestNumber}}"}`,
    )
    return undefined
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    issues.add(path, "a request message is a JSON object")
    return undefined
  }
  return value
}

/** The smoke call's request: `smoke`, or `data` when it holds no templates. */
const smokeOf = (raw: RawCall, data: string | undefined, path: Path, issues: IssueSink) => {
  if (raw.smoke === undefined) {
    if (data !== undefined && TEMPLATE.test(data)) {
      issues.add(
        [...path, "data"],
        "data holds ghz templates ({{…}}), which the preflight's smoke call (grpcurl) would send as written; add `smoke`, one concrete request",
      )
      return undefined
    }
    return data
  }
  const smoke = requestJson(raw.smoke, [...path, "smoke"], issues)
  if (smoke !== undefined && TEMPLATE.test(smoke)) {
    issues.add(
      [...path, "smoke"],
      "smoke is sent as written (grpcurl renders no templates); give one concrete request",
    )
    return undefined
  }
  return smoke
}

/** Where the call's fields are written. */
const locations = (raw: RawCall, path: Path, issues: IssueSink): GrpcCall["at"] => {
  const at = (field?: string) => issues.at(field === undefined ? path : [...path, field])
  const call = at()
  const method = at("method")
  const smoke = raw.smoke !== undefined ? at("smoke") : raw.data !== undefined ? at("data") : call
  const expect = raw.expect === undefined ? undefined : at("expect")
  return {
    ...(call ? { call } : {}),
    ...(method ? { method } : {}),
    ...(smoke ? { smoke } : {}),
    ...(expect ? { expect } : {}),
  }
}

const decodeCall = (raw: RawCall, path: Path, issues: IssueSink): GrpcCall | undefined => {
  let valid = true
  if (parseMethodName(raw.method) === undefined || !raw.method.includes("/")) {
    issues.add([...path, "method"], `${JSON.stringify(raw.method)} is not package.Service/Method`)
    valid = false
  }
  const data = raw.data === undefined ? "{}" : requestJson(raw.data, [...path, "data"], issues)
  const smoke = smokeOf(raw, data, path, issues)
  checkMetadata(raw.metadata, [...path, "metadata"], issues)
  const timeoutMs =
    raw.timeout === undefined ? undefined : decodeTimeout(raw.timeout, [...path, "timeout"], issues)
  if (raw.timeout !== undefined && timeoutMs === undefined) valid = false
  if (!valid || data === undefined || smoke === undefined) return undefined
  return {
    method: raw.method,
    data,
    smoke,
    metadata: raw.metadata,
    ...(raw.expect === undefined ? {} : { expect: raw.expect }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    at: locations(raw, path, issues),
  }
}

export const callPart: ScenarioPart<GrpcCall, RawCall> = {
  field: "call",
  needed: "it is what ghz calls on",
  only: "is only made to",
  raw: RawCall,
  decode: decodeCall,
  secretPaths: [
    ["data", "**"],
    ["smoke", "**"],
    ["metadata", "*"],
  ],
  secrets: (call) => [
    { field: "data", value: call.data },
    { field: "smoke", value: call.smoke },
    { field: "metadata", value: call.metadata },
  ],
}
