/**
 * The gRPC preflight of a check, before any load of any spec: for each spec with grpc
 * scenarios, its services and the grpc targets those scenarios measure are started (in a scope
 * of their own, stopped before the load starts them again), and once they are ready, each
 * scenario's call is checked on each of its grpc targets with the real grpcurl
 * (runners/grpcurl/Preflight.ts): the method is described (reflection, or the target's protos
 * or protoset), one smoke call is made with the scenario's `smoke` request, and its response
 * must contain `expect`.
 *
 * Every check runs, and every failure is reported at once, located at the spec field it is
 * about (`call.method` for a method the server lacks, `call.smoke`/`call.data` for a request
 * that does not fit, `call.expect` for a mismatch, `call` otherwise):
 * - the spec does not fit the server (MethodNotFound, BadRequestField, NoSchema, a streaming
 *   method, ExpectMismatch): PreflightInvalid, exit 2;
 * - the server could not answer (Unreachable, CallFailed: a non-OK status, a tool failure):
 *   PreflightFailed, exit 3.
 * A target that does not start or never gets ready fails as it would in the load (TargetFailed,
 * exit 3).
 *
 * The smoke response's encoded size (grpcurl -vv, proto.Size) is the target's
 * bytes_per_response for the scenario: deterministic, measured once.
 *
 * Smoke calls go to a separate start of each target, so what they do (a CreateTask) is not in
 * the state the load measures; a target without `start` is the running server itself.
 */
import { Data, Effect } from "effect"
import { formatIssue, type Issue } from "../compiler/Issue.ts"
import type { SpecPlan } from "../compiler/Plan.ts"
import { ExitCode } from "../core/ExitCode.ts"
import type { MetricValues } from "../core/Metric.ts"
import { requireSecrets, type SecretMissing, withSecrets } from "../core/Secrets.ts"
import type { SourceLocation } from "../core/Spec.ts"
import { fillPort, hasEnvRef } from "../core/Templates.ts"
import { type PreflightError, preflight } from "../runners/grpcurl/Preflight.ts"
import { serverOf } from "../targets/Registry.ts"
import { specSecrets } from "../targets/Secrets.ts"
import { type PreflightCheck, preflightChecks } from "../targets/SpecNeeds.ts"
import { resolveForGrpcurl } from "./GrpcPaths.ts"
import type { TargetFailed } from "./TargetFailed.ts"
import { startService, startTarget } from "./TargetProcess.ts"

/** One failed check, located in its spec. */
interface PreflightProblem {
  readonly file: string
  readonly location?: SourceLocation
  readonly scenario: string
  readonly target: string
  /** Whether the spec is at fault (exit 2) rather than the run (exit 3). */
  readonly invalid: boolean
  /** One line: what failed, in the spec's terms. */
  readonly message: string
  /** What grpcurl said, when it said something else than the message. */
  readonly detail?: string
}

const describeProblems = (problems: ReadonlyArray<PreflightProblem>): string =>
  problems
    .map((problem) => {
      const issue: Issue = {
        file: problem.file,
        ...(problem.location === undefined
          ? {}
          : { line: problem.location.line, column: problem.location.column }),
        path: problem.location?.path ?? "",
        message: `target "${problem.target}": ${problem.message}`,
      }
      const detail =
        problem.detail === undefined || problem.detail === ""
          ? ""
          : `\n${problem.detail.replace(/^/gm, "  | ")}`
      return `${formatIssue(issue)}${detail}`
    })
    .join("\n")

/** The spec does not fit the server: a method, field or schema it lacks, or an unexpected
 *  response. Exit code 2. */
export class PreflightInvalid extends Data.TaggedError("PreflightInvalid")<{
  readonly problems: ReadonlyArray<PreflightProblem>
}> {
  /** Exit code 2. */
  get exitCode() {
    return ExitCode.Invalid
  }
  override get message() {
    return describeProblems(this.problems)
  }
}

