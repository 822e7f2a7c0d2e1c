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
import { describeMetrics, METRIC_NAMES } from "../../targets/Metrics.ts"
import type { Scenario, Spec } from "../../targets/Spec.ts"
import { exportSource, loadSource } from "../support/load.ts"

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
      "an overhead regression without a baseline, and one whose limit is not the metric's unit",
      `scenarios: s: {
	request: path: "/x"
	thresholds: [{target: "layered", metric: "p50", ‸1overheadRegression: "<= 5%"}]
}
scenarios: t: {
	request: path: "/x"
	baseline: "direct"
	thresholds: [{target: "layered", metric: "rps", ‸2overheadRegression: "<= +5ms"}]
}`,
      [
        [
          "1",
          "scenarios.s.thresholds.0.overheadRegression",
          "an overheadRegression threshold needs the scenario's `baseline`",
        ],
        [
          "2",
          "scenarios.t.thresholds.0.overheadRegression",
          'expected an overhead regression limit like "<= 5%" (the overhead ratio may grow 5%) or "<= +0.5ms" (the difference may grow 0.5 ms, in the metric\'s unit), got "<= +5ms"',
        ],
      ],
    ],
    [
      "overhead and regression in one threshold: the overhead's own regression is its own field",
      `scenarios: s: {
	request: path: "/x"
	baseline: "direct"
	thresholds: [‸1{target: "layered", metric: "p50", overhead: "<= 6x", regression: "<= 5%"}]
}`,
      [
        [
          "1",
          "scenarios.s.thresholds.0",
          "set only one of overhead, regression: for how much the overhead may grow against the base, write overheadRegression",
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
        [
          "1",
          "scenarios.s.thresholds.0",
          "set one of max, min, overhead, regression or overheadRegression",
        ],
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
          `unknown metric "p42"; known: ${describeMetrics(METRIC_NAMES)}`,
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
  ]
  test.each(cases)("%s", async (_name, body, expected) => {
    await expectIssues(spec(body), expected)
  })

  test("no scenarios at all: at the file's start, since there is no field to point at", async () => {
    expect((await issueLines(spec("// targets only"))).lines).toEqual([
      `${FILE}:1:1: scenarios: the spec has no scenarios: nothing would be measured`,
    ])
  })

  test("a top-level field that is not targets, services or scenarios", async () => {
    await expectIssues(
      `package bench

${TARGETS}

‸1scenarioss: s: request: path: "/x"
‸2thresholds: [{metric: "p50", max: "1ms"}]
‸3wibble: 1
_hidden: 2
#Definition: 3
`,
      [
        ["1", "scenarioss", 'field not allowed at the top level; did you mean "scenarios"?'],
        [
          "2",
          "thresholds",
          "field not allowed at the top level; thresholds belongs to a scenario: scenarios: NAME: thresholds: …",
        ],
        [
          "3",
          "wibble",
          "field not allowed at the top level; a spec holds targets, services and scenarios",
        ],
      ],
    )
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

  test("a build's arguments cannot hold {port} or {service.NAME}", async () => {
    await expectIssues(
      `package bench

services: db: {url: "http://127.0.0.1:{port}", start: cmd: ["db", "--port={port}"]}
targets: api: {
	http: url: "http://127.0.0.1:{port}"
	start: {
		build: ["go", "build", ‸1"-ldflags=-X main.port={port}", ‸2"{service.db}"]
		cmd: ["./api", "--port={port}"]
	}
}
scenarios: s: request: path: "/x"
`,
      ["1", "2"].map((mark) => [
        mark,
        `targets.api.start.build.${mark === "1" ? 2 : 3}`,
        "a build runs before any port or service is given to the target: write the argument out",
      ]),
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
          `unknown metric "p42"; known: ${describeMetrics(METRIC_NAMES)}`,
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

describe("decode: overhead regression", () => {
  test("a ratio's growth in percent, a difference's in the metric's unit; expanded over the non-baseline targets", async () => {
    const scenario = await scenarioOf(
      spec(`scenarios: s: {
	request: path: "/x"
	baseline: "direct"
	thresholds: [
		{metric: "p50", overheadRegression: "<= 5%"},
		{target: "layered", metric: "p95", overheadRegression: "+0.5ms"},
	]
}`),
    )
    expect(scenario.thresholds.map(({ line: _, ...t }) => t)).toEqual([
      {
        text: "layered p50 overhead regression <= 5% vs direct",
        target: "layered",
        metric: "p50",
        kind: "overhead-regression",
        form: "ratio",
        tolerance: 0.05,
      },
      {
        text: "layered p95 overhead regression <= +0.5ms vs direct",
        target: "layered",
        metric: "p95",
        kind: "overhead-regression",
        form: "additive",
        tolerance: 0.5,
      },
    ])
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
        form: "ratio",
        limit: 2.5,
      },
      {
        text: "c p99 <= 2.5x vs b",
        target: "c",
        metric: "p99",
        kind: "overhead",
        comparator: "<=",
        form: "ratio",
        limit: 2.5,
      },
      {
        text: "c rps >= 0.6x vs b",
        target: "c",
        metric: "rps",
        kind: "overhead",
        comparator: ">=",
        form: "ratio",
        limit: 0.6,
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
    expect((await request(`method: "PUT", body: [1, "two"]`))?.body).toBe('[1,"two"]')
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

  test("a timeout is kept in ms; without one the runners' default applies", async () => {
    expect((await request(`timeout: "1.5s"`))?.timeoutMs).toBe(1500)
    expect(await request(`method: "GET"`)).not.toHaveProperty("timeoutMs")
  })

  test("a timeout of 0 or past 10 minutes is an issue at the field", async () => {
    await expectIssues(
      spec(`scenarios: {
	a: request: {path: "/x", ‸1timeout: "0s"}
	b: request: {path: "/x", ‸2timeout: "11m"}
}`),
      [
        ["1", "scenarios.a.request.timeout", `a timeout is more than 0, got "0s"`],
        ["2", "scenarios.b.request.timeout", `"11m" is too long: timeout may be at most 10m`],
      ],
    )
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
          kind: "http",
          name: "b",
          url: "http://127.0.0.1:{port}",
          headers: {},
          start: { cmd: ["./server", "--port={port}"], env: {}, ready: {}, timeoutMs: 15_000 },
        },
        a: { kind: "http", name: "a", url: "http://127.0.0.1:9000", headers: {} },
      },
      services: {},
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
      kind: "http",
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
      `${FILE}:1:1: scenarios: the spec has no scenarios: nothing would be measured`,
    ])
  })
})

describe("decode: target kinds, services and runner cross-checks", () => {
  const KINDS = `targets: {
	plain: bun: {file: "h.bench.ts", group: "query", variant: "plain"}
	micro: bun: {file: "h.bench.ts", group: "query", variant: "micro"}
	boot: command: cmd: ["bun", "import-plain.ts"]
	direct: go: {package: "../grpc", benchmark: "BenchmarkDirect"}
	web: http: url: "http://127.0.0.1:8080"
}`
  const kinds = (body: string) => `package bench\n\n${KINDS}\n\n${body}\n`

  const cases: ReadonlyArray<readonly [string, string, Expected]> = [
    [
      "a target of no kind",
      `package bench
targets: ‸1ghost: {}
scenarios: s: {}`,
      [
        [
          "1",
          "targets.ghost",
          'set exactly one of http, grpc, bun, command, go, results: what kind of target "ghost" is',
        ],
      ],
    ],
    [
      "a runner that does not exist, and one of another kind",
      `package bench
targets: {
	web: {http: url: "http://127.0.0.1:8080", ‸1runner: "wrk"}
	cmd: {command: cmd: ["true"], ‸2runner: "oha"}
}
scenarios: s: {targets: ["web"], request: path: "/x"}
scenarios: t: targets: ["cmd"]`,
      [
        ["1", "targets.web.runner", '"wrk" is not a runner of http targets; they are oha, vegeta'],
        [
          "2",
          "targets.cmd.runner",
          '"oha" is not a runner of command targets; the only one is command',
        ],
      ],
    ],
    [
      "vegeta takes a duration, not a request count, and whole rates",
      `package bench
targets: v: {http: url: "http://127.0.0.1:8080", runner: "vegeta"}
scenarios: s: {request: path: "/x", load: {‸1requests: 100, ‸2rate: 2.5}}`,
      [
        [
          "1",
          "scenarios.s.load.requests",
          "requests only applies to targets loaded by oha, ghz; this scenario's targets are loaded by vegeta",
        ],
        [
          "2",
          "scenarios.s.load.rate",
          "vegeta takes a whole number of requests per second, not 2.5",
        ],
      ],
    ],
    [
      "a target of two kinds",
      `package bench
targets: ‸1both: {
	http: url: "http://127.0.0.1:8080"
	go: {package: ".", benchmark: "BenchmarkX"}
}
scenarios: s: request: path: "/x"`,
      [
        [
          "1",
          "targets.both",
          "set exactly one of http, grpc, bun, command, go, results; http and go are both set",
        ],
      ],
    ],
    [
      "start on a target benchgate runs itself",
      `package bench
targets: g: {
	go: {package: ".", benchmark: "BenchmarkX"}
	‸1start: cmd: ["server"]
}
scenarios: s: {}`,
      [
        [
          "1",
          "targets.g.start",
          "start is for http and grpc targets only: benchgate runs a go target itself (a server it needs is a service)",
        ],
      ],
    ],
    [
      "a threshold on a metric the target's runner does not produce",
      kinds(`scenarios: s: {
	targets: ["plain", "micro"]
	baseline: "plain"
	thresholds: [{target: "micro", ‸1metric: "p50", overhead: "<= 2x"}]
}`),
      [
        [
          "1",
          "scenarios.s.thresholds.0.metric",
          'p50 is not measured for bun targets "micro", "plain" (bun gives time_per_op, ops_per_s, heap_per_op)',
        ],
      ],
    ],
    [
      "a resource metric on an http target benchgate does not start says what would measure it",
      kinds(`scenarios: s: {
	targets: ["web"]
	request: path: "/"
	thresholds: [{‸1metric: "cpu_per_request", regression: "<= 3%"}]
}`),
      [
        [
          "1",
          "scenarios.s.thresholds.0.metric",
          'cpu_per_request is not measured for http target "web" (oha gives rps, mean, p50, p90, p95, p99, p99.9, error_rate, bytes_per_response); cpu_per_request is read from the processes of an http or grpc target benchgate starts: give the target `start`',
        ],
      ],
    ],
    [
      "a threshold without a target, over targets of two kinds, one of which lacks the metric",
      kinds(`scenarios: s: {
	targets: ["boot", "direct"]
	load: duration: "100ms"
	thresholds: [{‸1metric: "allocs_per_op", max: 10}]
}`),
      [
        [
          "1",
          "scenarios.s.thresholds.0.metric",
          'allocs_per_op is not measured for command target "boot" (command gives wall, user_cpu, sys_cpu, peak_rss)',
        ],
      ],
    ],
    [
      "bun targets of one scenario in two groups",
      `package bench
targets: {
	q: bun: {file: "h.bench.ts", group: "query", variant: "plain"}
	m: bun: {file: "h.bench.ts", group: "mutation", variant: "plain"}
}
scenarios: s: ‸1targets: ["q", "m"]`,
      [
        [
          "1",
          "scenarios.s.targets",
          'bun targets of one scenario run in one process, so they share file and group: "q" is group "query" of "h.bench.ts", "m" is group "mutation" of "h.bench.ts"',
        ],
      ],
    ],
    [
      "two bun targets for one variant, and env that disagrees",
      `package bench
targets: {
	a: bun: {file: "h.bench.ts", group: "g", variant: "v", env: X: "1"}
	b: bun: {file: "h.bench.ts", group: "g", variant: "v", env: X: "2"}
}
scenarios: ‸1s: {}`,
      [
        ["1", "scenarios.s", '"a" and "b" are both variant "v"'],
        ["1", "scenarios.s", '"a" and "b" set X differently, but run in one process'],
      ],
    ],
    [
      "a service reference to an undeclared service; a reserved variable",
      `package bench
services: api: {url: "http://127.0.0.1:{port}", start: cmd: ["server", "--port={port}"]}
targets: c: bun: {
	file: "h.bench.ts"
	group: "g"
	variant: "v"
	env: {
		‸1URL: "{service.apj}/x"
		‸2BENCHGATE_SAMPLES: "3"
	}
}
scenarios: s: {}`,
      [
        ["1", "targets.c.bun.env.URL", 'unknown service "apj" in {service.apj} (declared: api)'],
        [
          "2",
          "targets.c.bun.env.BENCHGATE_SAMPLES",
          "BENCHGATE_* variables are set by benchgate for its harness; the spec's load decides them",
        ],
      ],
    ],
    [
      "an http scenario without a request; a bun scenario with one",
      kinds(`scenarios: {
	‸1get: targets: ["web"]
	calls: {
		targets: ["plain"]
		‸2request: path: "/x"
	}
}`),
      [
        [
          "1",
          "scenarios.get",
          'request is required: it is what oha sends to the http target "web"',
        ],
        [
          "2",
          "scenarios.calls.request",
          "request is only sent to http targets, and this scenario has none (bun); remove it",
        ],
      ],
    ],
    [
      "load fields no target of the scenario uses",
      kinds(`scenarios: {
	a: {
		targets: ["plain", "micro"]
		load: {‸1concurrency: 4, ‸2rate: 10}
	}
	b: {
		targets: ["boot"]
		load: ‸3duration: "2s"
	}
	c: {
		targets: ["web", "direct"]
		request: path: "/"
		load: ‸4requests: 100
	}
}`),
      [
        [
          "1",
          "scenarios.a.load.concurrency",
          "concurrency only applies to targets loaded by oha, ghz, vegeta; this scenario's targets are loaded by bun",
        ],
        [
          "2",
          "scenarios.a.load.rate",
          "rate only applies to targets loaded by oha, ghz, vegeta; this scenario's targets are loaded by bun",
        ],
        [
          "3",
          "scenarios.b.load.duration",
          "duration does not apply to command targets: a round runs each of them once, as long as it takes",
        ],
        [
          "4",
          "scenarios.c.load.requests",
          "requests replaces the duration only for oha; go targets need a duration",
        ],
      ],
    ],
    [
      "a go benchmark name go could not print; an empty package",
      `package bench
targets: {
	a: go: {package: ".", ‸1benchmark: "TestX"}
	b: go: {package: ".", ‸2benchmark: "BenchmarkX//y"}
	c: go: {‸3package: "", benchmark: "BenchmarkX"}
}
scenarios: s: {}`,
      [
        [
          "1",
          "targets.a.go.benchmark",
          '"TestX" is not a benchmark name: it starts with Benchmark and has no spaces',
        ],
        ["2", "targets.b.go.benchmark", '"BenchmarkX//y" has an empty sub-benchmark level'],
        ["3", "targets.c.go.package", 'package is empty; "." is the spec\'s own directory'],
      ],
    ],
  ]

  test.each(cases)("%s", async (_name, source, expected) => {
    await expectIssues(source, expected)
  })

  test("mixed kinds decode when every threshold's metric is produced by every target", async () => {
    const scenario = await scenarioOf(
      kinds(`scenarios: s: {
	targets: ["plain", "micro", "direct"]
	baseline: "direct"
	load: {duration: "200ms", rounds: 3}
	thresholds: [{metric: "time_per_op", overhead: "<= 5x"}, {target: "direct", metric: "allocs_per_op", max: 2}]
}`),
    )
    expect(scenario.request).toBeUndefined()
    expect(scenario.thresholds.map((t) => t.text)).toEqual([
      "plain time_per_op <= 5x vs direct",
      "micro time_per_op <= 5x vs direct",
      "direct allocs_per_op <= 2",
    ])
  })

  test("targets of every kind and services decode to typed values", async () => {
    const result = await decoded(`package bench
services: api: {
	url: "http://127.0.0.1:{port}"
	start: {cmd: ["bun", "server.ts", "--port={port}"], ready: http: "/health"}
}
targets: {
	b: bun: {file: "h.bench.ts", group: "g", variant: "v", env: URL: "{service.api}/json"}
	c: command: {cmd: ["bun", "x.ts"], cwd: "sub", env: URL: "{service.api}"}
	g: go: {package: "../mod", benchmark: "BenchmarkF/n=10"}
}
scenarios: {
	s1: targets: ["b"]
	s2: targets: ["c", "g"]
}
`)
    expect(result.services).toEqual({
      api: {
        name: "api",
        url: "http://127.0.0.1:{port}",
        start: {
          cmd: ["bun", "server.ts", "--port={port}"],
          env: {},
          ready: { httpPath: "/health" },
          timeoutMs: 15_000,
        },
      },
    })
    expect(result.targets).toEqual({
      b: {
        kind: "bun",
        name: "b",
        file: "h.bench.ts",
        group: "g",
        variant: "v",
        env: { URL: "{service.api}/json" },
      },
      c: {
        kind: "command",
        name: "c",
        cmd: ["bun", "x.ts"],
        cwd: "sub",
        env: { URL: "{service.api}" },
      },
      g: { kind: "go", name: "g", package: "../mod", benchmark: "BenchmarkF/n=10" },
    })
    expect(result.scenarios.map((s) => [s.name, s.request, s.load])).toEqual([
      ["s1", undefined, { concurrency: 16, durationMs: 1000, warmupMs: 500, rounds: 5 }],
      ["s2", undefined, { concurrency: 16, durationMs: 1000, warmupMs: 500, rounds: 5 }],
    ])
  })
})

describe("decode: items and bytes_per_item", () => {
  test("items is kept, and a threshold may judge bytes_per_item", async () => {
    const scenario = await scenarioOf(
      spec(`scenarios: s: {
	request: path: "/tasks?limit=20"
	items: 20
	thresholds: [{target: "direct", metric: "bytes_per_item", max: 90.6}]
}`),
    )
    expect(scenario.items).toBe(20)
    expect(scenario.thresholds.map((t) => [t.metric, t.kind])).toEqual([
      ["bytes_per_item", "absolute"],
    ])
  })

  test("without items, bytes_per_item is an issue at the metric", async () => {
    await expectIssues(
      spec(`scenarios: s: {
	request: path: "/x"
	thresholds: [{‸1metric: "bytes_per_item", max: 100}]
}`),
      [
        [
          "1",
          "scenarios.s.thresholds.0.metric",
          "bytes_per_item needs the scenario's `items`: how many items one response carries",
        ],
      ],
    )
  })

  test("a target without response sizes has no size per item either", async () => {
    await expectIssues(
      `package bench
targets: plain: bun: {file: "h.bench.ts", group: "query", variant: "plain"}
scenarios: s: {
	‸2items: 3
	thresholds: [{‸1metric: "bytes_per_item", max: 100}]
}
`,
      [
        [
          "2",
          "scenarios.s.items",
          "items divides response sizes, and no target of this scenario measures them (bun); remove it",
        ],
        [
          "1",
          "scenarios.s.thresholds.0.metric",
          'bytes_per_item is not measured for bun target "plain" (bun gives time_per_op, ops_per_s, heap_per_op)',
        ],
      ],
    )
  })

  test("items where no target measures response sizes is an issue at items", async () => {
    await expectIssues(
      `package bench
targets: plain: bun: {file: "h.bench.ts", group: "query", variant: "plain"}
scenarios: s: {
	‸1items: 3
	thresholds: [{metric: "time_per_op", max: "1ms"}]
}
`,
      [
        [
          "1",
          "scenarios.s.items",
          "items divides response sizes, and no target of this scenario measures them (bun); remove it",
        ],
      ],
    )
  })

  test("items below 1: the schema refuses it at the field", async () => {
    const { source, positions } = unmark(
      spec(`scenarios: s: {
	request: path: "/x"
	‸1items: 0
}`),
    )
    const result = await loadSource(source, FILE)
    if (Either.isRight(result)) throw new Error("expected cue to refuse items: 0")
    const [issue] = result.left
    expect(issue?.path).toBe("scenarios.s.items")
    expect(issue?.line).toBe(positions.get("1")?.line)
  })

  test("input cue could not have produced: items 0 is still an issue", () => {
    const result = decodeSpec({
      file: FILE,
      source: "",
      json: {
        targets: { direct: { http: { url: "http://127.0.0.1:1", headers: {} } } },
        scenarios: {
          s: {
            request: { method: "GET", path: "/x", headers: {} },
            items: 0,
            load: { warmup: "0s", rounds: 1 },
            thresholds: [],
          },
        },
      },
    })
    if (Either.isRight(result)) throw new Error("expected an issue")
    expect(result.left.map((i) => [i.path, i.message])).toEqual([
      ["scenarios.s.items", "items must be at least 1 (got 0)"],
    ])
  })
})

describe("decode: counted scenarios (load.measure)", () => {
  const COUNTABLE = `targets: {
	plain: bun: {file: "h.bench.ts", group: "query", variant: "plain"}
	boot: command: cmd: ["bun", "import-plain.ts"]
	direct: go: {package: "../grpc", benchmark: "BenchmarkDirect"}
	grpc: go: {package: "../grpc", benchmark: "BenchmarkGRPC"}
	web: http: url: "http://127.0.0.1:8080"
	recorded: results: {format: "hyperfine", file: "h.json", benchmark: "x"}
}`
  const countable = (body: string) => `package bench\n\n${COUNTABLE}\n\n${body}\n`

  test("measure instructions: kept, and a counted duration of 20 ms unless given", async () => {
    const scenario = await scenarioOf(
      countable(`scenarios: s: {
	targets: ["direct", "grpc"]
	baseline: "direct"
	load: {measure: "instructions", rounds: 3}
	thresholds: [
		{target: "grpc", metric: "instructions", overhead: "<= 2000x"},
		{metric: "instructions", regression: "<= 1%"},
		{target: "direct", metric: "instructions", max: 5000},
	]
}`),
    )
    expect(scenario.load).toEqual({
      concurrency: 16,
      durationMs: 20,
      warmupMs: 500,
      rounds: 3,
      measure: "instructions",
    })
    expect(scenario.thresholds.map((t) => t.text)).toEqual([
      "grpc instructions <= 2000x vs direct",
      "direct instructions regression <= 1%",
      "grpc instructions regression <= 1%",
      "direct instructions <= 5000",
    ])
  })

  test("a timed scenario has no measure in its load", async () => {
    const scenario = await scenarioOf(
      countable(`scenarios: s: {targets: ["boot"], load: measure: "time"}`),
    )
    expect(scenario.load.measure).toBeUndefined()
  })

  const cases: ReadonlyArray<readonly [string, string, Expected]> = [
    [
      "counting a service or recorded samples: at load.measure, with each kind's reason",
      countable(`scenarios: s: {
	targets: ["boot", "web", "recorded"]
	request: path: "/"
	load: {‸1measure: "instructions", rounds: 3}
}`),
      [
        [
          "1",
          "scenarios.s.load.measure",
          `instructions are counted for bun, command, go targets, whose processes benchgate runs under callgrind; "web" (http): a service's instructions per request are not counted yet (it would run under valgrind for the whole check); gate what a request costs it with cpu_per_request, or count the handler itself in a go or bun benchmark; "recorded" (results): its samples were recorded by another tool before the check: nothing runs that could be counted`,
        ],
      ],
    ],
    [
      "instructions in a timed scenario: at the metric",
      countable(`scenarios: s: {
	targets: ["direct"]
	thresholds: [{‸1metric: "instructions", max: 1000}]
}`),
      [
        [
          "1",
          "scenarios.s.thresholds.0.metric",
          'instructions is counted only in a scenario whose load says measure: "instructions" (its slices then run under callgrind, 50–150 times slower, and report instructions instead of times)',
        ],
      ],
    ],
    [
      "a time in a counted scenario: at the metric",
      countable(`scenarios: s: {
	targets: ["direct", "grpc"]
	baseline: "direct"
	load: measure: "instructions"
	thresholds: [{‸1metric: "time_per_op", overhead: "<= 5x"}]
}`),
      [
        [
          "1",
          "scenarios.s.thresholds.0.metric",
          "time_per_op is not measured in a scenario that counts instructions (load.measure): its targets give instructions there; time them in a scenario of their own",
        ],
      ],
    ],
  ]

  test.each(cases)("%s", async (_name, source, expected) => {
    await expectIssues(source, expected)
  })

  test("a measure the schema does not know is refused at the field", async () => {
    const { source, positions } = unmark(
      countable(`scenarios: s: {targets: ["boot"], load: ‸1measure: "cycles"}`),
    )
    const result = await loadSource(source, FILE)
    if (Either.isRight(result)) throw new Error("expected cue to refuse measure: cycles")
    const [issue] = result.left
    expect(issue?.path).toBe("scenarios.s.load.measure")
    expect(issue?.line).toBe(positions.get("1")?.line)
  })
})

describe("load.firstLook", () => {
  const COUNTABLE = `targets: {
	direct: http: url: "http://127.0.0.1:8080"
	layered: http: url: "http://127.0.0.1:8081"
	recorded: results: {format: "hyperfine", file: "h.json", benchmark: "x"}
}`
  const withLoad = (body: string) => `package bench\n\n${COUNTABLE}\n\n${body}\n`

  test("kept beside the rounds it comes before", async () => {
    const scenario = await scenarioOf(
      withLoad(`scenarios: s: {
	targets: ["direct", "layered"]
	request: path: "/"
	load: {rounds: 12, firstLook: 6}
}`),
    )
    expect(scenario.load.rounds).toBe(12)
    expect(scenario.load.firstLook).toBe(6)
  })

  const cases: ReadonlyArray<readonly [string, string, Expected]> = [
    [
      "not before the last round: at load.firstLook",
      withLoad(`scenarios: s: {
	targets: ["direct", "layered"]
	request: path: "/"
	load: {rounds: 6, ‸1firstLook: 6}
}`),
      [
        [
          "1",
          "scenarios.s.load.firstLook",
          "the first look (6 rounds) must come before the last of the 6 rounds; remove it to look once, after all of them",
        ],
      ],
    ],
    [
      "with forks: at load.firstLook",
      withLoad(`scenarios: s: {
	targets: ["direct", "layered"]
	request: path: "/"
	load: {rounds: 6, forks: 2, ‸1firstLook: 3}
}`),
      [
        [
          "1",
          "scenarios.s.load.firstLook",
          "firstLook cannot be combined with forks: each of the 2 launches is measured for all of its rounds",
        ],
      ],
    ],
    [
      "on recorded samples: at load.firstLook",
      withLoad(`scenarios: s: {
	targets: ["recorded"]
	load: {rounds: 6, ‸1firstLook: 3}
}`),
      [
        [
          "1",
          "scenarios.s.load.firstLook",
          "firstLook does not apply to results targets: their samples were recorded before the check, and each round reads one",
        ],
      ],
    ],
  ]

  test.each(cases)("%s", async (_name, source, expected) => {
    await expectIssues(source, expected)
  })
})

describe('load.warmup: "steady"', () => {
  const TARGETS_OF_KINDS = `targets: {
	started: {
		http: url: "http://127.0.0.1:{port}"
		start: {cmd: ["./server", "--port={port}"], ready: http: "/"}
	}
	remote: http: url: "http://127.0.0.1:8081"
	group: bun: {file: "a.bench.ts", group: "g", variant: "v"}
	job: command: cmd: ["true"]
}`
  const withTargets = (body: string) => `package bench\n\n${TARGETS_OF_KINDS}\n\n${body}\n`

  test("slices of 500 ms, repeated until steady, for a target benchgate starts", async () => {
    const scenario = await scenarioOf(
      withTargets(
        `scenarios: s: {targets: ["started"], request: path: "/", load: warmup: "steady"}`,
      ),
    )
    expect(scenario.load.warmupMs).toBe(500)
    expect(scenario.load.warmupUntilSteady).toBe(true)
  })

  test("a duration warms once, as before", async () => {
    const scenario = await scenarioOf(
      withTargets(`scenarios: s: {targets: ["started"], request: path: "/", load: warmup: "3s"}`),
    )
    expect(scenario.load.warmupMs).toBe(3000)
    expect(scenario.load.warmupUntilSteady).toBeUndefined()
  })

  const cases: ReadonlyArray<readonly [string, string, Expected]> = [
    [
      "a target benchgate does not start: at load.warmup, naming it",
      withTargets(`scenarios: s: {
	targets: ["started", "remote"]
	request: path: "/"
	load: ‸1warmup: "steady"
}`),
      [
        [
          "1",
          "scenarios.s.load.warmup",
          '"steady" warms each target until its CPU per request stops falling, read from the processes of an http or grpc target benchgate starts; "remote" (http) has none: give the warm-up a duration, e.g. "3s"',
        ],
      ],
    ],
    [
      "a bench group and a command: at load.warmup, naming both",
      withTargets(`scenarios: s: {
	targets: ["group", "job"]
	load: ‸1warmup: "steady"
}`),
      [
        [
          "1",
          "scenarios.s.load.warmup",
          '"steady" warms each target until its CPU per request stops falling, read from the processes of an http or grpc target benchgate starts; "group" (bun), "job" (command) have none: give the warm-up a duration, e.g. "3s"',
        ],
      ],
    ],
    [
      "a counted scenario: at load.warmup",
      withTargets(`scenarios: s: {
	targets: ["job"]
	load: {measure: "instructions", ‸1warmup: "steady"}
}`),
      [
        [
          "1",
          "scenarios.s.load.warmup",
          'a counted scenario is not timed, so there is no warm-up to size: remove warmup: "steady"',
        ],
      ],
    ],
  ]

  test.each(cases)("%s", async (_name, source, expected) => {
    await expectIssues(source, expected)
  })

  test("a word the schema does not know is refused at the field", async () => {
    const { source, positions } = unmark(
      withTargets(`scenarios: s: {targets: ["job"], load: ‸1warmup: "warm"}`),
    )
    const result = await loadSource(source, FILE)
    if (Either.isRight(result)) throw new Error('expected cue to refuse warmup: "warm"')
    const [issue] = result.left
    expect(issue?.path).toBe("scenarios.s.load.warmup")
    expect(issue?.line).toBe(positions.get("1")?.line)
  })
})
