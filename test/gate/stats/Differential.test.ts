import { expect, test } from "bun:test"
import { type ProfiledRound, profileDifferential } from "../../../gate/stats/Differential.ts"
import { seededRandom } from "../../../gate/stats/Random.ts"
import { NO_PROGRAM_FRAME } from "../../../profile/Frames.ts"

/** A request's stacks: `handle` calls `parse` and `render`, and `encode` when given. */
const side = (
  costs: { parse: number; render: number; encode?: number },
  requests: number,
  jitter: () => number,
) => {
  const stacks = new Map<string, number>()
  const put = (key: string, perRequest: number) => {
    const n = Math.round(perRequest * requests * jitter())
    if (n > 0) stacks.set(key, n)
  }
  put("main;handle;parse", costs.parse)
  put("main;handle;render", costs.render)
  if (costs.encode) put("main;handle;encode", costs.encode)
  return { stacks, units: requests }
}

const rounds = (seed: number, encode: number, n = 6): ProfiledRound[] => {
  const random = seededRandom(seed).uniform
  const jitter = () => 1 + (random() - 0.5) * 0.1
  return Array.from({ length: n }, () => ({
    base: side({ parse: 0.4, render: 0.6 }, 1000 + Math.floor(random() * 200), jitter),
    head: side({ parse: 0.4, render: 0.6, encode }, 1000 + Math.floor(random() * 200), jitter),
  }))
}

test("the function the head added is the top row, its interval clear of zero", () => {
  const d = profileDifferential(rounds(1, 0.1), 0.95)
  expect(d).toBeDefined()
  const top = d?.self[0]
  expect(top?.name).toBe("encode")
  expect(top?.change).toBeCloseTo(0.1, 1)
  expect(top?.low).toBeGreaterThan(0)
  expect(top?.baseShare).toBe(0)
  expect(top?.headShare).toBeCloseTo(0.1 / 1.1, 1)
  expect(d?.total.change).toBeCloseTo(0.1, 1)
  // Total time: every ancestor carries the same change as the leaf.
  expect(d?.inclusive.find((r) => r.name === "handle")?.change).toBeCloseTo(0.1, 1)
})

test("without a change, the rows' intervals hold zero", () => {
  let moved = 0
  let rows = 0
  for (let seed = 1; seed <= 40; seed++) {
    const d = profileDifferential(rounds(seed, 0), 0.95)
    for (const row of d?.self ?? []) {
      rows++
      if (row.low > 0 || row.high < 0) moved++
    }
  }
  expect(rows).toBe(80)
  // 95% intervals: about 5% of rows exclude zero by chance.
  expect(moved / rows).toBeLessThan(0.12)
})

test("measured CPU time, not the count of samples, sets the cost", () => {
  // Same shares, but the head's sampler fell behind: half the samples for the same CPU time.
  const stacks = new Map([["main;work", 100]])
  const fewer = new Map([["main;work", 50]])
  const paired = (head: Map<string, number>): ProfiledRound[] =>
    [0, 1, 2].map(() => ({
      base: { stacks, units: 100, cpuNs: 1e9 },
      head: { stacks: head, units: 100, cpuNs: 1e9 },
    }))
  expect(profileDifferential(paired(fewer), 0.95)?.total.change).toBeCloseTo(0, 9)
  const bySamples = [0, 1, 2].map(() => ({
    base: { stacks, units: 100 },
    head: { stacks: fewer, units: 100 },
  }))
  expect(profileDifferential(bySamples, 0.95)?.total.change).toBeCloseTo(-0.5, 9)
})

test("a base without samples gives no differential", () => {
  const empty = { stacks: new Map<string, number>(), units: 10 }
  expect(profileDifferential([{ base: empty, head: empty }], 0.95)).toBeUndefined()
})

test("a move the rounds can tell from zero ranks above a larger one they cannot", () => {
  // `noisy` swings by ±30% of the cost between rounds; `encode` adds a steady 3%.
  const swings = [0.3, -0.3, 0.25, -0.2, 0.35, -0.1]
  const paired: ProfiledRound[] = swings.map((swing) => ({
    base: {
      stacks: new Map([
        ["main;work", 700],
        ["main;noisy", 300],
      ]),
      units: 1000,
    },
    head: {
      stacks: new Map([
        ["main;work", 700],
        ["main;noisy", Math.round(300 * (1 + swing * 3))],
        ["main;encode", 30],
      ]),
      units: 1000,
    },
  }))
  const d = profileDifferential(paired, 0.95)
  expect(d?.self[0]?.name).toBe("encode")
  expect(Math.abs(d?.self[1]?.change ?? 0)).toBeGreaterThan(d?.self[0]?.change ?? 0)
})

