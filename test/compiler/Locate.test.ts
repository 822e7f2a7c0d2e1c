import { describe, expect, test } from "bun:test"
import { locate } from "../../compiler/Locate.ts"

/**
 * Each case marks the expected position in its source with `‸` right before the label (or
 * list element) that must be found; the marker is removed before locating. Tabs count as one
 * column, as in CUE's positions.
 */
const at = (marked: string): { source: string; line: number; column: number } => {
  const offset = marked.indexOf("‸")
  if (offset < 0 || marked.indexOf("‸", offset + 1) >= 0) throw new Error("mark exactly one ‸")
  const before = marked.slice(0, offset)
  const line = before.split("\n").length
  return { source: marked.replace("‸", ""), line, column: offset - before.lastIndexOf("\n") }
}

const cases: ReadonlyArray<readonly [string, string, string]> = [
  [
    "a nested label",
    "scenarios.s.load.duration",
    `scenarios: {
	s: {
		load: {
			concurrency: 4
			‸duration: "2s"
		}
	}
}`,
  ],
  ["the `a: b: c` shorthand", "scenarios.s.load.rounds", `scenarios: s: load: ‸rounds: 3`],
  [
    "a field of a comprehension's body, at the level of the struct around it",
    'targets."query plain".bun',
    `_v: ["plain"]
for v in _v {
	‸targets: "query \\(v)": bun: {variant: v}
}`,
  ],
  [
    "a field of an embedded struct at the top level",
    "scenarios.s.load",
    `_base: {}
_base & {
	scenarios: s: ‸load: rounds: 3
}`,
  ],
  [
    "a list's struct elements are elements, not embedded",
    "scenarios.s.thresholds.1.max",
    `scenarios: s: thresholds: [{max: 1}, {‸max: 2}]`,
  ],
  [
    "a comprehension nested in a struct, with an if clause",
    "scenarios.s.load.rounds",
    `scenarios: s: {
	if true {
		load: ‸rounds: 3
	}
}`,
  ],
  [
    "shorthand followed by more fields at the outer level",
    "targets.b.http.url",
    `targets: a: http: url: "x", targets: b: http: ‸url: "y"`,
  ],
  [
    "a quoted label with a space",
    'scenarios."get user".request.path',
    `scenarios: "get user": request: ‸path: "/x"`,
  ],
  [
    "a quoted label holding a colon and a dot",
    'scenarios."v1.2: get".load',
    `scenarios: "v1.2: get": {
	‸load: {rounds: 2}
}`,
  ],
  [
    "a quoted label with escaped quotes",
    'targets."say \\"hi\\"".http',
    `targets: "say \\"hi\\"": ‸http: url: "x"`,
  ],
  [
    "the quoted segment itself, when it is the last",
    'scenarios."get user"',
    `scenarios: {
	other: {}
	‸"get user": {}
}`,
  ],
  [
    "a quoted number is a label, a bare one a list index",
    'x."1"',
    `x: {
	"0": 1
	‸"1": 2
}`,
  ],
  ["an optional and a required field marker", "a.b", `a?: { ‸b!: 1 }`],
  [
    "a list element by index",
    "scenarios.s.thresholds.2.metric",
    `scenarios: s: thresholds: [
	{metric: "p50", max: "1ms"},
	{metric: "p99", max: "2ms"},
	{‸metric: "rps", min: 10},
]`,
  ],
  [
    "list elements separated by newlines, with a trailing comma",
    "l.1",
    `l: [
	"a",
	‸"b",
]`,
  ],
  ["list elements on one line", "l.2", `l: [1, 2, ‸3]`],
  ["a list element that is itself a list", "l.1.0", `l: [[1, 2], [‸3, 4]]`],
  [
    "a label declared twice: the declaration that holds the field",
    "targets.b.http",
    `targets: a: http: url: "x"
targets: b: {
	‸http: url: "y"
}`,
  ],
  [
    "a label declared twice: the later declaration when both hold it",
    "targets.a.start",
    `targets: a: http: url: "x"
targets: a: ‸start: cmd: ["y"]`,
  ],
  [
    "fallback: a field set through a reference is placed at the referring label",
    "scenarios.s.load.duration",
    `_load: {duration: "2s"}
scenarios: s: {
	request: path: "/x"
	‸load: _load
}`,
  ],
  [
    "fallback: a missing field is placed at its deepest written ancestor",
    'scenarios."s 1".request.path',
    `scenarios: ‸"s 1": {
	load: rounds: 2
}`,
  ],
  [
    "fallback: a list index past the end is placed at the list's label",
    "scenarios.s.thresholds.5",
    `scenarios: s: ‸thresholds: [{metric: "p50"}]`,
  ],
  [
    "a comment holding braces and a label-like text does not count",
    "a.b",
    `// a: { b: 1
a: {
	// }} b: 2 {{
	‸b: 3
}`,
  ],
  [
    "strings holding braces, brackets and colons do not count",
    "a.c",
    `a: {
	b: "}} x: [ {",
	‸c: 1
}`,
  ],
  ["a string holding // is not a comment", "a.c", `a: {b: "http://x/{", ‸c: 1}`],
  [
    "a multi-line string holding an unclosed brace and a label-like line",
    "scenarios.s.load.duration",
    `scenarios: s: {
	request: body: """
		{"duration": [1,
		load: "x"
		"""
	load: ‸duration: "2 seconds"
}`,
  ],
  [
    "a raw string holding a quote and a brace",
    "a.c",
    `a: {
	b: #"say "{" here"#
	‸c: 1
}`,
  ],
  [
    "a bytes string holding a brace",
    "a.c",
    `a: {
	b: '{ c: 2'
	‸c: 1
}`,
  ],
  [
    "a label only matches at its own depth",
    "a.b",
    `a: {
	x: {b: 1}
	‸b: 2
}`,
  ],
  [
    "a let-like := is not a label",
    "a.b",
    `a: {
	x := {b: 1}
	‸b: 2
}`,
  ],
  ["column counts characters on the line after a tab", "a", "x: 1\n\t‸a: 2"],
]

describe("locate", () => {
  test.each(cases)("%s", (_name, path, marked) => {
    const { source, line, column } = at(marked)
    expect(locate(source, path)).toEqual({ line, column })
  })

  test("a path that is not written at all has no position", () => {
    expect(locate("a: 1\n", "b.c")).toBeUndefined()
    expect(locate("", "a")).toBeUndefined()
  })

  test("the empty path (the whole file) has no position", () => {
    expect(locate("a: 1\n", "")).toBeUndefined()
  })
})
