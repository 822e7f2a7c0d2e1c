/**
 * Hand-built CheckResult values for the report tests: small constructors with defaults, and
 * one realistic two-scenario result (`sampleResult`) used by the golden renderings.
 */

import type { MetricName, MetricValues } from "../../core/Metric.ts"
import type { Threshold } from "../../core/Spec.ts"
import { measuredChange } from "../../gate/MeasuredChange.ts"
import type {
  CheckResult,
  OverheadHistory,
  RunInfo,
  ScenarioOutcome,
  ScenarioRun,
  Status,
  TargetSummary,
  ThresholdVerdict,
} from "../../gate/Result.ts"
import { profileDifferential, topChanges } from "../../gate/stats/Differential.ts"
import { flameTree } from "../../profile/FlameTree.ts"

export const run = (overrides: Partial<RunInfo> = {}): RunInfo => ({
  id: 42,
  startedAt: "2025-01-02T03:04:05.000Z",
  commit: "0123456789abcdef0123456789abcdef01234567",
  branch: "feature/faster-rpc",
  environment: {
    fingerprint: "env-7f3a9c",
    cpuModel: "AMD EPYC 7B13",
    cores: 2,
    os: "linux x64",
    tools: { oha: "1.16.0", bun: "1.4.5" },
  },
  ...overrides,
})

export const target = (
  name: string,
  estimates: MetricValues,
  more: {
    readonly overhead?: MetricValues
    readonly change?: MetricValues
    readonly rounds?: number
    readonly history?: OverheadHistory
  } = {},
): TargetSummary => ({
  target: name,
  estimates,
  overhead: more.overhead ?? {},
  change: more.change ?? {},
  rounds: more.rounds ?? 8,
  ...(more.history === undefined ? {} : { history: more.history }),
})

/**
 * An overhead history on `branch` of the given ratios: stored runs 1…n-1 (commits `c1…`), then
 * this run (the `run()` commit) as the last point.
 */
export const history = (
  metric: MetricName,
  ratios: ReadonlyArray<number>,
  branch = "main",
): OverheadHistory => ({
  metric,
  branch,
  points: ratios.map((ratio, i) =>
    i === ratios.length - 1
      ? { commit: run().commit, startedAt: run().startedAt, ratio }
      : {
          runId: i + 1,
          commit: `c${i + 1}`.padEnd(40, "0"),
          startedAt: `2025-01-01T00:0${i % 10}:00.000Z`,
          ratio,
        },
  ),
  shifts: [],
})

export const overhead = (
  targetName: string,
  metric: MetricName,
  ratio: number,
  text = `${targetName} ${metric} <= ${ratio}x`,
): Threshold => ({
  kind: "overhead",
  target: targetName,
  metric,
  comparator: "<=",
  form: "ratio",
  limit: ratio,
  text,
})

/** An overhead limit in any form: `+5ms` (additive, a difference), `+10%` (relative, 1.10), `2x`. */
export const overheadIn = (
  targetName: string,
  metric: MetricName,
  form: "ratio" | "relative" | "additive",
  limit: number,
  text = `${targetName} ${metric} <= ${limit} (${form})`,
): Threshold => ({
  kind: "overhead",
  target: targetName,
  metric,
  comparator: "<=",
  form,
  limit,
  text,
})

/** An overhead regression: the ratio may grow `tolerance` (a fraction), or the difference by it. */
export const overheadRegression = (
  targetName: string,
  metric: MetricName,
  form: "ratio" | "additive",
  tolerance: number,
  text = `${targetName} ${metric} overhead regression <= ${tolerance} (${form})`,
): Threshold => ({ kind: "overhead-regression", target: targetName, metric, form, tolerance, text })

export const absolute = (
  targetName: string,
  metric: MetricName,
  limit: number,
  text: string,
): Threshold => ({ kind: "absolute", target: targetName, metric, comparator: "<=", limit, text })