/** Stacks at the given cost per request, each count jittered. */
const stacksOf = (costs: Record<string, number>, requests: number, jitter: () => number) => {
  const stacks = new Map<string, number>()
  for (const [key, perRequest] of Object.entries(costs)) {
    const n = Math.round(perRequest * requests * jitter())
    if (n > 0) stacks.set(key, n)
  }
  return { stacks, units: requests }
}

const SERVE = "runtime.goexit.abi0;net/http.(*conn).serve;net/http.serverHandler.ServeHTTP"
const WRITE =
  "os.(*File).Write;internal/poll.(*FD).Write;syscall.write;entry_SYSCALL_64_after_hwframe_[k];ksys_write_[k]"
/** A Go net/http service: the handler, the response's write, the scheduler, the GC. */
const goService = (handler: string): Record<string, number> => ({
  [`${SERVE};${handler};main.respond`]: 0.55,
  [`${SERVE};${handler};main.respond;runtime.mallocgc`]: 0.05,
  "runtime.goexit.abi0;net/http.(*conn).serve;net/http.(*response).finishRequest;bufio.(*Writer).Flush;internal/poll.(*FD).Write;syscall.write;entry_SYSCALL_64_after_hwframe_[k];tcp_sendmsg_[k]": 0.2,
  "runtime.mstart;runtime.schedule;finish_task_switch.isra.0_[k]": 0.1,
  "runtime.goexit.abi0;runtime.gcBgMarkWorker;runtime.scanobject": 0.05,
})

/** The head wraps the handler in an access log: JSON re-encoding, fmt, a write per request. */
const accessLog = (wrapper: string): Record<string, number> => ({
  ...goService(`${wrapper};main.handler`),
  [`${SERVE};${wrapper};encoding/json.Marshal;encoding/json.(*encodeState).marshal;runtime.mallocgc`]: 0.07,
  [`${SERVE};${wrapper};encoding/json.Unmarshal;runtime.mapassign_faststr`]: 0.06,
  [`${SERVE};${wrapper};fmt.Fprintf;fmt.(*pp).doPrintf`]: 0.04,
  [`${SERVE};${wrapper};fmt.Fprintf;${WRITE}`]: 0.06,
  [`${SERVE};${wrapper};runtime.newobject`]: 0.01,
})

const roundsOf = (
  seed: number,
  base: Record<string, number>,
  head: Record<string, number>,
  n = 6,
): ProfiledRound[] => {
  const random = seededRandom(seed).uniform
  const jitter = () => 1 + (random() - 0.5) * 0.1
  // The scheduler swings by up to ±40% between rounds, as between two Go processes.
  const swing = (costs: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(costs).map(([k, v]) => [
        k,
        k.includes("finish_task_switch") ? v * (1 + (random() - 0.5) * 0.8) : v,
      ]),
    )
  return Array.from({ length: n }, () => ({
    base: stacksOf(swing(base), 1000, jitter),
    head: stacksOf(swing(head), 1000, jitter),
  }))
}

const isMachinery = (name: string) => /_\[k\]$|^runtime\.|^internal\/|^syscall\./.test(name)

test("a wrapper whose change is spread over its callees is the top row, with what it added", () => {
  for (let seed = 1; seed <= 20; seed++) {
    const wrapper = "main.accessLog.func1"
    const d = profileDifferential(
      roundsOf(seed, goService("main.handler"), accessLog(wrapper)),
      0.95,
    )
    const ranked = d?.ranked ?? []
    expect(ranked[0]?.name).toBe(wrapper)
    // What it added (0.24 of the base's cost), not the handler it now encloses as well.
    expect(ranked[0]?.change).toBeCloseTo(0.24, 1)
    expect(ranked[0]?.low).toBeGreaterThan(0)
    expect(ranked[0]?.baseShare).toBe(0)
    // Its self: the allocation it makes itself, with the runtime under it.
    expect(ranked[0]?.self.change).toBeCloseTo(0.01, 2)
    // No kernel, runtime or syscall frame is a row; the callers the wrapper carries give way.
    expect(ranked.filter((r) => isMachinery(r.name))).toEqual([])
    const names = ranked.map((r) => r.name)
    expect(names).not.toContain("net/http.(*conn).serve")
    expect(names).not.toContain("net/http.serverHandler.ServeHTTP")
    // The handler's work only moved under the wrapper: no change of its own.
    const respond = ranked.find((r) => r.name === "main.respond")
    expect(respond).toBeDefined()
    expect(Math.abs(respond?.change ?? 1)).toBeLessThan(0.05)
  }
})

test("a function burning its own time is the top row; its callers give way to it", () => {
  const base = goService("main.handler")
  const head = { ...base, [`${SERVE};main.handler;main.encodeTask`]: 0.05 }
  const d = profileDifferential(roundsOf(3, base, head), 0.95)
  expect(d?.ranked?.[0]?.name).toBe("main.encodeTask")
  expect(d?.ranked?.[0]?.change).toBeCloseTo(0.05, 2)
  expect(d?.ranked?.[0]?.self.change).toBeCloseTo(0.05, 2)
  expect(d?.ranked?.map((r) => r.name)).not.toContain("main.handler")
  expect(d?.programMoved).toBe(1)
})

