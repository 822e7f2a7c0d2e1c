/**
 * What a slice cost and what else ran during it. Around every measured slice, from /proc
 * (run/ProcStat.ts):
 *
 * - the machine: how much of its CPU capacity went to processes outside this check's own tree
 *   (a neighbour's build, a second check, a CPU hog) and to the hypervisor (steal), so the gate
 *   can tell a busy machine from slow code (gate/Disturbance.ts);
 * - each started target: its threads' CPU time, its resident memory (sampled every
 *   RSS_SAMPLE_MS) and its context switches, which become cpu_per_request, peak_rss, mean_rss
 *   and switches_per_request where the runner counted the requests it answered.
 *
 * Reading /proc costs a few milliseconds per slice, outside the runner's own timing.
 */
import { Effect } from "effect"
import type { MetricValues } from "../core/Metric.ts"
import type { SliceResult } from "../core/Slice.ts"
import {
  machineCpu,
  residentBytes,
  type ThreadTimes,
  targetProcesses,
  threadTimes,
  treeCpu,
} from "./ProcStat.ts"

const RSS_SAMPLE_MS = 100

/** A started target: its name and its leader's pid. */
interface MeteredTarget {
  readonly name: string
  readonly pid: number
}

interface TargetResources {
  readonly cpuMs: number
  readonly switches: number
  readonly peakRss: number
  readonly meanRss: number
}

interface SliceResources {
  /**
   * Share of the machine's CPU capacity (every core) that processes outside this check and the
   * hypervisor took during the slice, 0..1; undefined without /proc.
   */
  readonly otherCpu?: number
  readonly targets: ReadonlyMap<string, TargetResources>
}

const startedAt = (targets: ReadonlyArray<MeteredTarget>) =>
  targets.map((t) => {
    const pids = targetProcesses(t.pid)
    return { ...t, pids, times: threadTimes(pids) }
  })

/**
 * Runs a slice and measures the machine and the started targets around it. The check's own
 * processes are this one's tree and the trees of `alsoOurs`: the local servers of targets
 * benchgate did not start, whose work under load is the check's, not a neighbour's.
 */
export const metered = <A, E, R>(
  targets: ReadonlyArray<MeteredTarget>,
  slice: Effect.Effect<A, E, R>,
  alsoOurs: ReadonlyArray<number> = [],
): Effect.Effect<{ readonly result: A; readonly resources: SliceResources }, E, R> =>
  Effect.suspend(() => {
    const ours = [process.pid, ...alsoOurs]
    const machineBefore = machineCpu()
    const ownBefore = treeCpu(ours)
    const before = startedAt(targets)
    const rss = before.map(() => ({ peak: 0, sum: 0, samples: 0 }))
    const sample = () => {
      for (const [i, t] of before.entries()) {
        const bytes = residentBytes(t.pids)
        const r = rss[i]
        if (r === undefined || bytes === 0) continue
        r.peak = Math.max(r.peak, bytes)
        r.sum += bytes
        r.samples++
      }
    }
    sample()
    const timer = targets.length === 0 ? undefined : setInterval(sample, RSS_SAMPLE_MS)
    return slice.pipe(
      Effect.ensuring(Effect.sync(() => clearInterval(timer))),
      Effect.map((result) => {
        sample()
        const machineAfter = machineCpu()
        const ownAfter = treeCpu(ours)
        const resources = new Map<string, TargetResources>()
        for (const [i, t] of before.entries()) {
          // Threads that started during the slice count from zero; those that ended are lost,
          // which a service's long-lived threads rarely do.
          const after: ThreadTimes = threadTimes(targetProcesses(t.pid))
          const r = rss[i] ?? { peak: 0, sum: 0, samples: 0 }
          resources.set(t.name, {
            cpuMs: Math.max(0, after.cpuNs - t.times.cpuNs) / 1e6,
            switches: Math.max(0, after.switches - t.times.switches),
            peakRss: r.peak,
            meanRss: r.samples === 0 ? 0 : r.sum / r.samples,
          })
        }
        const otherCpu =
          machineBefore && machineAfter
            ? otherShare(machineBefore, machineAfter, ownAfter - ownBefore)
            : undefined
        return {
          result,
          resources: { targets: resources, ...(otherCpu === undefined ? {} : { otherCpu }) },
        }
      }),
    )
  })

/**
 * Fewest jiffies (summed over the cores) an interval must span for its share to mean anything:
 * /proc counts in ticks of 10 ms, charged to a process when the tick lands, so over a 20 ms
 * command run one stray tick reads as half the machine. 40 jiffies is 200 ms on two cores,
 * where a tick is 2.5% of the interval.
 */
const MIN_JIFFIES = 40

/**
 * The share of the machine's capacity that was busy outside our own tree, steal included:
 * (busy − ours + steal) ÷ total, all in jiffies over the same interval; undefined for an
 * interval too short to tell (MIN_JIFFIES).
 */
export const otherShare = (
  before: { busy: number; steal: number; total: number },
  after: { busy: number; steal: number; total: number },
  ownJiffies: number,
): number | undefined => {
  const total = after.total - before.total
  if (!(total >= MIN_JIFFIES)) return undefined
  const others = Math.max(0, after.busy - before.busy - ownJiffies)
  return Math.min(1, (others + (after.steal - before.steal)) / total)
}

/**
 * A slice's values with what the meter saw: other_cpu for every target of the slice (but
 * instruction counts, which the machine's load does not move), and for a started target whose
 * runner counted its requests, its CPU and context switches per request and its memory.
 */
export const withResources = (
  target: string,
  values: MetricValues,
  resources: SliceResources,
  outcome: Pick<SliceResult, "requests" | "counted">,
): MetricValues => {
  const own = resources.targets.get(target)
  const requests = outcome.requests?.get(target)
  const otherCpu = outcome.counted ? undefined : resources.otherCpu
  return {
    ...values,
    ...(otherCpu === undefined ? {} : { other_cpu: otherCpu }),
    ...(own === undefined
      ? {}
      : {
          ...(own.peakRss > 0 ? { peak_rss: own.peakRss, mean_rss: own.meanRss } : {}),
          ...(requests !== undefined && requests > 0 && own.cpuMs > 0
            ? {
                cpu_per_request: own.cpuMs / requests,
                switches_per_request: own.switches / requests,
              }
            : {}),
        }),
  }
}
