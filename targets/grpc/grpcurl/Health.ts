/**
 * The gRPC health check (grpc.health.v1.Health/Check) with grpcurl, for readiness: a started
 * grpc target with `ready: grpc: "SERVICE"` is ready when Check answers SERVING for SERVICE ("":
 * the whole server).
 *
 * benchgate brings the health service's schema (HEALTH_PROTO, written to a file grpcurl reads
 * with -proto), so the check works whether or not the server offers reflection and whatever the
 * target's own protos are. Check is unary: a server without the health service answers
 * UNIMPLEMENTED, an unknown service NOT_FOUND; both mean "not ready yet" until the timeout.
 */
import type { GrpcConnection } from "../GrpcConnection.ts"
import { type GrpcurlOptions, grpcurlCallArgs } from "./GrpcurlCommand.ts"

/** The file name HEALTH_PROTO is written under, in the directory given to healthCheckArgs. */
export const HEALTH_PROTO_FILE = "grpc_health_v1.proto"

/**
 * grpc.health.v1 as grpc/grpc src/proto/grpc/health/v1/health.proto defines it (Apache 2.0),
 * Check only: what readiness calls.
 */
export const HEALTH_PROTO = `syntax = "proto3";

package grpc.health.v1;

message HealthCheckRequest {
  string service = 1;
}

message HealthCheckResponse {
  enum ServingStatus {
    UNKNOWN = 0;
    SERVING = 1;
    NOT_SERVING = 2;
    SERVICE_UNKNOWN = 3;
  }
  ServingStatus status = 1;
}

service Health {
  rpc Check(HealthCheckRequest) returns (HealthCheckResponse);
}
`

const HEALTH_CHECK_METHOD = "grpc.health.v1.Health/Check"

/** One probe is short: the loop around it retries until the start timeout. */
const HEALTH_PROBE_OPTIONS: GrpcurlOptions = { connectTimeoutMs: 1_000, maxTimeMs: 2_000 }

/**
 * grpcurl's argv for one health check of `service` on `target` (its address, TLS and metadata;
 * its schema is replaced by HEALTH_PROTO in `protoDir`).
 */
export const healthCheckArgs = (
  target: GrpcConnection,
  service: string,
  protoDir: string,
): ReadonlyArray<string> =>
  grpcurlCallArgs({
    target: {
      ...target,
      schema: { kind: "protos", files: [HEALTH_PROTO_FILE], importPaths: [protoDir] },
    },
    call: HEALTH_CHECK_METHOD,
    data: JSON.stringify({ service }),
    verbose: false,
    options: HEALTH_PROBE_OPTIONS,
  })

/** Whether a successful check's output says SERVING. */
export const isServing = (stdout: string): boolean => /"status":\s*"SERVING"/.test(stdout)
