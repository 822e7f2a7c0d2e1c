/**
 * decode on what the real `cue export` gives for small specs (the JSON decode consumes, with
 * schema defaults filled in), plus a few hand-written inputs cue could never produce.
 *
 * Issue positions are marked in the sources with `‸` and a digit right before the field the
 * issue must point at; `‸1` is where the issue expecting position 1 points.
 */
import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import { type DecodeInput, decodeSpec } from "../../compiler/Decode.ts"
import { formatIssue } from "../../compiler/Issue.ts"
import type { Scenario, Spec } from "../../compiler/Spec.ts"
import { METRIC_NAMES } from "../../runners/Metric.ts"
import { exportSource } from "./load.ts"

const FILE = "specs/demo.cue"

/** The source without markers, and where each marker was (line and column, 1-based). */
const unmark = (marked: string) => {
  const positions = new Map<string, { line: number; column: number }>()
  let source = ""
  for (const [i, part] of marked.split(/‸(\d)/).entries()) {
    if (i % 2 === 0) {
      source += part
      continue
    }
    const line = source.split("\n").length
    positions.set(part, { line, column: source.length - source.lastIndexOf("\n") })
  }
  return { source, positions }
}

const TARGETS = `targets: {
	direct: http: url: "http://127.0.0.1:8080"
	layered: http: url: "http://127.0.0.1:8081"
}`

const spec = (body: string) => `package bench\n\n${TARGETS}\n\n${body}\n`

/** Issue lines as the CLI prints them: `file:line:col: path: message`, `@n` for marker n. */
type Expected = ReadonlyArray<readonly [marker: string | undefined, path: string, message: string]>

const decodeMarked = async (marked: string) => {
  const { source, positions } = unmark(marked)
  const input = await exportSource(source, FILE)
  return { result: decodeSpec(input), positions }
}

const issueLines = async (marked: string) => {
  const { result, positions } = await decodeMarked(marked)
  if (Either.isRight(result)) throw new Error("expected issues, the spec decoded")
  return { lines: result.left.map(formatIssue), positions }
}

const expectIssues = async (marked: string, expected: Expected) => {
  const { lines, positions } = await issueLines(marked)
  expect(lines).toEqual(
    expected.map(([marker, path, message]) => {
      const at = marker === undefined ? undefined : positions.get(marker)
      if (marker !== undefined && !at) throw new Error(`no marker ‸${marker} in the source`)
      return formatIssue({ file: FILE, ...at, path, message })
    }),
  )
}

const decoded = async (source: string): Promise<Spec> => {
  const { result } = await decodeMarked(source)
  if (Either.isLeft(result)) throw new Error(result.left.map(formatIssue).join("\n"))
  return result.right
}

const scenarioOf = async (source: string): Promise<Scenario> => {
  const [scenario] = (await decoded(source)).scenarios
  if (!scenario) throw new Error("no scenario")
  return scenario
}

