import { expect, test } from "bun:test"
import type { FlameNode } from "../../profile/FlameTree.ts"
import { FLAME_WIDTH, renderFlameGraph } from "../../report/FlameGraph.ts"

const leaf = (name: string, base: number, head: number): FlameNode => ({
  name,
  base,
  head,
  children: [],
})

const tree: FlameNode = {
  name: "all",
  base: 1,
  head: 1.3,
  children: [
    {
      name: "handle",
      base: 1,
      head: 1.3,
      children: [leaf("parse", 0.5, 0.5), leaf("render", 0.5, 0.4), leaf("encode<T>", 0, 0.4)],
    },
  ],
}

test("the SVG is self-contained: no script, no external reference, titled for screen readers", () => {
  const svg = renderFlameGraph(tree, "svc against svc@base")
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  expect(svg).not.toMatch(/<script|href=|url\(/i)
  expect(svg).toContain('role="img"')
  expect(svg).toContain("<title>svc against svc@base</title>")
  // Names are escaped.
  expect(svg).toContain("encode&lt;T&gt;")
  expect(svg).not.toContain("encode<T>")
})

test("a frame that grew is red, one that shrank is blue, one that held is grey", () => {
  const svg = renderFlameGraph(tree, "t")
  const fillOf = (name: string) => {
    const group = svg.split("<g>").find((g) => g.startsWith(`<title>${name}:`)) ?? ""
    return /fill="rgb\((\d+),(\d+),(\d+)\)"/.exec(group)?.slice(1).map(Number)
  }
  const [r1, g1, b1] = fillOf("encode&lt;T&gt;") ?? []
  expect(r1).toBeGreaterThan(g1 as number)
  expect(r1).toBeGreaterThan(b1 as number)
  const [r2, , b2] = fillOf("render") ?? []
  expect(b2).toBeGreaterThan(r2 as number)
  const [r3, g3, b3] = fillOf("parse") ?? []
  expect(
    Math.max(r3 as number, g3 as number, b3 as number) -
      Math.min(r3 as number, g3 as number, b3 as number),
  ).toBeLessThan(10)
})

test("widths follow the head's cost: a child is as wide as its share of the root", () => {
  const svg = renderFlameGraph(tree, "t")
  const widthOf = (name: string) => {
    const group = svg.split("<g>").find((g) => g.startsWith(`<title>${name}:`)) ?? ""
    return Number(/width="([\d.]+)"/.exec(group)?.[1])
  }
  expect(widthOf("all") + 0.5).toBeCloseTo(FLAME_WIDTH, 0)
  expect((widthOf("parse") + 0.5) / FLAME_WIDTH).toBeCloseTo(0.5 / 1.3, 2)
})

test("the report's rows are outlined and labelled with their change with callees", () => {
  // `handle` grew by 0.3 with its callees though its own time held: grey, but marked.
  const svg = renderFlameGraph(tree, "t", { rows: new Map([["handle", 0.3]]) })
  const group = (name: string) =>
    svg.split("<g>").find((g) => g.startsWith(`<title>${name}:`)) ?? ""
  expect(group("handle")).toContain('class="shown"')
  expect(group("handle")).toMatch(/<text [^>]*>handle \+30\.0%<\/text>/)
  expect(group("handle")).toContain("a row of the report: +30.0% with callees")
  expect(group("parse")).not.toContain('class="shown"')
  expect(group("parse")).toMatch(/<text [^>]*>parse<\/text>/)
})

test("a narrow frame keeps its change and shortens its name", () => {
  const narrow: FlameNode = {
    name: "all",
    base: 1,
    head: 1,
    children: [leaf("main.accessLog.func1", 0, 0.15), leaf("rest", 1, 0.85)],
  }
  const svg = renderFlameGraph(narrow, "t", { rows: new Map([["main.accessLog.func1", 0.241]]) })
  const text = /<title>main\.accessLog\.func1:[^<]*<\/title>.*?<text [^>]*>([^<]*)<\/text>/.exec(
    svg,
  )?.[1]
  expect(text).toMatch(/^main\.acc.*… \+24\.1%$/)
})