export const regression = (
  targetName: string,
  metric: MetricName,
  tolerance: number,
  text = `${targetName} ${metric} regression <= ${tolerance * 100}%`,
): Threshold => ({ kind: "regression", target: targetName, metric, tolerance, text })

export const verdict = (
  threshold: Threshold,
  status: Status,
  reason: string,
  measured?: number,
): ThresholdVerdict =>
  measured === undefined
    ? { threshold, status, reason: { kind: "text", text: reason } }
    : { threshold, status, reason: { kind: "text", text: reason }, measured }

export const outcome = (
  fields: Partial<ScenarioOutcome> & Pick<ScenarioOutcome, "scenario">,
): ScenarioOutcome => ({
  spec: "users",
  specFile: "specs/users.cue",
  targets: [],
  verdicts: [],
  ...fields,
})

export const result = (
  outcomes: ReadonlyArray<ScenarioOutcome>,
  runInfo: RunInfo = run(),
): CheckResult => ({ run: runInfo, outcomes })

/** A verdict of the given status on a throwaway threshold, for counting tests. */
export const statusVerdict = (status: Status, targetName = "t"): ThresholdVerdict =>
  verdict(overhead(targetName, "p50", 2), status, status)

/**
 * Two scenarios: `http-clients › post | small` (all pass, names with `|` and backticks) runs
 * first; `users › get user` has one failure, one inconclusive and one skipped threshold.
 */
export const sampleResult = (): CheckResult =>
  result([
    outcome({
      spec: "http-clients",
      specFile: "specs/http-clients.cue",
      scenario: "post | small",
      baseline: "fetch",
      targets: [
        target("fetch", { rps: 8210.4, p50: 1.912, p99: 6.04, error_rate: 0 }),
        target(
          "undici`pool`",
          { rps: 9877, p50: 1.601, p99: 4.93, error_rate: 0.0012 },
          { overhead: { p50: 0.8373, p99: 0.8162 } },
        ),
      ],
      verdicts: [
        verdict(
          overhead("undici`pool`", "p99", 1.5),
          "pass",
          "p99 ratio 0.82x <= 1.5x (95% CI 0.79x–0.85x)",
          0.8162,
        ),
        verdict(
          absolute("undici`pool`", "error_rate", 0.01, "undici`pool` error_rate <= 1%"),
          "pass",
          "0.12% <= 1%",
          0.0012,
        ),
      ],
    }),
    outcome({
      spec: "users",
      specFile: "specs/users.cue",
      scenario: "get user",
      baseline: "direct",
      targets: [
        target("direct", { rps: 12345.6, p50: 0.84, p99: 2.1 }),
        target(
          "layered",
          { rps: 4012.2, p50: 2.604, p99: 9.8 },
          { overhead: { p50: 3.1, p99: 4.667 }, change: { p50: 0.042, rps: -0.031 } },
        ),
        target(
          "layeredHttp",
          { rps: 6100, p50: 1.52, p99: 5.3 },
          { overhead: { p50: 1.8095, p99: 2.524 } },
        ),
      ],
      verdicts: [
        verdict(
          absolute("layered", "p99", 15, "layered p99 <= 15ms"),
          "pass",
          "p99 9.80 ms <= 15 ms",
          9.8,
        ),
        verdict(
          overhead("layered", "p50", 2.5),
          "fail",
          "p50 ratio 3.10x > 2.5x (95% CI 2.96x–3.24x)",
          3.1,
        ),
        verdict(
          overhead("layeredHttp", "p50", 2.5),
          "pass",
          "p50 ratio 1.81x <= 2.5x (95% CI 1.74x–1.88x)",
          1.8095,
        ),
        verdict(
          regression("layered", "rps", 0.05, "rps regression <= 5%"),
          "inconclusive",
          "rps −3.1% (95% CI −7.9%…+1.6%) straddles −5% after 16 rounds",
          -0.031,
        ),
        verdict(
          regression("direct", "rps", 0.05, "rps regression <= 5%"),
          "skipped",
          "base run on main was measured in another environment",
        ),
      ],
    }),
  ])