describe("decode: each cross-check gives a located issue", () => {
  const cases: ReadonlyArray<readonly [string, string, Expected]> = [
    [
      "unknown target in scenario.targets",
      `scenarios: s: {
	targets: ["direct", ‸1"gprc"]
	request: path: "/x"
}`,
      [["1", "scenarios.s.targets.1", 'unknown target "gprc" (declared: direct, layered)']],
    ],
    [
      "a target listed twice",
      `scenarios: s: {
	‸1targets: ["direct", "direct"]
	request: path: "/x"
}`,
      [["1", "scenarios.s.targets", "a target is listed twice"]],
    ],
    [
      "an empty target list",
      `scenarios: s: {
	‸1targets: []
	request: path: "/x"
}`,
      [["1", "scenarios.s.targets", "no targets to measure; declare `targets`"]],
    ],
    [
      "baseline not among the scenario's targets",
      `scenarios: s: {
	targets: ["layered"]
	‸1baseline: "direct"
	request: path: "/x"
}`,
      [
        [
          "1",
          "scenarios.s.baseline",
          `baseline "direct" is not among the scenario's targets (layered)`,
        ],
      ],
    ],
    [
      "threshold on a target the scenario does not measure",
      `scenarios: s: {
	targets: ["direct"]
	request: path: "/x"
	thresholds: [{‸1target: "layered", metric: "p50", max: "1ms"}]
}`,
      [
        [
          "1",
          "scenarios.s.thresholds.0.target",
          '"layered" is not measured by this scenario (targets: direct)',
        ],
      ],
    ],
    [
      "overhead without a baseline",
      `scenarios: s: {
	request: path: "/x"
	thresholds: [
		{target: "layered", metric: "p50", max: "9ms"},
		{target: "layered", metric: "p50", ‸1overhead: "<= 2x"},
	]
}`,
      [
        [
          "1",
          "scenarios.s.thresholds.1.overhead",
          "an overhead threshold needs the scenario's `baseline`",
        ],
      ],
    ],
    [
      "overhead on the baseline itself",
      `scenarios: s: {
	request: path: "/x"
	baseline: "direct"
	thresholds: [{‸1target: "direct", metric: "p50", overhead: "<= 2x"}]
}`,
      [
        [
          "1",
          "scenarios.s.thresholds.0.target",
          "the baseline cannot have overhead against itself",
        ],
      ],
    ],
    [
      "no limit kind, and two limit kinds",
      `scenarios: s: {
	request: path: "/x"
	thresholds: [
		‸1{metric: "p50"},
		‸2{metric: "p50", max: "1ms", regression: "5%"},
	]
}`,
      [
        ["1", "scenarios.s.thresholds.0", "set one of max, min, overhead or regression"],
        [
          "2",
          "scenarios.s.thresholds.1",
          "set only one of max, regression (one threshold per condition)",
        ],
      ],
    ],
    [
      "unknown metric",
      `scenarios: s: {
	request: path: "/x"
	thresholds: [{‸1metric: "p42", max: "1ms"}]
}`,
      [
        [
          "1",
          "scenarios.s.thresholds.0.metric",
          `unknown metric "p42"; known: ${METRIC_NAMES.join(", ")}`,
        ],
      ],
    ],
    [
      "an absolute limit in the wrong unit for its metric",
      `scenarios: s: {
	request: path: "/x"
	thresholds: [
		{metric: "p99", ‸1max: "5%"},
		{metric: "error_rate", ‸2max: "5ms"},
		{metric: "rps", ‸3min: "1ms"},
		{metric: "bytes_per_response", ‸4max: "1%"},
		{metric: "mean", ‸5max: 15},
	]
}`,
      [
        ["1", "scenarios.s.thresholds.0.max", `expected a duration like "500ms" or "2s", got "5%"`],
        ["2", "scenarios.s.thresholds.1.max", `expected a percentage like "1%", got "5ms"`],
        ["3", "scenarios.s.thresholds.2.min", `expected requests per second like 1000, got "1ms"`],
        ["4", "scenarios.s.thresholds.3.max", `expected a size like 512 or "2KiB", got "1%"`],
        ["5", "scenarios.s.thresholds.4.max", `expected a duration like "500ms" or "2s", got "15"`],
      ],
    ],
    [
      "both duration and requests",
      `scenarios: s: {
	request: path: "/x"
	load: {duration: "1s", ‸1requests: 100}
}`,
      [["1", "scenarios.s.load.requests", "set either duration or requests, not both"]],
    ],
    [
      "no scenarios at all",
      "// targets only",
      [[undefined, "", "the spec has no scenarios: nothing would be measured"]],
    ],
  ]
  test.each(cases)("%s", async (_name, body, expected) => {
    await expectIssues(spec(body), expected)
  })

  test("{port} without start, in the target's URL", async () => {
    await expectIssues(
      `package bench

targets: {
	ok: http: url: "http://127.0.0.1:8080"
	free: http: ‸1url: "http://127.0.0.1:{port}/api"
}
scenarios: s: request: path: "/x"
`,
      [
        [
          "1",
          "targets.free.http.url",
          "{port} is only known when benchgate starts the target; add `start` or write the port",
        ],
      ],
    )
  })

  test("a scenario with no targets declared anywhere points at the scenario", async () => {
    await expectIssues(
      `package bench

scenarios: ‸1"get user": request: path: "/x"
`,
      [["1", 'scenarios."get user"', "no targets to measure; declare `targets`"]],
    )
  })
})