/** The server could not answer the preflight (unreachable, a failed call). Exit code 3. */
export class PreflightFailed extends Data.TaggedError("PreflightFailed")<{
  readonly problems: ReadonlyArray<PreflightProblem>
}> {
  /** Exit code 3. */
  get exitCode() {
    return ExitCode.RunFailed
  }
  override get message() {
    return describeProblems(this.problems)
  }
}

interface PreflightOptions {
  readonly grpcurl: string
  readonly logDir: string
  /** Before targets start, and before each check. */
  readonly onProgress: (event: PreflightProgress) => void
}

export type PreflightProgress =
  | { readonly kind: "starting"; readonly spec: string; readonly targets: ReadonlyArray<string> }
  | {
      readonly kind: "check"
      readonly spec: string
      readonly scenario: string
      readonly target: string
    }

/**
 * What a preflight measured of a target in a scenario that its runner's tool cannot (a gRPC
 * smoke response's encoded size, bytes_per_response: ghz does not see message sizes), by
 * preflightKey(scenario, target): the run adds it to each of the target's rounds.
 */
export type PreflightFigures = ReadonlyMap<string, MetricValues>

/** The key of a preflight's figures: one scenario's call on one target. */
export const preflightKey = (scenario: string, target: string): string =>
  JSON.stringify([scenario, target])

interface PreflightOutcome {
  /** Per spec (by name), what its preflight measured. */
  readonly figures: ReadonlyMap<string, PreflightFigures>
  /** How many checks ran. */
  readonly checks: number
}

/** A failure → whether it is the spec's, the field it is about, and what to say. */
const problemOf = (
  error: PreflightError,
): {
  readonly invalid: boolean
  readonly field: "method" | "smoke" | "expect" | "call"
  readonly message: string
  readonly detail?: string
} => {
  switch (error._tag) {
    case "ExpectMismatch":
      return {
        invalid: true,
        field: "expect",
        message: error.message,
        detail: `response: ${JSON.stringify(error.response)}`,
      }
    case "GrpcurlOutputInvalid":
      return { invalid: false, field: "call", message: error.message }
    case "GrpcurlFailed": {
      const detail = error.detail === "" ? {} : { detail: `grpcurl: ${error.detail}` }
      switch (error.reason) {
        case "MethodNotFound":
          return { invalid: true, field: "method", message: error.message, ...detail }
        case "BadRequestField":
          return { invalid: true, field: "smoke", message: error.message, ...detail }
        case "NoSchema":
          return { invalid: true, field: "call", message: error.message, ...detail }
        case "Unreachable":
        case "CallFailed":
        case "ToolFailed":
          return { invalid: false, field: "call", message: error.message, ...detail }
      }
    }
  }
}

const locationOf = (
  at: PreflightCheck["at"],
  field: "method" | "smoke" | "expect" | "call",
): SourceLocation | undefined => (field === "call" ? at.call : (at[field] ?? at.call))

/**
 * Starts the spec's services, then the grpc targets the checks are made on (each as the server
 * benchgate reaches), in the caller's scope; the port of each target by name.
 */
const startChecked = (
  plan: SpecPlan,
  checks: ReadonlyArray<PreflightCheck>,
  options: PreflightOptions,
) =>
  Effect.gen(function* () {
    const names = new Set(checks.map((c) => c.target))
    const targets = plan.targets.flatMap((t) => (names.has(t.name) ? (serverOf(t) ?? []) : []))
    options.onProgress({
      kind: "starting",
      spec: plan.spec.name,
      targets: [...plan.services.map((s) => `service ${s.name}`), ...targets.map((t) => t.name)],
    })
    // Services first: a target may need one as soon as it starts.
    yield* Effect.forEach(plan.services, (service) => startService(plan, service, options.logDir), {
      concurrency: "unbounded",
    })
    const started = yield* Effect.forEach(
      targets,
      (target) => startTarget(plan, target, options.logDir, options.grpcurl),
      { concurrency: "unbounded" },
    )
    return new Map(started.map((t) => [t.name, t.port]))
  })