test("the kernel and runtime work a function asks for is counted as its own", () => {
  // The head copies more: runtime.memmove and the kernel's page faults under main.copyBody.
  const base = { "main.main;main.copyBody;runtime.memmove": 0.2, "main.main;main.parse": 0.8 }
  const head = {
    ...base,
    "main.main;main.copyBody;runtime.memmove": 0.35,
    "main.main;main.copyBody;runtime.memmove;asm_exc_page_fault_[k];handle_mm_fault_[k]": 0.05,
  }
  const d = profileDifferential(roundsOf(5, base, head), 0.95)
  const top = d?.ranked?.[0]
  expect(top?.name).toBe("main.copyBody")
  expect(top?.change).toBeCloseTo(0.2, 1)
  expect(top?.self.change).toBeCloseTo(0.2, 1)
  expect(top?.self.headShare).toBeCloseTo(0.4 / 1.2, 1)
  // The raw self-time rows still name the machinery.
  expect(d?.self[0]?.name).toBe("runtime.memmove")
})

test("samples without a frame of the program are one row of their own", () => {
  const base = { "main.main;main.work": 0.9, "runtime.goexit.abi0;runtime.gcBgMarkWorker": 0.1 }
  const head = { ...base, "runtime.goexit.abi0;runtime.gcBgMarkWorker": 0.3 }
  const d = profileDifferential(roundsOf(7, base, head), 0.95)
  expect(d?.ranked?.[0]?.name).toBe(NO_PROGRAM_FRAME)
  expect(d?.ranked?.[0]?.change).toBeCloseTo(0.2, 1)
})

test("a caller whose change is split between two callees stays; one callee's share does not drop it", () => {
  // `route` calls two handlers that each got slower by the same amount.
  const base = { "main;route;a": 0.5, "main;route;b": 0.5 }
  const head = { "main;route;a": 0.6, "main;route;b": 0.6 }
  const d = profileDifferential(roundsOf(9, base, head), 0.95)
  const names = d?.ranked?.map((r) => r.name) ?? []
  expect(names.slice(0, 3).sort()).toEqual(["a", "b", "route"])
  expect(d?.ranked?.[0]?.name).toBe("route")
  expect(names).not.toContain("main")
})

test("without a change, few ranked rows move", () => {
  let moved = 0
  let functions = 0
  for (let seed = 1; seed <= 40; seed++) {
    const base = goService("main.handler")
    const d = profileDifferential(roundsOf(seed, base, base), 0.95)
    moved += d?.programMoved ?? 0
    functions += d?.programFunctions ?? 0
  }
  // 95% intervals on 7 functions per profile, callers carried by callees left out.
  expect(functions).toBe(40 * 7)
  expect(moved / functions).toBeLessThan(0.06)
})

test("two handlers that traded calls of one function each keep their own move", () => {
  // The head's `a` renders a tenth as often, `b` ten times as often: the same function, moved.
  const base = {
    "main;route;a;render": 0.5,
    "main;route;b;render": 0.05,
    "main;route;a;parse": 0.45,
  }
  const head = {
    "main;route;a;render": 0.05,
    "main;route;b;render": 0.5,
    "main;route;a;parse": 0.45,
  }
  const d = profileDifferential(roundsOf(11, base, head), 0.95)
  const row = (name: string) => d?.ranked?.find((r) => r.name === name)
  expect(row("a")?.change).toBeCloseTo(-0.45, 1)
  expect(row("a")?.high).toBeLessThan(0)
  expect(row("b")?.change).toBeCloseTo(0.45, 1)
  expect(row("b")?.low).toBeGreaterThan(0)
})

test("a middleware inserted between two calls of a dispatcher gets what it added, not the chain", () => {
  // gin: the engine's Next calls the handler; the head's Logger calls Next again around it.
  const base = { "serve;Engine.handle;Next;handler;respond": 1 }
  const head = {
    "serve;Engine.handle;Next;Logger;Next;handler;respond": 1,
    "serve;Engine.handle;Next;Logger;defaultLogFormatter;fmt.Sprintf": 0.12,
    "serve;Engine.handle;Next;Logger;fmt.Fprint;os.(*File).Write;syscall.write": 0.1,
  }
  const d = profileDifferential(roundsOf(13, base, head), 0.95)
  expect(d?.ranked?.[0]?.name).toBe("Logger")
  expect(d?.ranked?.[0]?.change).toBeCloseTo(0.22, 1)
  const names = d?.ranked?.map((r) => r.name) ?? []
  for (const caller of ["serve", "Engine.handle", "Next"]) expect(names).not.toContain(caller)
})

