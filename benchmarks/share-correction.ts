/**
 * Would a round's busy share, measured into an overhead verdict, make it hold across checks?
 * Reads per-round rows of several checks of one spec (check, scenario, target, round, metric,
 * value: a target's `time_per_op` and the round's `other_cpu`, as in
 * benchmarks/results/2026-12-01/http-clients-rounds.jsonl) and judges every target's ratio over
 * its scenario's baseline in each check four ways:
 *
 * - as the gate does: Student t on the judged rounds' log ratios (the undisturbed rounds when
 *   four or more remain, gate/Disturbance.ts);
 * - corrected: least squares of the log ratio on the round's share within the check, the ratio
 *   read at a share of 0 (every check brought to the same, quiet machine);
 * - widened by the share: the gate's interval moved out by `k` × the judged rounds' median share
 *   (the busy allowance's form, applied below the busy limit too);
 * - widened uniformly: the gate's interval scaled to the same median width as the one above, the
 *   control: does the share say which checks need it, or only make every interval wider?
 *
 * For each it prints how often a check's interval covers the median estimate of the other checks
 * (cross-launch coverage, benchmarks/launch-coverage.ts) and the median standard deviation of a
 * verdict's estimate from check to check. All at 95%: the comparison is between the methods.
 *
 *   bun benchmarks/share-correction.ts FILE [--baseline " fetch"] [--limit 0.15] [--k 1]
 */
import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { MIN_CLEAN_ROUNDS } from "../gate/Disturbance.ts"
import { tMeanInterval } from "../gate/stats/OneSample.ts"
import { mean, median, standardDeviation } from "../gate/stats/Sample.ts"
import { studentTUpperQuantile } from "../gate/stats/StudentT.ts"

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    baseline: { type: "string", default: " fetch" },
    limit: { type: "string", default: "0.15" },
    k: { type: "string", default: "1" },
  },
})
const file = positionals[0]
if (!file) throw new Error("usage: bun benchmarks/share-correction.ts FILE")
const busyLimit = Number(values.limit)
const k = Number(values.k)

interface Row {
  readonly check: number
  readonly scenario: string
  readonly target: string
  readonly round: number
  readonly metric: string
  readonly value: number
}
const rows: Row[] = readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line))

/** scenario → check → round → target → metric → value */
const nested = new Map<string, Map<number, Map<number, Map<string, Record<string, number>>>>>()
for (const r of rows) {
  const checks = nested.get(r.scenario) ?? new Map()
  nested.set(r.scenario, checks)
  const rounds = checks.get(r.check) ?? new Map()
  checks.set(r.check, rounds)
  const targets = rounds.get(r.round) ?? new Map()
  rounds.set(r.round, targets)
  const metrics = targets.get(r.target) ?? {}
  targets.set(r.target, metrics)
  metrics[r.metric] = r.value
}

interface Judged {
  readonly estimate: number
  readonly lower: number
  readonly upper: number
}
type Method = "gate" | "corrected" | "by share" | "uniform"
/** Log ratio at share 0 by least squares, with its t interval (n − 2 degrees of freedom). */
const atQuiet = (points: ReadonlyArray<[number, number]>): Judged | undefined => {
  const n = points.length
  const xm = mean(points.map(([x]) => x))
  const ym = mean(points.map(([, y]) => y))
  const sxx = points.reduce((a, [x]) => a + (x - xm) ** 2, 0)
  if (n < 4 || !(sxx > 0)) return undefined
  const slope = points.reduce((a, [x, y]) => a + (x - xm) * (y - ym), 0) / sxx
  const intercept = ym - slope * xm
  const s2 = points.reduce((a, [x, y]) => a + (y - intercept - slope * x) ** 2, 0) / (n - 2)
  const half = studentTUpperQuantile(0.025, n - 2) * Math.sqrt(s2 * (1 / n + xm ** 2 / sxx))
  return { estimate: intercept, lower: intercept - half, upper: intercept + half }
}

/** verdict (scenario › target) → check → method → judged log ratio */
const verdicts = new Map<string, Map<number, Partial<Record<Method, Judged>>>>()
const shares = new Map<string, number>()
for (const [scenario, checks] of nested) {
  for (const [check, rounds] of checks) {
    const first = [...rounds.values()][0] ?? new Map()
    const baseline = [...first.keys()].find((t) => t.endsWith(values.baseline))
    if (!baseline) throw new Error(`${scenario}: no target ending in "${values.baseline}"`)
    for (const target of first.keys()) {
      if (target === baseline) continue
      const points: Array<[number, number]> = []
      for (const targets of rounds.values()) {
        const t = targets.get(target)
        const b = targets.get(baseline)
        if (!t?.time_per_op || !b?.time_per_op) continue
        points.push([b.other_cpu ?? 0, Math.log(t.time_per_op / b.time_per_op)])
      }
      const clean = points.filter(([share]) => share <= busyLimit)
      const judged = clean.length >= MIN_CLEAN_ROUNDS ? clean : points
      const gate = tMeanInterval(
        judged.map(([, y]) => y),
        0.95,
      )
      const key = `${scenario} › ${target}`
      const byCheck = verdicts.get(key) ?? new Map()
      verdicts.set(key, byCheck)
      const share = median(judged.map(([s]) => s))
      shares.set(`${key}#${check}`, share)
      byCheck.set(check, {
        gate: { estimate: gate.estimate, lower: gate.lower, upper: gate.upper },
        corrected: atQuiet(points),
        "by share": {
          estimate: gate.estimate,
          lower: gate.lower - k * share,
          upper: gate.upper + k * share,
        },
      })
    }
  }
}

// The uniform control: every gate interval scaled so the median width matches "by share".
const widths = (method: Method) =>
  [...verdicts.values()].flatMap((byCheck) =>
    [...byCheck.values()].flatMap((m) => {
      const j = m[method]
      return j ? [j.upper - j.lower] : []
    }),
  )
const scale = median(widths("by share")) / median(widths("gate"))
for (const byCheck of verdicts.values()) {
  for (const m of byCheck.values()) {
    const g = m.gate as Judged
    m.uniform = {
      estimate: g.estimate,
      lower: g.estimate - (g.estimate - g.lower) * scale,
      upper: g.estimate + (g.upper - g.estimate) * scale,
    }
  }
}

const methods: ReadonlyArray<Method> = ["gate", "corrected", "by share", "uniform"]
console.log(`${verdicts.size} verdicts; busy limit ${busyLimit}; by share: k = ${k}`)
console.log("method      covered  coverage  median width (log)  median check-to-check SD (log)")
for (const method of methods) {
  let covered = 0
  let total = 0
  const spreads: number[] = []
  for (const byCheck of verdicts.values()) {
    const judged = [...byCheck.values()].flatMap((m) => (m[method] ? [m[method]] : []))
    if (judged.length > 2) spreads.push(standardDeviation(judged.map((j) => j.estimate)))
    for (const [i, j] of judged.entries()) {
      const others = judged.filter((_, o) => o !== i).map((o) => o.estimate)
      if (others.length === 0) continue
      const target = median(others)
      total++
      if (j.lower <= target && target <= j.upper) covered++
    }
  }
  console.log(
    `${method.padEnd(11)} ${`${covered}/${total}`.padStart(7)}  ${((100 * covered) / total).toFixed(0).padStart(7)}%  ${median(widths(method)).toFixed(3).padStart(18)}  ${median(spreads).toFixed(3).padStart(30)}`,
  )
}
