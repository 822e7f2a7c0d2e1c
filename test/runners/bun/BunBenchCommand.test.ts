import { expect, test } from "bun:test"
import { bunBenchCommand } from "../../../runners/bun/BunBenchCommand.ts"

/** The argv of one group's process: the test file argument, `-t`'s pattern. */
const argsOf = (file: string, group = "g") => {
  const { args } = bunBenchCommand({ file, group, resultsFile: "r" })
  return { file: args[1], pattern: args[args.indexOf("-t") + 1] ?? "" }
}

test("argv and env for one group", () => {
  expect(
    bunBenchCommand({
      file: "examples/handlers/handlers.bench.ts",
      group: "query",
      resultsFile: "/tmp/r.jsonl",
      samples: 10,
      heapMs: 0,
    }),
  ).toEqual({
    args: ["test", "./examples/handlers/handlers.bench.ts", "--timeout", "0", "-t", "^query$"],
    env: {
      BENCHGATE_RESULTS: "/tmp/r.jsonl",
      BENCHGATE_GROUP: "query",
      BENCHGATE_SAMPLES: "10",
      BENCHGATE_HEAP_MS: "0",
    },
  })
})

test("file arguments bun reads as paths", () => {
  expect(argsOf("x.bench.ts").file).toBe("./x.bench.ts")
  expect(argsOf("./x.bench.ts").file).toBe("./x.bench.ts")
  expect(argsOf("../x.bench.ts").file).toBe("../x.bench.ts")
  expect(argsOf("/abs/x.bench.ts").file).toBe("/abs/x.bench.ts")
})

test("group names are matched literally", () => {
  const names = ["GET (retry) x2", "a.b*c", "[x]|y", "^$", "back\\slash", "a/b", "+?{1}"]
  for (const name of names) {
    const pattern = new RegExp(argsOf("a.bench.ts", name).pattern)
    expect(pattern.test(name)).toBe(true)
    expect(pattern.test(`${name} `)).toBe(false)
    expect(pattern.test(`x${name}`)).toBe(false)
  }
})

test("a negative setting is refused", () => {
  expect(() =>
    bunBenchCommand({ file: "a.bench.ts", group: "g", resultsFile: "r", batchMs: -1 }),
  ).toThrow("BENCHGATE_BATCH_MS must be a non-negative number, got -1")
})
