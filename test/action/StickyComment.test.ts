import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import { nextLink } from "../../action/GitHubApi.ts"
import { decodePullRequestRecord } from "../../action/GitHubData.ts"
import { encodeRecord, pullRequestOf } from "../../action/PullRequest.ts"
import { fitComment, isSticky, MAX_COMMENT, planComment } from "../../action/StickyComment.ts"

const BODY = "<!-- benchgate -->\n\n✅ **benchgate: all thresholds passed**\n"

describe("planComment", () => {
  test.each([
    ["always", "pass", undefined, "create"],
    ["always", "fail", { id: 1, body: "<!-- benchgate -->\nold" }, "update"],
    ["always", "pass", { id: 1, body: `${BODY}\n` }, "unchanged"],
    ["always", "pass", { id: 1, body: BODY.replace(/\n/g, "\r\n") }, "unchanged"],
    ["on-change", "pass", undefined, "skip"],
    ["on-change", "inconclusive", undefined, "create"],
    ["on-change", "fail", undefined, "create"],
    ["on-change", "pass", { id: 1, body: "<!-- benchgate -->\n❌ failed" }, "update"],
    ["off", "fail", undefined, "skip"],
    ["off", "fail", { id: 1, body: "<!-- benchgate -->\nold" }, "skip"],
  ] as const)("%s, %s, existing %o → %s", (mode, verdict, existing, action) => {
    expect(planComment({ mode, verdict, existing, body: BODY })).toBe(action)
  })

  test("the marker must start the body", () => {
    expect(isSticky("  \n<!-- benchgate -->\nx")).toBe(true)
    expect(isSticky("quoting <!-- benchgate --> in a reply")).toBe(false)
    expect(isSticky(null)).toBe(false)
  })

  test("a body over GitHub's limit is cut at a line and says where the rest is", () => {
    const long = `${BODY}${"| a | b |\n".repeat(10_000)}`
    const fitted = fitComment(long)
    expect(fitted.length).toBeLessThanOrEqual(MAX_COMMENT)
    expect(fitted).toStartWith(BODY)
    expect(fitted).toEndWith("the whole report is in the job summary of the run.\n")
    expect(fitComment(BODY)).toBe(BODY)
  })
})

describe("pull requests", () => {
  const event = (head: string, base: string) => ({
    pull_request: {
      number: 7,
      head: { sha: "a".repeat(40), repo: { full_name: head } },
      base: { repo: { full_name: base } },
    },
  })

  test("same repository or fork", () => {
    expect(pullRequestOf("pull_request", event("o/r", "o/r"))).toEqual({
      number: 7,
      headSha: "a".repeat(40),
      headRepo: "o/r",
      baseRepo: "o/r",
      fromFork: false,
    })
    expect(pullRequestOf("pull_request", event("fork/r", "o/r"))?.fromFork).toBe(true)
    expect(pullRequestOf("push", event("o/r", "o/r"))).toBeUndefined()
  })

  test("the artifact record is untrusted: only a number and a full SHA pass", () => {
    const pr = pullRequestOf("pull_request", event("o/r", "o/r"))
    if (pr === undefined) throw new Error("no pr")
    expect(Either.getOrThrow(decodePullRequestRecord(encodeRecord(pr)))).toEqual({
      number: 7,
      headSha: "a".repeat(40),
    })
    const refused = (text: string) =>
      Either.match(decodePullRequestRecord(text), {
        onLeft: (invalid) => invalid.problems,
        onRight: () => [],
      })
    expect(refused('{"number":"7","headSha":"x"}')).toEqual([
      'number: expected number, got "7"',
      expect.stringContaining("headSha: "),
    ])
    expect(refused(`{"number":-1,"headSha":"${"a".repeat(40)}"}`)).toEqual([
      expect.stringMatching(/^number: /),
    ])
    expect(refused(`{"number":7.5,"headSha":"${"a".repeat(40)}"}`)).toEqual([
      expect.stringMatching(/^number: /),
    ])
    expect(refused(`{"number":7,"headSha":"${"g".repeat(40)}"}`)).toEqual([
      expect.stringMatching(/^headSha: /),
    ])
    expect(refused("not json")).toEqual([expect.stringContaining("not JSON")])
  })
})

test("Link header: the next page", () => {
  expect(
    nextLink(
      '<https://api.github.com/x?page=2>; rel="next", <https://api.github.com/x?page=5>; rel="last"',
    ),
  ).toBe("https://api.github.com/x?page=2")
  expect(nextLink('<https://api.github.com/x?page=1>; rel="prev"')).toBeUndefined()
  expect(nextLink(null)).toBeUndefined()
})
