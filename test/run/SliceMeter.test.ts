import { afterEach, describe, expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { Effect } from "effect"
import { metered, otherShare, withResources } from "../../run/SliceMeter.ts"

/** Processes a test started, killed after it whatever happens. */
const started: number[] = []
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, "SIGKILL")
    } catch {
      // Already gone.
    }
  }
})

/** A process spinning on one core, a child of this test (so inside the check's own tree). */
const spinningChild = (): number => {
  const child = Bun.spawn(["bash", "-c", "while :; do :; done"], { stdout: "ignore" })
  started.push(child.pid)
  return child.pid
}

/**
 * A process spinning on one core that is NOT below this process: its parent exits at once, so
 * it is adopted elsewhere — as a neighbour's build or a second check would be.
 */
const spinningStranger = async (): Promise<number> => {
  const launcher = Bun.spawn(["bash", "-c", "(while :; do :; done) >/dev/null 2>&1 & echo $!"], {
    stdout: "pipe",
  })
  const pid = Number((await new Response(launcher.stdout).text()).trim())
  await launcher.exited
  started.push(pid)
  return pid
}

const sleep = (ms: number) => Effect.promise(() => Bun.sleep(ms))

/** A process's CPU time so far, user and system, in ms (clock ticks of 10 ms). */
const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

describe("the slice meter reads /proc", () => {
  test("a started target's CPU is its threads' time during the slice", async () => {
    const pid = spinningChild()
    // Time it spent before the slice must not count: let it gather some first.
    while (cpuMsOf(pid) < 100) await Bun.sleep(20)
    const before = cpuMsOf(pid)
    const { resources } = await Effect.runPromise(metered([{ name: "spin", pid }], sleep(600)))
    const after = cpuMsOf(pid)
    const spin = resources.targets.get("spin")
    // The slice lies within [before, after]: at most that much, a tick of rounding aside, and
    // most of it (however many other processes share the cores, as in two parallel suites).
    expect(after - before).toBeGreaterThan(50)
    expect(spin?.cpuMs).toBeLessThanOrEqual(after - before + 20)
    expect(spin?.cpuMs).toBeGreaterThanOrEqual(0.7 * (after - before) - 30)
    expect(spin?.peakRss).toBeGreaterThan(0)
  })

  test("CPU taken by a process outside the check is other CPU; the check's own is not", async () => {
    // Our own child spinning is the check's work: it must not count as a busy machine; the same
    // work done by a stranger is the machine's. Compared side by side in alternating windows, so
    // a neighbour's load (a second suite) is in both: counted as the check's own, the child
    // would leave no difference, whether the machine is otherwise idle or saturated.
    const window = async (spin: () => number | Promise<number>) => {
      const pid = await spin()
      await Bun.sleep(100)
      const { resources } = await Effect.runPromise(metered([], sleep(600)))
      process.kill(pid, "SIGKILL")
      return resources.otherCpu ?? 0
    }
    const differences: number[] = []
    for (let pair = 0; pair < 3; pair++) {
      const own = await window(spinningChild)
      const stranger = await window(spinningStranger)
      differences.push(stranger - own)
    }
    // One core of two: about 0.5 each; bursts of a neighbour's load average out.
    const mean = differences.reduce((a, b) => a + b, 0) / differences.length
    expect(mean).toBeGreaterThan(0.25)
  })

  test("other CPU is the busy share beyond the check's own, steal added", () => {
    const before = { busy: 1000, steal: 10, total: 5000 }
    const after = { busy: 1150, steal: 20, total: 5200 }
    // 150 busy jiffies, 50 of them ours, 10 stolen: (100 + 10) / 200.
    expect(otherShare(before, after, 50)).toBeCloseTo(0.55)
    expect(otherShare(before, after, 500)).toBeCloseTo(0.05)
    expect(otherShare(before, before, 0)).toBeUndefined()
    // A 20 ms command run spans 4 jiffies on two cores: one stray tick is not a busy machine.
    const short = { busy: 1002, steal: 10, total: 5004 }
    expect(otherShare(before, short, 0)).toBeUndefined()
  })

  test("per-request figures need the runner's count of successful requests", () => {
    const resources = {
      otherCpu: 0.02,
      targets: new Map([["api", { cpuMs: 400, switches: 2000, peakRss: 5e6, meanRss: 4e6 }]]),
    }
    expect(
      withResources("api", { rps: 1 }, resources, { requests: new Map([["api", 4000]]) }),
    ).toEqual({
      rps: 1,
      other_cpu: 0.02,
      peak_rss: 5e6,
      mean_rss: 4e6,
      cpu_per_request: 0.1,
      switches_per_request: 0.5,
    })
    // No count (a runner that does not count requests): no per-request figures.
    expect(withResources("api", {}, resources, {})).toEqual({
      other_cpu: 0.02,
      peak_rss: 5e6,
      mean_rss: 4e6,
    })
    // A target the meter did not read (not started by benchgate): the machine's figure only.
    expect(withResources("other", {}, resources, {})).toEqual({ other_cpu: 0.02 })
    // Instruction counts: the machine's load does not move them, so no round of theirs is
    // judged disturbed (gate/Disturbance.ts reads other_cpu).
    expect(withResources("other", { instructions: 7 }, resources, { counted: true })).toEqual({
      instructions: 7,
    })
  })
})
