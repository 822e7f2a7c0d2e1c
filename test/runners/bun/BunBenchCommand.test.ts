import { expect, test } from "bun:test"
import { bunBenchCommand, exactPattern, testFileArg } from "../../../runners/bun/BunBenchCommand.ts"

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
  expect(testFileArg("x.bench.ts")).toBe("./x.bench.ts")
  expect(testFileArg("./x.bench.ts")).toBe("./x.bench.ts")
  expect(testFileArg("../x.bench.ts")).toBe("../x.bench.ts")
  expect(testFileArg("/abs/x.bench.ts")).toBe("/abs/x.bench.ts")
})

test("group names are matched literally", () => {
  const names = ["GET (retry) x2", "a.b*c", "[x]|y", "^$", "back\\slash", "a/b", "+?{1}"]
  for (const name of names) {
    const pattern = new RegExp(exactPattern(name))
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
