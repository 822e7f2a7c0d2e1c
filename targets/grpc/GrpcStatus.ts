/**
 * gRPC status codes under their three spellings:
 * - the number on the wire (`14`), also grpcurl's exit code minus 64;
 * - the canonical name (`UNAVAILABLE`), as in grpc/grpc doc/statuscodes.md — benchgate's name
 *   for a code everywhere (metric names, reports);
 * - Go's `codes.Code.String()` (`Unavailable`), which ghz writes as statusCodeDistribution
 *   keys and grpcurl prints after "Code:". Note CANCELLED is `Canceled` in Go.
 */

import { statusRateMetric } from "../../core/Metric.ts"

export const GRPC_CODES = [
  "OK",
  "CANCELLED",
  "UNKNOWN",
  "INVALID_ARGUMENT",
  "DEADLINE_EXCEEDED",
  "NOT_FOUND",
  "ALREADY_EXISTS",
  "PERMISSION_DENIED",
  "RESOURCE_EXHAUSTED",
  "FAILED_PRECONDITION",
  "ABORTED",
  "OUT_OF_RANGE",
  "UNIMPLEMENTED",
  "INTERNAL",
  "UNAVAILABLE",
  "DATA_LOSS",
  "UNAUTHENTICATED",
] as const

/** A canonical status name; its index in GRPC_CODES is its number. */
export type GrpcCode = (typeof GRPC_CODES)[number]

const isGrpcCode = (name: string): name is GrpcCode =>
  (GRPC_CODES as ReadonlyArray<string>).includes(name)

/** 14 → UNAVAILABLE; undefined outside 0..16. */
export const grpcCodeOfNumber = (code: number): GrpcCode | undefined => GRPC_CODES[code]

/** Go's spelling: UNAVAILABLE → Unavailable, CANCELLED → Canceled. */
const goCodeName = (code: GrpcCode): string =>
  code === "CANCELLED"
    ? "Canceled"
    : code === "OK"
      ? "OK"
      : code
          .toLowerCase()
          .split("_")
          .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
          .join("")

const FROM_GO: ReadonlyMap<string, GrpcCode> = new Map(GRPC_CODES.map((c) => [goCodeName(c), c]))

/**
 * Any spelling a tool prints → the canonical name: Go's (`DeadlineExceeded`), the canonical one,
 * or a number in Go's fallback form `Code(17)`. Undefined for anything else.
 */
export const grpcCodeOf = (text: string): GrpcCode | undefined => {
  if (isGrpcCode(text)) return text
  const go = FROM_GO.get(text)
  if (go !== undefined) return go
  const numbered = /^Code\((\d+)\)$/.exec(text)?.[1]
  return numbered === undefined ? undefined : grpcCodeOfNumber(Number(numbered))
}

/** Why `name` is no canonical code, with the canonical spelling when it is another spelling. */
export const grpcCodeProblem = (name: string): string => {
  const upper = name.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()
  const hint = isGrpcCode(upper)
    ? `; write ${statusRateMetric(upper)}`
    : upper === "CANCELED"
      ? `; write ${statusRateMetric("CANCELLED")}`
      : ""
  return `"${name}" is not a canonical gRPC status code (${GRPC_CODES.join(", ")})${hint}`
}