/** The example in docs/json-report.md (a test keeps the two identical). */
export const docExampleResult = (): CheckResult =>
  result(
    [
      outcome({
        spec: "users",
        specFile: "specs/users.cue",
        scenario: "get user",
        baseline: "direct",
        targets: [
          target("direct", { rps: 12345.6, p50: 0.84, p99: 2.1, error_rate: 0 }),
          target(
            "layered",
            { rps: 4012.2, p50: 2.604, p99: 9.8, error_rate: 0.0012 },
            {
              overhead: { p50: 3.1 },
              change: { rps: -0.031, p50: 0.042 },
              history: {
                metric: "p50",
                branch: "main",
                points: [
                  {
                    runId: 39,
                    commit: "89abcdef0123456789abcdef0123456789abcdef",
                    startedAt: "2024-12-30T10:00:00.000Z",
                    ratio: 2.95,
                  },
                  {
                    runId: 41,
                    commit: "fedcba9876543210fedcba9876543210fedcba98",
                    startedAt: "2025-01-01T10:00:00.000Z",
                    ratio: 3.02,
                  },
                  { commit: run().commit, startedAt: run().startedAt, ratio: 3.1 },
                ],
                shifts: [],
              },
            },
          ),
        ],
        verdicts: [
          verdict(
            overhead("layered", "p50", 2.5),
            "fail",
            "p50 ratio 3.10x > 2.5x (95% CI 2.96x–3.24x)",
            3.1,
          ),
          verdict(
            absolute("layered", "p99", 15, "layered p99 <= 15ms"),
            "pass",
            "p99 9.80 ms <= 15 ms",
            9.8,
          ),
          verdict(
            regression("layered", "rps", 0.05, "rps regression <= 5%"),
            "inconclusive",
            "rps −3.1% (95% CI −7.9%…+1.6%) straddles −5% after 16 rounds",
            -0.031,
          ),
          verdict(
            regression("direct", "rps", 0.05, "rps regression <= 5%"),
            "skipped",
            "base run on main was measured in another environment",
          ),
        ],
      }),
    ],
    run({ environment: { ...run().environment, tools: { oha: "1.16.0" } } }),
  )

/**
 * Every chart kind of the HTML report at once: `users › get user` with percentiles for both
 * targets, layered's overhead history with a level shift at its sixth run, an overhead verdict
 * with its interval, and 4 rounds of each target's p50.
 */
export const everyChartResult = (): { result: CheckResult; runs: ReadonlyArray<ScenarioRun> } => {
  const hist = history("p50", [2, 2.02, 1.99, 2.01, 2, 2.4, 2.42, 2.39, 2.41, 2.4])
  const withShift = {
    ...hist,
    shifts: [{ index: 5, commit: "c6".padEnd(40, "0"), before: 2, after: 2.4, pValue: 0.005 }],
  }
  return {
    result: result([
      outcome({
        scenario: "get user",
        baseline: "direct",
        targets: [
          target("direct", { rps: 9000, p50: 1, p90: 2, p95: 3, p99: 8, "p99.9": 20 }),
          target(
            "layered",
            { rps: 4000, p50: 2.4, p90: 5, p95: 7, p99: 19, "p99.9": 60 },
            { overhead: { p50: 2.4 }, history: withShift },
          ),
        ],
        verdicts: [
          {
            ...verdict(overhead("layered", "p50", 2.5), "pass", "within", 2.4),
            interval: { lower: 2.3, upper: 2.5, level: 0.95, method: "crossover-t" },
          },
        ],
      }),
    ]),
    runs: [
      {
        spec: "users",
        scenario: "get user",
        baseline: "direct",
        targets: ["direct", "layered"],
        rounds: [0, 1, 2, 3].flatMap((round) => [
          { round, slot: 0, target: "direct", values: { p50: 1 + round / 100 } },
          { round, slot: 1, target: "layered", values: { p50: 2.4 + round / 100 } },
        ]),
      },
    ],
  }
}