/** One check's smoke call: the problem it found, or the response's encoded size. */
const checkCall = (
  plan: SpecPlan,
  check: PreflightCheck,
  ports: ReadonlyMap<string, number | undefined>,
  grpcurl: string,
): Effect.Effect<{ readonly problem?: PreflightProblem; readonly bytes?: number }> =>
  Effect.gen(function* () {
    const connection = resolveForGrpcurl(
      {
        ...check.connection,
        address: fillPort(check.connection.address, ports.get(check.target)),
      },
      check.dir ?? plan.dir,
    )
    const result = yield* Effect.either(
      preflight(grpcurl, {
        target: connection,
        call: check.method,
        data: withSecrets(check.smoke),
        ...(hasEnvRef(check.smoke) ? { dataOnStdin: true } : {}),
        ...(check.expect === undefined ? {} : { expect: check.expect }),
      }),
    )
    const base = { file: plan.spec.file, scenario: check.scenario, target: check.target }
    if (result._tag === "Left") {
      const { field, ...problem } = problemOf(result.left)
      const location = locationOf(check.at, field)
      return { problem: { ...base, ...problem, ...(location ? { location } : {}) } }
    }
    const { method, responseBytes: bytes } = result.right
    if (method.clientStreaming || method.serverStreaming) {
      const location = locationOf(check.at, "method")
      return {
        problem: {
          ...base,
          invalid: true,
          message: `${check.method} is a ${method.clientStreaming ? "client" : "server"}-streaming method; a scenario's call is one unary call`,
          ...(location ? { location } : {}),
        },
      }
    }
    return bytes === undefined ? {} : { bytes }
  })

/** The checks of one spec, against a fresh start of its grpc targets. */
const preflightSpec = (
  plan: SpecPlan,
  checks: ReadonlyArray<PreflightCheck>,
  options: PreflightOptions,
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const spec = plan.spec.name
      const ports = yield* startChecked(plan, checks, options)
      const problems: PreflightProblem[] = []
      const figures = new Map<string, MetricValues>()
      for (const check of checks) {
        options.onProgress({ kind: "check", spec, scenario: check.scenario, target: check.target })
        const { problem, bytes } = yield* checkCall(plan, check, ports, options.grpcurl)
        if (problem) problems.push(problem)
        else if (bytes !== undefined) {
          figures.set(preflightKey(check.scenario, check.target), { bytes_per_response: bytes })
        }
      }
      return { problems, figures }
    }),
  )

/**
 * Every preflight check of every spec; fails with all problems at once (exit 2 when any is the
 * spec's, else 3). Specs without grpc scenarios start nothing.
 */
export const preflightAll = (
  plans: ReadonlyArray<SpecPlan>,
  options: PreflightOptions,
): Effect.Effect<
  PreflightOutcome,
  PreflightInvalid | PreflightFailed | TargetFailed | SecretMissing
> =>
  Effect.gen(function* () {
    // Before anything starts: every secret of every spec (not only the gRPC ones) is set.
    yield* requireSecrets(specSecrets(plans))
    const problems: PreflightProblem[] = []
    const figures = new Map<string, PreflightFigures>()
    let count = 0
    for (const plan of plans) {
      const checks = preflightChecks(plan.spec)
      if (checks.length === 0) continue
      count += checks.length
      const outcome = yield* preflightSpec(plan, checks, options)
      problems.push(...outcome.problems)
      figures.set(plan.spec.name, outcome.figures)
    }
    if (problems.some((p) => p.invalid)) return yield* new PreflightInvalid({ problems })
    if (problems.length > 0) return yield* new PreflightFailed({ problems })
    return { figures, checks: count }
  })
