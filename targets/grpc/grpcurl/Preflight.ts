/**
 * The gRPC preflight: before any load, check with the real grpcurl that the scenario's method
 * exists and that one call with the scenario's request succeeds (and, optionally, that its
 * response contains `expect`). Two grpcurl runs:
 *
 * 1. `describe package.Service.Method` — the method exists in the schema (reflection, protos or
 *    protoset) and is a method; gives its request/response types and streaming.
 * 2. the call, `-vv -emit-defaults -format-error -d JSON` — the smoke call; gives the response
 *    and its exact encoded size (grpcurl's "Estimated response size", proto.Size).
 *
 * Every failure is a tagged error with a reason (GrpcurlError.ts), so the CLI can tell "your spec
 * names a method the server lacks" (exit 2) from "the server is down" (exit 3).
 */
import { Data, Effect } from "effect"
import { spawnCollect } from "../../../core/Spawn.ts"
import type { GrpcConnection } from "../GrpcConnection.ts"
import {
  describeSymbolOf,
  type GrpcurlOptions,
  grpcurlCallArgs,
  grpcurlDescribeArgs,
} from "./GrpcurlCommand.ts"
import { classifyGrpcurlFailure, GrpcurlFailed } from "./GrpcurlError.ts"
import {
  type Described,
  type GrpcurlOutputInvalid,
  parseCall,
  parseDescribe,
} from "./GrpcurlOutput.ts"
import { matchJsonSubset } from "./JsonSubset.ts"

/** The smoke call answered, but not with what `expect` says. */
class ExpectMismatch extends Data.TaggedError("ExpectMismatch")<{
  /** Path of the first mismatch, e.g. `$.tasks[0].status`. */
  readonly path: string
  readonly message: string
  /** The response as grpcurl printed it (protobuf JSON). */
  readonly response: unknown
}> {}

export type PreflightError = GrpcurlFailed | GrpcurlOutputInvalid | ExpectMismatch

export interface PreflightInput {
  readonly target: GrpcConnection
  /** `package.Service/Method`. */
  readonly call: string
  /** The request as JSON text. ghz templates (`{{.RequestNumber}}`) are not expanded here:
   *  the caller renders one concrete request for the smoke call. */
  readonly data: string
  /** A JSON subset the (first) response must contain; see JsonSubset.ts. */
  readonly expect?: unknown
  /** Default: connect timeout 5 s, whole call 15 s. */
  readonly options?: GrpcurlOptions
  /** Send `data` on grpcurl's stdin (`-d @`) rather than its argv: it holds a secret. */
  readonly dataOnStdin?: boolean
}

interface PreflightResult {
  readonly method: NonNullable<Described["method"]>
  /** The first (for a unary method, the only) response, as protobuf JSON. */
  readonly response: unknown
  readonly responseCount: number
  /** Encoded protobuf size of that response in bytes: the gRPC bytes_per_response. */
  readonly responseBytes: number | undefined
}

interface GrpcurlRun {
  readonly exitCode: number
  readonly stdout: string
  readonly stderr: string
}

const DEFAULT_OPTIONS: GrpcurlOptions = { connectTimeoutMs: 5_000, maxTimeMs: 15_000 }

/**
 * The last resort for one grpcurl run: its own `-max-time` (15 s by default) ends a call
 * first; this bounds a grpcurl that hangs before it gets that far.
 */
const GRPCURL_LIMIT_MS = 60_000

/**
 * Runs grpcurl; interruption or the time limit kills it. A binary that does not start, or does
 * not finish, is a ToolFailed.
 */
const runGrpcurl = (
  grpcurl: string,
  args: ReadonlyArray<string>,
  what: string,
  stdin?: string,
): Effect.Effect<GrpcurlRun, GrpcurlFailed> => {
  const toolFailed = (detail: string) =>
    new GrpcurlFailed({
      reason: "ToolFailed",
      message: `${what}: cannot run ${grpcurl}: ${detail}`,
      detail,
      exitCode: -1,
    })
  return spawnCollect(
    [grpcurl, ...args],
    {
      cwd: process.cwd(),
      env: process.env,
      timeoutMs: GRPCURL_LIMIT_MS,
      ...(stdin === undefined ? {} : { stdin }),
    },
    () => toolFailed(`it did not finish within ${GRPCURL_LIMIT_MS / 1000} s`),
    (cause) => toolFailed(cause instanceof Error ? cause.message : String(cause)),
  ).pipe(Effect.map(({ code, stdout, stderr }) => ({ exitCode: code ?? -1, stdout, stderr })))
}

/** A run that must have exited 0; anything else, classified. */
const succeeded = (
  grpcurl: string,
  args: ReadonlyArray<string>,
  what: string,
  stdin?: string,
): Effect.Effect<string, GrpcurlFailed> =>
  runGrpcurl(grpcurl, args, what, stdin).pipe(
    Effect.flatMap((run) =>
      run.exitCode === 0
        ? Effect.succeed(run.stdout)
        : Effect.fail(classifyGrpcurlFailure(what, run.exitCode, run.stderr)),
    ),
  )

export const preflight = (
  grpcurl: string,
  input: PreflightInput,
): Effect.Effect<PreflightResult, PreflightError> =>
  Effect.gen(function* () {
    const options = { ...DEFAULT_OPTIONS, ...input.options }
    const symbol = describeSymbolOf(input.call)

    const describeArgs = grpcurlDescribeArgs(input.target, symbol, options)
    const described = yield* parseDescribe(
      yield* succeeded(grpcurl, describeArgs, `method ${input.call}`),
    )
    if (described.method === undefined) {
      return yield* new GrpcurlFailed({
        reason: "MethodNotFound",
        message: `${input.call}: ${described.symbol} is a ${described.kind}, not a method`,
        detail: described.source,
        exitCode: 0,
      })
    }

    const what = `call ${input.call}`
    const stdout = yield* succeeded(
      grpcurl,
      grpcurlCallArgs({
        target: input.target,
        call: input.call,
        data: input.data,
        options,
        ...(input.dataOnStdin === true ? { dataOnStdin: true } : {}),
      }),
      what,
      input.dataOnStdin === true ? input.data : undefined,
    )
    const output = yield* parseCall(stdout)
    const [response] = output.responses
    if (input.expect !== undefined) {
      const match = matchJsonSubset(input.expect, response ?? null)
      if (!match.ok) {
        return yield* new ExpectMismatch({
          path: match.path,
          message: `${what}: the response does not match expect ${match.message}`,
          response,
        })
      }
    }
    return {
      method: described.method,
      response,
      responseCount: output.responses.length,
      responseBytes: output.responseBytes[0],
    }
  })
