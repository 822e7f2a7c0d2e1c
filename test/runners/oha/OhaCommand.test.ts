import { describe, expect, test } from "bun:test"
import { type OhaCommandInput, ohaArgs, ohaHeaderText } from "../../../runners/oha/OhaCommand.ts"

const url = "http://127.0.0.1:4001/users/42"
const base = { url, method: "GET", headers: {}, concurrency: 16 } as const

const cases: ReadonlyArray<{
  readonly name: string
  readonly input: OhaCommandInput
  readonly argv: ReadonlyArray<string>
}> = [
  {
    name: "duration: -z in exact ms, -w to drain in-flight requests",
    input: { ...base, durationMs: 2000 },
    argv: [
      "--no-tui",
      "--output-format",
      "json",
      "-c",
      "16",
      "-z",
      "2000ms",
      "-w",
      "-m=GET",
      "--",
      url,
    ],
  },
  {
    name: "a duration that is not whole seconds stays exact",
    input: { ...base, concurrency: 1, durationMs: 1500 },
    argv: [
      "--no-tui",
      "--output-format",
      "json",
      "-c",
      "1",
      "-z",
      "1500ms",
      "-w",
      "-m=GET",
      "--",
      url,
    ],
  },
  {
    name: "a fractional millisecond becomes microseconds, not rounded",
    input: { ...base, durationMs: 2.5 },
    argv: [
      "--no-tui",
      "--output-format",
      "json",
      "-c",
      "16",
      "-z",
      "2500us",
      "-w",
      "-m=GET",
      "--",
      url,
    ],
  },
  {
    name: "request count: -n, no -w (it requires -z)",
    input: { ...base, requests: 1000 },
    argv: ["--no-tui", "--output-format", "json", "-c", "16", "-n", "1000", "-m=GET", "--", url],
  },
  {
    name: "rate: -q with latency correction",
    input: { ...base, durationMs: 1000, rate: 250.5 },
    argv: [
      "--no-tui",
      "--output-format",
      "json",
      "-c",
      "16",
      "-z",
      "1000ms",
      "-w",
      "-q",
      "250.5",
      "--latency-correction",
      "-m=GET",
      "--",
      url,
    ],
  },
  {
    name: "method, headers in order, body as one argument each",
    input: {
      ...base,
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer a:b c" },
      body: `{"name": "it's \\"quoted\\" $HOME"}`,
      requests: 10,
    },
    argv: [
      "--no-tui",
      "--output-format",
      "json",
      "-c",
      "16",
      "-n",
      "10",
      "-m=POST",
      "-H=Content-Type: application/json",
      "-H=Authorization: Bearer a:b c",
      `-d={"name": "it's \\"quoted\\" $HOME"}`,
      "--",
      url,
    ],
  },
  {
    name: "an empty body is still sent",
    input: { ...base, method: "PUT", body: "", requests: 1 },
    argv: [
      "--no-tui",
      "--output-format",
      "json",
      "-c",
      "16",
      "-n",
      "1",
      "-m=PUT",
      "-d=",
      "--",
      url,
    ],
  },
  {
    name: "strings that start with - or = stay values (attached with =)",
    input: { ...base, method: "POST", headers: { "X-Tag": "-v" }, body: "-1", requests: 1 },
    argv: [
      "--no-tui",
      "--output-format",
      "json",
      "-c",
      "16",
      "-n",
      "1",
      "-m=POST",
      "-H=X-Tag: -v",
      "-d=-1",
      "--",
      url,
    ],
  },
  {
    name: "a per-request timeout bounds the requests -w waits for",
    input: { ...base, durationMs: 300, timeoutMs: 5000 },
    argv: [
      "--no-tui",
      "--output-format",
      "json",
      "-c",
      "16",
      "-z",
      "300ms",
      "-w",
      "-t",
      "5000ms",
      "-m=GET",
      "--",
      url,
    ],
  },
  {
    name: "a body starting with = keeps it (clap strips only the first =)",
    input: { ...base, method: "POST", body: "=x", requests: 1 },
    argv: [
      "--no-tui",
      "--output-format",
      "json",
      "-c",
      "16",
      "-n",
      "1",
      "-m=POST",
      "-d==x",
      "--",
      url,
    ],
  },
]

describe("a header file keeps headers and basic auth off argv", () => {
  const secret = {
    ...base,
    url: "http://bench:p%40ss@127.0.0.1:8080/users",
    headers: { "x-token": "t0k3n", authorization: "Bearer b" },
    requests: 1,
  }

  test("--header-file replaces every -H and -a; the URL loses its userinfo", () => {
    const argv = ohaArgs({ ...secret, headerFile: "/private/h" })
    expect(argv).toContain("--header-file=/private/h")
    expect(argv.filter((arg) => arg.startsWith("-H") || arg.startsWith("-a"))).toEqual([])
    expect(argv.join(" ")).not.toContain("t0k3n")
    expect(argv.join(" ")).not.toContain("p%40ss")
    expect(argv.at(-1)).toBe("http://127.0.0.1:8080/users")
  })

  test("the file holds the userinfo's Authorization first, so a spec's header replaces it", () => {
    expect(ohaHeaderText(secret)).toBe(
      `Authorization: Basic ${btoa("bench:p@ss")}\nx-token: t0k3n\nauthorization: Bearer b\n`,
    )
    expect(ohaHeaderText({ url: "http://h/", headers: {} })).toBe("")
    // What oha's -a sends for a user without a password: `user:`.
    expect(ohaHeaderText({ url: "http://bench@h/", headers: {} })).toBe(
      `Authorization: Basic ${btoa("bench:")}\n`,
    )
  })
})

describe("ohaArgs", () => {
  for (const c of cases) {
    test(c.name, () => {
      expect(ohaArgs(c.input)).toEqual(c.argv)
    })
  }

  const invalid: ReadonlyArray<{
    readonly name: string
    readonly input: OhaCommandInput
    readonly field: string
  }> = [
    { name: "neither duration nor count", input: base, field: "durationMs/requests" },
    {
      name: "both duration and count",
      input: { ...base, durationMs: 1000, requests: 10 },
      field: "durationMs/requests",
    },
    {
      name: "zero concurrency",
      input: { ...base, concurrency: 0, requests: 1 },
      field: "concurrency",
    },
    {
      name: "fractional concurrency",
      input: { ...base, concurrency: 1.5, requests: 1 },
      field: "concurrency",
    },
    { name: "zero requests", input: { ...base, requests: 0 }, field: "requests" },
    { name: "negative duration", input: { ...base, durationMs: -5 }, field: "durationMs" },
    { name: "zero rate", input: { ...base, requests: 1, rate: 0 }, field: "rate" },
    { name: "infinite rate", input: { ...base, requests: 1, rate: Infinity }, field: "rate" },
    {
      name: "colon in a header name",
      input: { ...base, requests: 1, headers: { "X:Y": "z" } },
      field: "headers",
    },
  ]
  for (const c of invalid) {
    test(`rejects ${c.name}`, () => {
      let thrown: unknown
      try {
        ohaArgs(c.input)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toMatchObject({ _tag: "OhaCommandInvalid", field: c.field })
      expect((thrown as Error).message).toContain(c.field)
    })
  }
})

describe("-z, the duration", () => {
  test.each([
    [1, "1ms"],
    [300, "300ms"],
    [60000, "60000ms"],
    [0.001, "1us"],
  ])("%p ms → %p", (durationMs, expected) => {
    const argv = ohaArgs({ ...base, durationMs })
    expect(argv[argv.indexOf("-z") + 1]).toBe(expected)
  })
})