describe("decode: what emit and oha cannot use is an issue, not a crash later", () => {
  test("a URL that does not parse (here a {port} missing its brace)", async () => {
    await expectIssues(
      `package bench

targets: a: {
	http: ‸1url: "http://127.0.0.1:{port"
	start: cmd: ["./server", "--port={port}"]
}
scenarios: s: request: path: "/x"
`,
      [["1", "targets.a.http.url", '"http://127.0.0.1:{port" is not a valid URL']],
    )
  })

  test("header names that are not HTTP tokens, on the target and on the request", async () => {
    await expectIssues(
      spec(`targets: direct: http: headers: ‸1"x:y": "1"

scenarios: s: request: {
	path: "/x"
	headers: {
		‸2"": "empty"
		‸3"two words": "2"
		"X-Fine_Name.v2": "ok"
	}
}`),
      [
        ["1", 'targets.direct.http.headers."x:y"', '"x:y" is not an HTTP header name'],
        ["2", 'scenarios.s.request.headers.""', '"" is not an HTTP header name'],
        ["3", 'scenarios.s.request.headers."two words"', '"two words" is not an HTTP header name'],
      ],
    )
  })
})

describe("decode: every problem of a file is reported at once", () => {
  test("issues from targets, several scenarios, loads and thresholds together", async () => {
    await expectIssues(
      `package bench

targets: {
	direct: http: url: "http://127.0.0.1:8080"
	free: http: ‸1url: "http://127.0.0.1:{port}"
}

scenarios: "get user": {
	targets: ["direct", ‸2"nope"]
	‸3baseline: "ghost"
	request: path: "/x"
	load: {duration: "1s", ‸4requests: 5}
	thresholds: [
		{‸5metric: "p42", max: "1ms"},
		{metric: "p50", ‸6max: "fast"},
	]
}

scenarios: "list users": {
	request: path: "/y"
	thresholds: [{metric: "p50", ‸7overhead: "<= 2x"}]
}
`,
      [
        [
          "1",
          "targets.free.http.url",
          "{port} is only known when benchgate starts the target; add `start` or write the port",
        ],
        ["2", 'scenarios."get user".targets.1', 'unknown target "nope" (declared: direct, free)'],
        [
          "3",
          'scenarios."get user".baseline',
          `baseline "ghost" is not among the scenario's targets (direct, nope)`,
        ],
        ["4", 'scenarios."get user".load.requests', "set either duration or requests, not both"],
        [
          "5",
          'scenarios."get user".thresholds.0.metric',
          `unknown metric "p42"; known: ${METRIC_NAMES.join(", ")}`,
        ],
        [
          "6",
          'scenarios."get user".thresholds.1.max',
          `expected a duration like "500ms" or "2s", got "fast"`,
        ],
        [
          "7",
          'scenarios."list users".thresholds.0.overhead',
          "an overhead threshold needs the scenario's `baseline`",
        ],
      ],
    )
  })
})

