import { afterEach, describe, expect, test } from "bun:test"
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

describe("the slice meter reads /proc", () => {
  test("a started target's CPU is its threads' time during the slice", async () => {
    const pid = spinningChild()
    await Bun.sleep(100)
    const { resources } = await Effect.runPromise(metered([{ name: "spin", pid }], sleep(600)))
    const spin = resources.targets.get("spin")
    // One thread spinning for ~600 ms gets at most 600 ms; on two cores at least most of it.
    expect(spin?.cpuMs).toBeGreaterThan(300)
    expect(spin?.cpuMs).toBeLessThan(700)
    expect(spin?.peakRss).toBeGreaterThan(0)
  })

  test("CPU taken by a process outside the check is other CPU; the check's own is not", async () => {
    // Our own child spinning is the check's work: it must not count as a busy machine.
    spinningChild()
    const own = await Effect.runPromise(metered([], sleep(600)))
    expect(own.resources.otherCpu).toBeLessThan(0.3)
    // A stranger spinning one of the two cores is about half of the machine.
    await spinningStranger()
    await Bun.sleep(100)
    const busy = await Effect.runPromise(metered([], sleep(600)))
    expect(busy.resources.otherCpu).toBeGreaterThan(0.3)
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
  })
})
