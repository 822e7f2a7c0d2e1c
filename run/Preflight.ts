/**
 * The preflight of a check, before any load of any spec: for each spec whose targets' kinds have
 * preflight checks (grpc: the method described, one smoke call, `expect`, by grpcurl;
 * targets/grpc/Preflight.ts), its services and the targets checked are started (in a scope of
 * their own, stopped before the load starts them again), and once they are ready each check is
 * made by its kind.
 *
 * Every check runs, and every failure is reported at once, located at the spec field it is
 * about: the spec does not fit the server (PreflightInvalid, exit 2), or the server could not
 * answer (PreflightFailed, exit 3). A target that does not start or never gets ready fails as
 * it would in the load (TargetFailed, exit 3). What a check measured that the runner's tool
 * cannot (a gRPC smoke response's size, bytes_per_response) is added to the target's rounds.
 *
 * Checks go to a separate start of each target, so what they do (a CreateTask) is not in the
 * state the load measures; a target without `start` is the running server itself.
 */
import { Data, Effect } from "effect"
import { formatIssue, type Issue } from "../compiler/Issue.ts"
import type { SpecPlan } from "../compiler/Plan.ts"
import { ExitCode } from "../core/ExitCode.ts"
import type { MetricValues } from "../core/Metric.ts"
import { requireSecrets, type SecretMissing } from "../core/Secrets.ts"
import type { SourceLocation } from "../core/Spec.ts"
import { serverOf } from "../targets/Registry.ts"
import { specSecrets } from "../targets/Secrets.ts"
import { type PreflightCheck, preflightChecks } from "../targets/SpecNeeds.ts"
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
  /** What the check's tool said, when it said something else than the message. */
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
  /** Each tool resolved for the check, by name: the checks' kinds' among them. */
  readonly tools: ReadonlyMap<string, string>
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
      /** The tools the check runs with. */
      readonly tools: ReadonlyArray<string>
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

/**
 * Starts the spec's services, then the targets the checks are made on (each as the server
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
      (target) => startTarget(plan, target, options.logDir, options.tools),
      { concurrency: "unbounded" },
    )
    return new Map(started.map((t) => [t.name, t.port]))
  })

/** The checks of one spec, against a fresh start of the targets they are made on. */
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
        const { scenario, target } = check
        options.onProgress({ kind: "check", spec, scenario, target, tools: check.tools })
        const answer = yield* check.run({
          port: ports.get(target),
          specDir: plan.dir,
          tools: options.tools,
        })
        if (!answer.ok) {
          const { ok: _, ...problem } = answer
          problems.push({ file: plan.spec.file, scenario, target, ...problem })
        } else if (Object.keys(answer.figures).length > 0) {
          figures.set(preflightKey(scenario, target), answer.figures)
        }
      }
      return { problems, figures }
    }),
  )

/**
 * Every preflight check of every spec; fails with all problems at once (exit 2 when any is the
 * spec's, else 3). Specs without checks start nothing.
 */
export const preflightAll = (
  plans: ReadonlyArray<SpecPlan>,
  options: PreflightOptions,
): Effect.Effect<
  PreflightOutcome,
  PreflightInvalid | PreflightFailed | TargetFailed | SecretMissing
> =>
  Effect.gen(function* () {
    // Before anything starts: every secret of every spec (not only the checked ones) is set.
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