describe("decode: thresholds without a target are expanded", () => {
  const THREE = `package bench

targets: {
	a: http: url: "http://127.0.0.1:1"
	b: http: url: "http://127.0.0.1:2"
	c: http: url: "http://127.0.0.1:3"
}
`
  test("absolute and regression limits: one per target of the scenario", async () => {
    const scenario = await scenarioOf(`${THREE}
scenarios: s: {
	targets: ["c", "a"]
	request: path: "/x"
	thresholds: [
		{metric: "p50", max: "5ms"},
		{metric: "rps", min: 1000},
		{metric: "rps", regression: "5%"},
		{target: "a", metric: "error_rate", max: "1%"},
	]
}`)
    // Each expanded threshold points at the line its condition is written on.
    expect(scenario.thresholds.map((t) => t.line)).toEqual([13, 13, 14, 14, 15, 15, 16])
    expect(scenario.thresholds.map(({ line: _, ...t }) => t)).toEqual([
      {
        text: "c p50 <= 5ms",
        target: "c",
        metric: "p50",
        kind: "absolute",
        comparator: "<=",
        limit: 5,
      },
      {
        text: "a p50 <= 5ms",
        target: "a",
        metric: "p50",
        kind: "absolute",
        comparator: "<=",
        limit: 5,
      },
      {
        text: "c rps >= 1000",
        target: "c",
        metric: "rps",
        kind: "absolute",
        comparator: ">=",
        limit: 1000,
      },
      {
        text: "a rps >= 1000",
        target: "a",
        metric: "rps",
        kind: "absolute",
        comparator: ">=",
        limit: 1000,
      },
      {
        text: "c rps regression <= 5%",
        target: "c",
        metric: "rps",
        kind: "regression",
        tolerance: 0.05,
      },
      {
        text: "a rps regression <= 5%",
        target: "a",
        metric: "rps",
        kind: "regression",
        tolerance: 0.05,
      },
      {
        text: "a error_rate <= 1%",
        target: "a",
        metric: "error_rate",
        kind: "absolute",
        comparator: "<=",
        limit: 0.01,
      },
    ])
  })

  test("overhead: one per target but the baseline", async () => {
    const scenario = await scenarioOf(`${THREE}
scenarios: s: {
	baseline: "b"
	request: path: "/x"
	thresholds: [
		{metric: "p99", overhead: "<= 2.5x"},
		{target: "c", metric: "rps", overhead: ">= 0.6x"},
	]
}`)
    expect(scenario.thresholds.map((t) => t.line)).toEqual([13, 13, 14])
    expect(scenario.thresholds.map(({ line: _, ...t }) => t)).toEqual([
      {
        text: "a p99 <= 2.5x vs b",
        target: "a",
        metric: "p99",
        kind: "overhead",
        comparator: "<=",
        ratio: 2.5,
      },
      {
        text: "c p99 <= 2.5x vs b",
        target: "c",
        metric: "p99",
        kind: "overhead",
        comparator: "<=",
        ratio: 2.5,
      },
      {
        text: "c rps >= 0.6x vs b",
        target: "c",
        metric: "rps",
        kind: "overhead",
        comparator: ">=",
        ratio: 0.6,
      },
    ])
  })
})

describe("decode: requests", () => {
  const request = async (fields: string) =>
    (await scenarioOf(spec(`scenarios: s: request: {path: "/x", ${fields}}`))).request

  test("a structured body is sent as JSON with a JSON content type", async () => {
    expect(await request(`method: "POST", body: {name: "Ada", tags: ["x"], n: 1}`)).toEqual({
      method: "POST",
      path: "/x",
      headers: { "content-type": "application/json" },
      body: '{"name":"Ada","tags":["x"],"n":1}',
    })
  })

  test("a list body is JSON too", async () => {
    expect((await request(`method: "PUT", body: [1, "two"]`)).body).toBe('[1,"two"]')
  })

  test("the user's own content type wins, whatever its case", async () => {
    expect(
      await request(
        `method: "POST", headers: "Content-Type": "application/x-ndjson", body: {a: 1}`,
      ),
    ).toEqual({
      method: "POST",
      path: "/x",
      headers: { "Content-Type": "application/x-ndjson" },
      body: '{"a":1}',
    })
  })

  test("a string body is sent as written, without a content type", async () => {
    expect(await request(`method: "POST", body: "{not json"`)).toEqual({
      method: "POST",
      path: "/x",
      headers: {},
      body: "{not json",
    })
  })
})

