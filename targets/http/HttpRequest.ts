/**
 * The request an HTTP scenario sends to one target, as every HTTP load runner builds it: the
 * target's URL joined with the scenario's path, the target's headers overridden by the
 * scenario's, and the body if any.
 */
import type { Scenario } from "../Spec.ts"
import type { HttpTarget } from "./HttpTarget.ts"

interface HttpRequest {
  readonly url: string
  readonly method: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
  readonly timeoutMs?: number
}

/** `base` without trailing slashes, then `path` (which starts with one). */
const joinUrl = (base: string, path: string): string => base.replace(/\/+$/, "") + path

export const httpRequest = (target: HttpTarget, scenario: Scenario): HttpRequest => {
  const request = scenario.request
  // decode requires a request of every scenario with http targets; reaching this is a bug.
  if (!request) throw new Error(`plan: scenario "${scenario.name}" has http targets but no request`)
  return {
    url: joinUrl(target.url, request.path),
    method: request.method,
    headers: { ...target.headers, ...request.headers },
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(request.timeoutMs === undefined ? {} : { timeoutMs: request.timeoutMs }),
  }
}