test("a caller's sliver of work sampled on one side only does not keep it from giving way", () => {
  // The base alone sampled a rare stack under `mux` in every round: a steady −0.5% the rounds
  // can tell from zero, but no move of the mux's own beside the wrapper's +24%.
  const base = { ...goService("main.handler"), [`${SERVE};net/http.(*ServeMux).match`]: 0.005 }
  const head = accessLog("main.accessLog.func1")
  const steady = roundsOf(17, base, head).map((r) => ({
    ...r,
    base: {
      ...r.base,
      stacks: new Map([...r.base.stacks, [`${SERVE};net/http.(*ServeMux).match`, 5]]),
    },
  }))
  const names = profileDifferential(steady, 0.95)?.ranked?.map((r) => r.name) ?? []
  expect(names[0]).toBe("main.accessLog.func1")
  expect(names).not.toContain("net/http.serverHandler.ServeHTTP")
})

test("most of the change: a wrapper keeps its row beside a callee with 55% of it; a caller with 80% in one callee gives way", () => {
  const base = {
    "serve;read": 0.3,
    "serve;route;handler": 0.7,
  }
  // The head's wrapper: json 55% of what it adds, fmt and write the rest. The serve loop's
  // reads also cost more (the allocations' GC spread thin): a fifth of serve's change.
  const head = {
    "serve;read": 0.36,
    "serve;route;wrap;handler": 0.7,
    "serve;route;wrap;json.Marshal": 0.132,
    "serve;route;wrap;fmt.Fprintf": 0.06,
    "serve;route;wrap;os.(*File).Write": 0.048,
  }
  const d = profileDifferential(roundsOf(19, base, head), 0.95)
  const names = d?.ranked?.map((r) => r.name) ?? []
  expect(names[0]).toBe("wrap")
  expect(d?.ranked?.[0]?.change).toBeCloseTo(0.24, 1)
  expect(names).not.toContain("serve")
  expect(names).not.toContain("route")
  expect(names).toContain("json.Marshal")
})

test("a wrapper is not credited with the noise of the work it encloses", () => {
  // Between launches the handler's loop costs ±15% from round to round (a busy machine).
  const swings = [0.15, -0.15, 0.1, -0.12, 0.14, -0.1]
  const wrapper = "main.accessLog.func1"
  const paired: ProfiledRound[] = swings.map((swing, i) => ({
    base: stacksOf(goService("main.handler"), 1000, () => 1),
    head: stacksOf(
      Object.fromEntries(
        Object.entries(accessLog(wrapper)).map(([k, v]) => [
          k,
          k.endsWith("main.respond") ? v * (1 + swing) : v * (1 + (i % 2) * 0.01),
        ]),
      ),
      1000,
      () => 1,
    ),
  }))
  const d = profileDifferential(paired, 0.95)
  const row = d?.ranked?.find((r) => r.name === wrapper)
  expect(d?.ranked?.[0]?.name).toBe(wrapper)
  expect(row?.change).toBeCloseTo(0.24, 1)
  // Its interval is that of what it added, not widened by the handler's ±15%.
  expect((row?.high ?? 1) - (row?.low ?? 0)).toBeLessThan(0.02)
})

test("a function the head added with a quarter of the change leads the functions that grew around it", () => {
  // A Bun handler: the head calls a validation library (+0.10 under it), and the handler's own
  // frame (+0.11) and an unchanged function it calls (+0.12) grow more, from the engine's work
  // for the library's objects charged to whichever frame was running.
  const base = { "main;fetch": 0.5, "main;fetch;respond": 0.5 }
  const head = {
    "main;fetch": 0.61,
    "main;fetch;respond": 0.62,
    "main;fetch;validate": 0.06,
    "main;fetch;validate;checkField": 0.04,
  }
  for (let seed = 1; seed <= 10; seed++) {
    const names = profileDifferential(roundsOf(seed, base, head), 0.95)?.ranked?.map((r) => r.name)
    expect(names?.[0]).toBe("validate")
    expect(names).toContain("respond")
  }
  // The same growth around a function the base already ran: the larger changes lead.
  const ran = { ...base, "main;fetch;validate": 0.01 }
  const grown = { ...head, "main;fetch;validate": 0.07 }
  expect(profileDifferential(roundsOf(1, ran, grown), 0.95)?.ranked?.[0]?.name).not.toBe("validate")
  // A function the head added with under a quarter of the whole change does not lead.
  const sliver = {
    ...head,
    "main;fetch;respond": 0.8,
    "main;fetch;validate": 0.02,
    "main;fetch;validate;checkField": 0.02,
  }
  expect(profileDifferential(roundsOf(1, base, sliver), 0.95)?.ranked?.[0]?.name).not.toBe(
    "validate",
  )
})
