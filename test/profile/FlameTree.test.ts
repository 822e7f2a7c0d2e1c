import { expect, test } from "bun:test"
import { flameTree } from "../../profile/FlameTree.ts"

test("the merged tree puts both sides in units of the base's whole cost", () => {
  const base = {
    stacks: new Map([
      ["main;parse", 60],
      ["main;render", 40],
    ]),
    units: 100,
  }
  // The head does twice the work per request in render, and a new encode.
  const head = {
    stacks: new Map([
      ["main;parse", 60],
      ["main;render", 80],
      ["main;encode", 20],
    ]),
    units: 100,
  }
  const root = flameTree(base, head)
  expect(root?.base).toBeCloseTo(1, 9)
  expect(root?.head).toBeCloseTo(1.6, 9)
  const main = root?.children[0]
  const byName = new Map(main?.children.map((c) => [c.name, c]))
  expect(byName.get("render")?.head).toBeCloseTo(0.8, 9)
  expect(byName.get("render")?.base).toBeCloseTo(0.4, 9)
  expect(byName.get("encode")?.base).toBe(0)
})

test("measured CPU per request scales a side's samples", () => {
  const stacks = new Map([["main;work", 100]])
  const root = flameTree({ stacks, units: 10, cpuNs: 1000 }, { stacks, units: 10, cpuNs: 1500 })
  expect(root?.head).toBeCloseTo(1.5, 9)
})

test("frames below the threshold on both sides are left out; their time stays in the parent", () => {
  const stacks = new Map([
    ["main;big", 999],
    ["main;tiny", 1],
  ])
  const root = flameTree({ stacks, units: 1 }, { stacks, units: 1 }, 0.005)
  expect(root?.children[0]?.children.map((c) => c.name)).toEqual(["big"])
  expect(root?.children[0]?.head).toBeCloseTo(1, 9)
})

test("the base's work is drawn where the head does it: a wrapped handler reads unchanged", () => {
  const base = { stacks: new Map([["serve;handler;respond", 100]]), units: 100 }
  const head = {
    stacks: new Map([
      ["serve;wrap;handler;respond", 100],
      ["serve;wrap;log", 30],
    ]),
    units: 100,
  }
  const root = flameTree(base, head)
  const wrap = root?.children[0]?.children.find((c) => c.name === "wrap")
  const handler = wrap?.children.find((c) => c.name === "handler")
  expect(handler?.base).toBeCloseTo(1, 9)
  expect(handler?.head).toBeCloseTo(1, 9)
  expect(wrap?.base).toBeCloseTo(1, 9)
  expect(wrap?.head).toBeCloseTo(1.3, 9)
  // Nothing is left at the base's old place.
  expect(root?.children[0]?.children.map((c) => c.name)).toEqual(["wrap"])
})
