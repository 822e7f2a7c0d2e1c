/**
 * The grpc kind's readiness (`start: ready: grpc: SERVICE`): a started server is ready once
 * the standard health check, made with grpcurl (./grpcurl/Health.ts), answers SERVING for
 * SERVICE ("": the whole server). The run makes it (run/Readiness.ts), scripts call the shell
 * function below (compiler/Emit.ts).
 */
import type { HealthCheck } from "../Kind.ts"
import type { GrpcConnection } from "./GrpcConnection.ts"
import { HEALTH_PROTO, HEALTH_PROTO_FILE, healthCheckArgs, isServing } from "./grpcurl/Health.ts"

/** The scripts' health check, after prelude.sh's wait_ready. */
const WAIT_GRPC_HEALTH = [
  "# wait_grpc_health LABEL TIMEOUT_S PID LOG DIR GRPCURL_ARGS…: the health check answers SERVING",
  '# (grpcurl runs in DIR, or the spec\'s directory when DIR is "": TLS files are relative to it).',
  "wait_grpc_health() {",
  "  local label=$1 deadline=$((SECONDS + $2)) pid=$3 log=$4 dir=$5 answer",
  "  shift 5",
  '  [ -n "$dir" ] || dir=$spec_dir',
  "  while :; do",
  '    answer=$(cd -- "$dir" && "$grpcurl" "$@" 2>&1) || true',
  '    [[ "$answer" == *\'"SERVING"\'* ]] && return 0',
  '    if ! kill -0 "$pid" 2>/dev/null; then',
  '      echo "$label exited before its health check answered SERVING; last lines of its log:" >&2',
  '      tail -n 20 "$log" >&2',
  "      exit 3",
  "    fi",
  '    if [ "$SECONDS" -ge "$deadline" ]; then',
  '      echo "$label: the health check did not answer SERVING within $2 s; last answer: $answer" >&2',
  "      exit 3",
  "    fi",
  "    sleep 0.1",
  "  done",
  "}",
].join("\n")

/** The health check of the server `connection` reaches, asked about `service`. */
export const grpcHealthCheck = (connection: GrpcConnection, service: string): HealthCheck => ({
  tool: { name: "grpcurl", variable: "grpcurl", override: "GRPCURL" },
  waitsFor: `the gRPC health check answered SERVING for ${service === "" ? "the server" : `service ${service}`}`,
  file: { name: HEALTH_PROTO_FILE, content: HEALTH_PROTO },
  args: (address, fileDir) => healthCheckArgs({ ...connection, address }, service, fileDir),
  ready: isServing,
  script: {
    name: "wait_grpc_health",
    definition: WAIT_GRPC_HEALTH,
    fileDir: `"$out/grpc-health"`,
    delimiter: "BENCHGATE_HEALTH_PROTO",
  },
})