/**
 * A failed regression with its profile: the head wraps a Go handler in an access log whose cost
 * is spread over encoding/json, fmt and a write syscall, measured in six paired rounds
 * (gate/stats/Differential.ts on made-up stacks, kernel and runtime frames included). `measured`
 * is the check's own CPU per request change for the pair.
 */
export const profiledResult = (
  measured: { change: number; low: number; high: number } = { change: 0.25, low: 0.2, high: 0.3 },
): CheckResult => {
  const serve = "runtime.goexit.abi0;net/http.(*conn).serve;net/http.serverHandler.ServeHTTP"
  const log = `${serve};main.accessLog.func1`
  const write =
    "os.(*File).Write;internal/poll.(*FD).Write;syscall.write;entry_SYSCALL_64_after_hwframe_[k];ksys_write_[k]"
  const stacks = (logging: number, swing: number) =>
    new Map([
      [`${logging > 0 ? `${log};main.hello` : `${serve};main.hello`};main.respond`, 500],
      [`${serve};main.hello;fmt.Fprint;${write}`.replace(serve, logging > 0 ? log : serve), 100],
      ["runtime.mstart;runtime.schedule;finish_task_switch.isra.0_[k]", 150 + swing],
      ["runtime.goexit.abi0;runtime.gcBgMarkWorker;runtime.scanobject", 50],
      ...(logging > 0
        ? ([
            [`${log};encoding/json.Marshal;encoding/json.(*encodeState).marshal`, 60 + logging],
            [`${log};encoding/json.Unmarshal;runtime.mapassign_faststr`, 50 + logging],
            [`${log};fmt.Fprintf;fmt.(*pp).doPrintf`, 40],
            [`${log};fmt.Fprintf;${write}`, 60 + logging],
            [`${log};runtime.newobject`, 10],
          ] as const)
        : []),
    ])
  const rounds = [0, 1, 2, 3, 4, 5].map((i) => ({
    base: { stacks: stacks(0, i * 20), units: 1000 + i },
    head: { stacks: stacks(1 + i * 3, 60 - i * 20), units: 1000 },
  }))
  const differential = profileDifferential(rounds, 0.95)
  const flame = flameTree(
    { stacks: stacks(0, 0), units: 1000 },
    { stacks: stacks(8, 0), units: 1000 },
  )
  const failing = regression("layered", "p50", 0.05)
  const cpu = regression("layered", "cpu_per_request", 0.05)
  const checked = outcome({
    scenario: "get user",
    targets: [
      target(
        "layered",
        { rps: 4000, p50: 2.4, cpu_per_request: 1.25e-5 },
        { change: { p50: 0.11, cpu_per_request: measured.change } },
      ),
      target("layered@base", { rps: 4400, p50: 2.16, cpu_per_request: 1e-5 }),
    ],
    verdicts: [
      verdict(failing, "fail", "slower", 0.11),
      {
        ...verdict(cpu, "fail", "costlier", measured.change),
        interval: { lower: measured.low, upper: measured.high, level: 0.95, method: "crossover-t" },
      },
    ],
  })
  const agreement =
    differential && measuredChange(checked, "layered", "layered@base", differential.total)
  return {
    ...result([checked]),
    profiles: [
      {
        spec: "users",
        scenario: "get user",
        head: "layered",
        base: "layered@base",
        why: `${failing.text} fail`,
        profilers: ["layered: perf record (cpu-clock)", "layered@base: perf record (cpu-clock)"],
        ...(differential ? { differential: topChanges(differential, 10) } : {}),
        ...(agreement ? { measured: agreement } : {}),
        ...(flame ? { flame } : {}),
        files: [".bench/profiles/users/get_user/layered.folded"],
        elapsedMs: 4200,
      },
    ],
  }
}
