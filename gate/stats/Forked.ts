/**
 * The interval for a mean measured in several fresh launches of the targets' processes
 * ("forks", as JMH calls them), each measured over several rounds: a two-level design. Two
 * processes of the same build can differ by a steady few percent for their whole life (memory
 * layout, JIT and GC decisions, where the scheduler put their threads; measured here: ~3% for
 * Go servers on a loaded machine), so rounds within one launch are not independent draws of the
 * truth: more rounds shrink the within-launch noise, never the launch's own bias. With launches
 * as the upper level of a hierarchical design (T. Kalibera & R. Jones, "Rigorous benchmarking
 * in reasonable time", ISMM 2013), the variance of the grand mean is estimated from the spread
 * of the launches' own means, which contains both levels:
 *
 *   var(grand mean) = (σ²_between + σ²_within / rounds) / forks,   forks − 1 degrees of freedom.
 *
 * Order: a launch with an odd number of rounds runs the target first more often than second.
 * Each launch's mean is then regressed on its share of target-first rounds, centred at ½: the
 * intercept is the order-free mean (forks − 2 degrees of freedom). With one round per launch
 * this is exactly the cross-over analysis (./OneSample.ts) over launches; when every launch is
 * balanced the order cancels inside each mean and the plain t over launch means applies.
 */
import { checkLevel, type Interval } from "./Interval.ts"
import { tMeanInterval } from "./OneSample.ts"
import { mean, variance } from "./Sample.ts"
import { studentTUpperQuantile } from "./StudentT.ts"

interface ForkedValue {
  /** Which launch the value was measured in. */
  readonly fork: number
  /** On the analysis scale (a log ratio). */
  readonly value: number
  /** Did the target run before its reference in this round? */
  readonly targetFirst: boolean
}

/** Per launch, in the order launches first appear: the mean and the order share − ½. */
const byFork = (values: ReadonlyArray<ForkedValue>) => {
  const forks = new Map<number, ForkedValue[]>()
  for (const value of values) forks.set(value.fork, [...(forks.get(value.fork) ?? []), value])
  const groups = [...forks.values()]
  let squares = 0
  let df = 0
  for (const group of groups) {
    if (group.length < 2) continue
    squares += variance(group.map((g) => g.value)) * (group.length - 1)
    df += group.length - 1
  }
  return {
    means: groups.map((g) => mean(g.map((x) => x.value))),
    order: groups.map((g) => g.filter((x) => x.targetFirst).length / g.length - 0.5),
    /** Pooled spread of one round within a launch; NaN when no launch has two rounds. */
    withinSd: df === 0 ? Number.NaN : Math.sqrt(squares / df),
  }
}

/**
 * The interval over launches. Needs two launches (three when the order must be estimated);
 * callers with one launch use the within-launch analyses instead.
 */
export const forkedMeanInterval = (values: ReadonlyArray<ForkedValue>, level: number): Interval => {
  checkLevel(level)
  const forks = byFork(values)
  const f = forks.means.length
  const balanced = forks.order.every((o) => Math.abs(o - (forks.order[0] as number)) < 1e-9)
  if (balanced || f < 3) {
    return { ...tMeanInterval(forks.means, level), n: values.length, method: "forks-t" }
  }
  // Least squares of launch mean on order share; the intercept at share ½ (x = 0).
  const mx = mean(forks.order)
  const my = mean(forks.means)
  let sxx = 0
  let sxy = 0
  forks.order.forEach((x, i) => {
    sxx += (x - mx) ** 2
    sxy += (x - mx) * ((forks.means[i] as number) - my)
  })
  const slope = sxy / sxx
  const estimate = my - slope * mx
  let residual = 0
  forks.order.forEach((x, i) => {
    residual += ((forks.means[i] as number) - estimate - slope * x) ** 2
  })
  const sd = Math.sqrt(residual / (f - 2))
  const halfWidth =
    studentTUpperQuantile((1 - level) / 2, f - 2) * sd * Math.sqrt(1 / f + mx ** 2 / sxx)
  return {
    estimate,
    lower: estimate - halfWidth,
    upper: estimate + halfWidth,
    level,
    achievedLevel: level,
    attainable: true,
    n: values.length,
    method: "forks-t",
    scale: "linear",
    sd,
    orderEffect: slope / 2,
  }
}
