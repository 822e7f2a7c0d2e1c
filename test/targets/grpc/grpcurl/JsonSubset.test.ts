import { describe, expect, test } from "bun:test"
import { matchJsonSubset } from "../../../../targets/grpc/grpcurl/JsonSubset.ts"

const response = {
  tasks: [
    { id: "AAAA", title: "Task 1", status: "STATUS_TODO", due_date: "0", tags: [] },
    { id: "AAAB", title: "Task 2", status: "STATUS_DONE", due_date: "1767830520000", tags: ["x"] },
  ],
  total: 2,
  done: false,
  next: null,
  "odd key": { "a-b": 1 },
}

describe("matchJsonSubset", () => {
  test.each([
    ["the empty object matches anything object-shaped", {}],
    ["a top-level scalar", { total: 2 }],
    ["false and null match themselves", { done: false, next: null }],
    [
      "nested, element-wise",
      { tasks: [{ title: "Task 1" }, { status: "STATUS_DONE", tags: ["x"] }] },
    ],
    ["the whole response", response],
    ["keys that need quoting", { "odd key": { "a-b": 1 } }],
  ])("matches: %s", (_, expected) => {
    expect(matchJsonSubset(expected, response)).toEqual({ ok: true })
  })

  test.each([
    ["a missing key", { count: 2 }, "$.count", "missing (expected 2)"],
    ["a different value", { total: 3 }, "$.total", "expected 3, got 2"],
    [
      "the first mismatch in document order",
      { tasks: [{ title: "Task 1" }, { status: "STATUS_TODO", title: "nope" }] },
      "$.tasks[1].status",
      'expected "STATUS_TODO", got "STATUS_DONE"',
    ],
    [
      "an array of another length",
      { tasks: [{ title: "Task 1" }] },
      "$.tasks",
      "expected 1 elements, got 2",
    ],
    [
      "an object where there is an array",
      { tasks: {} },
      "$.tasks",
      "expected an object, got array",
    ],
    [
      "an array where there is an object",
      { "odd key": [] },
      '$["odd key"]',
      "expected an array, got object",
    ],
    [
      "null is not absent or false",
      { done: null },
      "$.done",
      "expected null null, got boolean false",
    ],
    [
      "int64 is a string in protobuf JSON, with a hint",
      { tasks: [{ due_date: 0 }, {}] },
      "$.tasks[0].due_date",
      'expected number 0, got string "0" (protobuf JSON writes 64-bit integers as strings: expect the string)',
    ],
    [
      "a key that needs quoting",
      { "odd key": { "a-b": 2 } },
      '$["odd key"]["a-b"]',
      "expected 2, got 1",
    ],
  ])("mismatch: %s", (_, expected, path, reason) => {
    const result = matchJsonSubset(expected, response)
    expect(result).toEqual({
      ok: false,
      path,
      reason: expect.stringContaining(reason),
      message: expect.any(String),
    })
    if (!result.ok) expect(result.message).toBe(`at ${result.path}: ${result.reason}`)
  })

  test("the root itself", () => {
    expect(matchJsonSubset({ a: 1 }, null)).toMatchObject({ ok: false, path: "$" })
    expect(matchJsonSubset("x", "x")).toEqual({ ok: true })
  })
})
