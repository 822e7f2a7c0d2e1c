/**
 * Which scenarios a check profiles, and with how much time: after the verdicts, every pair
 * whose regression or overhead regression (against a base copy measured in the same rounds) or
 * overhead (against the baseline) failed — with `--profile-inconclusive` also those that stayed
 * inconclusive, with `--profile` every pair — failures first, within a budget that is a share of
 * the time spent measuring (run/Profile.ts takes them). A passing check profiles nothing.
 */
import { dirname, join } from "node:path"
import { Effect } from "effect"
import type { Plan } from "../compiler/Plan.ts"
import { copyOf } from "../core/Copies.ts"
import { measuredChange } from "../gate/MeasuredChange.ts"
import type { ScenarioOutcome, ScenarioProfile, ScenarioRun } from "../gate/Result.ts"
import { forgetCounted } from "../profile/CountedStacks.ts"
import { type ProfileRequest, profileMethod, profileSpec } from "../run/Profile.ts"

export type ProfileBudget = { readonly share: number } | { readonly ms: number }

export interface ProfileChoice {
  /**
   * failed: where a verdict failed (the default); undecided: also where one stayed
   * inconclusive (`--profile-inconclusive`); always: `--profile`.
   */
  readonly when: "never" | "failed" | "undecided" | "always"
  readonly budget: ProfileBudget
  /** Where the profiles go; default: profiles/ beside the store. */
  readonly dir?: string
}

/** Paired rounds a profile takes when the budget allows. */
const PROFILE_ROUNDS = 6

type SpecRequest = ProfileRequest & { readonly spec: string }

/**
 * The pairs to profile in one spec's outcomes: failures first, and a pair against a base copy
 * (what the pull request changed) before one against the baseline (what the layer costs at the
 * base too), so a budget that covers one profile gives it to the change. Unasked
 * (`undecided`), a pair that cannot be profiled (`possible` says: a results target, a bench
 * group) is left out without a word; with `--profile` it is listed, and its report says why it
 * was not profiled.
 */
export const profileRequests = (
  outcomes: ReadonlyArray<ScenarioOutcome>,
  runs: ReadonlyArray<ScenarioRun>,
  when: ProfileChoice["when"],
  possible: (request: SpecRequest) => boolean = () => true,
): ReadonlyArray<SpecRequest> => {
  if (when === "never") return []
  const found = new Map<
    string,
    ProfileRequest & { spec: string; failed: boolean; againstBase: boolean }
  >()
  for (const outcome of outcomes) {
    const run = runs.find((r) => r.spec === outcome.spec && r.scenario === outcome.scenario)
    for (const verdict of outcome.verdicts) {
      const { threshold, status } = verdict
      const wanted =
        when === "always" ||
        status === "fail" ||
        (when === "undecided" && status === "inconclusive")
      if (!wanted) continue
      const head = threshold.target
      const base =
        threshold.kind === "overhead"
          ? outcome.baseline
          : threshold.kind === "regression" || threshold.kind === "overhead-regression"
            ? copyOf(run?.copies, head, "base")
            : undefined
      if (base === undefined || base === head) continue
      const key = JSON.stringify([outcome.spec, outcome.scenario, head, base])
      const why = when === "always" ? "--profile" : `${threshold.text} ${status}`
      const known = found.get(key)
      found.set(key, {
        spec: outcome.spec,
        scenario: outcome.scenario,
        head,
        base,
        why: known && when !== "always" ? `${known.why}; ${why}` : why,
        failed: (known?.failed ?? false) || status === "fail",
        againstBase: threshold.kind !== "overhead",
      })
    }
  }
  return [...found.values()]
    .sort(
      (a, b) =>
        Number(b.failed) - Number(a.failed) || Number(b.againstBase) - Number(a.againstBase),
    )
    .map(({ failed: _, againstBase: __, ...request }) => request)
    .filter((request) => when === "always" || possible(request))
}

/** Whether the plan's pair can be profiled at all (run/Profile.ts `profileMethod`). */
const profilable =
  (planned: Plan) =>
  (request: SpecRequest): boolean => {
    const spec = planned.specs.find((s) => s.spec.name === request.spec)
    const scenario = spec?.scenarios.find((s) => s.scenario.name === request.scenario)
    const target = (name: string) => spec?.targets.find((t) => t.name === name)
    if (!scenario) return false
    return typeof profileMethod(scenario, [target(request.head), target(request.base)]) === "string"
  }

/** The check's own measurement of each profiled pair, beside the profile's (gate/MeasuredChange.ts). */
const withMeasured = (
  profile: ScenarioProfile,
  outcomes: ReadonlyArray<ScenarioOutcome>,
): ScenarioProfile => {
  const outcome = outcomes.find((o) => o.spec === profile.spec && o.scenario === profile.scenario)
  const total = profile.differential?.total
  const measured =
    outcome && total ? measuredChange(outcome, profile.head, profile.base, total) : undefined
  return measured ? { ...profile, measured } : profile
}

/** The profiles of a checked plan, within the budget; measuredMs is what measuring took. */
export const profileCheck = (
  planned: Plan,
  outcomes: ReadonlyArray<ScenarioOutcome>,
  runs: ReadonlyArray<ScenarioRun>,
  options: {
    readonly choice: ProfileChoice
    readonly db: string
    readonly measuredMs: number
    readonly tools: ReadonlyMap<string, string>
    readonly logDir: string
    readonly level: number
    readonly onProgress: (line: string) => void
  },
): Effect.Effect<ReadonlyArray<ScenarioProfile>> =>
  Effect.gen(function* () {
    const requests = profileRequests(outcomes, runs, options.choice.when, profilable(planned))
    if (requests.length === 0) return []
    const { budget } = options.choice
    const budgetMs = "ms" in budget ? budget.ms : budget.share * options.measuredMs
    const end = performance.now() + budgetMs
    const outDir =
      options.choice.dir ??
      join(options.db === ":memory:" ? ".bench" : dirname(options.db), "profiles")
    const profiles: ScenarioProfile[] = []
    for (const spec of planned.specs) {
      const mine = requests.filter((r) => r.spec === spec.spec.name)
      if (mine.length === 0) continue
      // Each spec gets the share of what is left that its count of requests asks for.
      const left = Math.max(0, end - performance.now())
      const after = requests.filter((r) => !profiles.some((p) => p.spec === r.spec)).length
      profiles.push(
        ...(yield* profileSpec(spec, mine, {
          tools: options.tools,
          logDir: options.logDir,
          outDir,
          rounds: PROFILE_ROUNDS,
          budgetMs: (left * mine.length) / Math.max(1, after),
          level: options.level,
          onProgress: options.onProgress,
        })),
      )
    }
    return profiles.map((p) => withMeasured(p, outcomes))
  }).pipe(
    // The counts kept from the measured rounds (ADR 31) have served; the next check keeps its own.
    Effect.ensuring(Effect.sync(forgetCounted)),
  )