describe("decode: defaults", () => {
  test("a minimal spec gets every default", async () => {
    const result = await decoded(`package bench

targets: {
	b: {
		http: url: "http://127.0.0.1:{port}"
		start: cmd: ["./server", "--port={port}"]
	}
	a: http: url: "http://127.0.0.1:9000"
}
scenarios: s: request: path: "/x"
`)
    expect(result).toEqual({
      file: FILE,
      name: "demo",
      targets: {
        b: {
          name: "b",
          url: "http://127.0.0.1:{port}",
          headers: {},
          start: { cmd: ["./server", "--port={port}"], env: {}, ready: {}, timeoutMs: 15_000 },
        },
        a: { name: "a", url: "http://127.0.0.1:9000", headers: {} },
      },
      scenarios: [
        {
          name: "s",
          request: { method: "GET", path: "/x", headers: {} },
          load: { concurrency: 16, durationMs: 1000, warmupMs: 500, rounds: 5 },
          targets: ["b", "a"],
          thresholds: [],
        },
      ],
    })
  })

  test("given values replace the defaults", async () => {
    const result = await decoded(`package bench

targets: t: {
	http: {url: "http://127.0.0.1:{port}", headers: authorization: "Bearer x"}
	start: {
		cmd: ["bun", "server.ts"]
		cwd: "../app"
		env: PORT: "{port}"
		ready: http: "/health"
		timeout: "1.5m"
	}
}
scenarios: s: {
	request: {method: "DELETE", path: "/x", headers: "x-id": "7"}
	load: {concurrency: 64, requests: 2000, rate: 250.5, warmup: "0s", rounds: 12}
}
`)
    expect(result.targets.t).toEqual({
      name: "t",
      url: "http://127.0.0.1:{port}",
      headers: { authorization: "Bearer x" },
      start: {
        cmd: ["bun", "server.ts"],
        cwd: "../app",
        env: { PORT: "{port}" },
        ready: { httpPath: "/health" },
        timeoutMs: 90_000,
      },
    })
    expect(result.scenarios[0]?.request).toEqual({
      method: "DELETE",
      path: "/x",
      headers: { "x-id": "7" },
    })
    expect(result.scenarios[0]?.load).toEqual({
      concurrency: 64,
      requests: 2000,
      rate: 250.5,
      warmupMs: 0,
      rounds: 12,
    })
  })

  test("the spec is named after its file", async () => {
    const input = await exportSource(
      spec(`scenarios: s: request: path: "/x"`),
      "specs/users.v2.cue",
    )
    const result = decodeSpec(input)
    expect(Either.isRight(result) && result.right.name).toBe("users.v2")
  })
})

describe("decode: input cue could not have produced", () => {
  const input = (json: unknown): DecodeInput => ({ file: FILE, source: "", json })

  test("a shape that drifted from the schema is reported at its path, not thrown", () => {
    const result = decodeSpec(
      input({
        targets: { a: { http: { url: "http://x", headers: {} } } },
        scenarios: {
          s: {
            request: { method: "GET", path: "/", headers: {} },
            load: { concurrency: "many", warmup: "1s", rounds: 1 },
            thresholds: [],
          },
        },
      }),
    )
    if (Either.isRight(result)) throw new Error("expected issues")
    // (Effect also reports the optional field's `undefined` branch for `scenarios`; this can
    // only happen when schema.cue and Decode.ts drift apart, so the noise is tolerated.)
    expect(result.left.map(formatIssue)).toContain(
      `${FILE}: scenarios.s.load.concurrency: Expected number, actual "many"`,
    )
  })

  test("an empty object is a spec without scenarios", () => {
    const result = decodeSpec(input({}))
    expect(Either.isLeft(result) && result.left.map(formatIssue)).toEqual([
      `${FILE}: the spec has no scenarios: nothing would be measured`,
    ])
  })
})
