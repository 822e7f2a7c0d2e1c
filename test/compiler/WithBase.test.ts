/** withBase for every target kind: base copies run from the base worktree, whatever they are. */
import { describe, expect, test } from "bun:test"
import { planSpec } from "../../compiler/Plan.ts"
import { withBase } from "../../compiler/WithBase.ts"
import type { Target } from "../../targets/Registry.ts"
import type { Scenario, Spec } from "../../targets/Spec.ts"

const scenario = (targets: ReadonlyArray<string>): Scenario => ({
  name: "s",
  load: { concurrency: 16, durationMs: 100, warmupMs: 0, rounds: 2 },
  targets,
  thresholds: [],
})

const spec = (targets: ReadonlyArray<Target>, services: Spec["services"] = {}): Spec => ({
  file: "specs/x.cue",
  name: "x",
  targets: Object.fromEntries(targets.map((t) => [t.name, t])),
  services,
  scenarios: [scenario(targets.map((t) => t.name))],
})

const api = {
  api: {
    name: "api",
    url: "http://127.0.0.1:{port}",
    start: { cmd: ["server"], env: {}, ready: {}, timeoutMs: 1000 },
  },
}

describe("withBase", () => {
  test("bun, command and go copies run from the base directory; bun copies are their own slice", () => {
    const targets: Target[] = [
      { kind: "bun", name: "a", file: "h.bench.ts", group: "g", variant: "a", env: {} },
      { kind: "bun", name: "b", file: "h.bench.ts", group: "g", variant: "b", env: {} },
      { kind: "command", name: "c", cmd: ["true"], env: {} },
      { kind: "go", name: "d", package: ".", benchmark: "BenchmarkD" },
    ]
    const merged = withBase(spec(targets), spec(targets), "/base/specs")
    expect(merged.gaps).toEqual([])
    expect(merged.spec.scenarios[0]?.targets).toEqual([
      "a",
      "b",
      "c",
      "d",
      "a@base",
      "b@base",
      "c@base",
      "d@base",
    ])
    for (const name of ["a@base", "b@base", "c@base", "d@base"]) {
      expect(merged.spec.targets[name]?.dir).toBe("/base/specs")
    }
    const slices = planSpec(merged.spec).scenarios[0]?.slices.map((s) => s.targets)
    expect(slices).toEqual([["a", "b"], ["c"], ["d"], ["a@base", "b@base"], ["c@base"], ["d@base"]])
  })

  test("a base target that needs a service head does not declare is left out, with the reason", () => {
    const head: Target = { kind: "command", name: "c", cmd: ["true"], env: {} }
    const base: Target = {
      kind: "command",
      name: "c",
      cmd: ["true"],
      env: { URL: "{service.api}" },
    }
    const merged = withBase(spec([head]), spec([base], api), "/base")
    expect(merged.spec.scenarios[0]?.targets).toEqual(["c"])
    expect(merged.gaps).toEqual([
      {
        scenario: "s",
        target: "c",
        reason: "its base uses service api, which head does not declare",
      },
    ])
    // Declared on both sides: the copy uses the head's service.
    const both = withBase(spec([head], api), spec([base], api), "/base")
    expect(both.spec.scenarios[0]?.targets).toEqual(["c", "c@base"])
  })
})
