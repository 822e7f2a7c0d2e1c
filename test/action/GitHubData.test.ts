/** What the action reads from GitHub decodes through its schemas, and a wrong shape names its field. */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ApiError, GitHubApi } from "../../action/GitHubApi.ts"
import { IssueComment } from "../../action/GitHubData.ts"
import { readEvent } from "../../action/PullRequest.ts"
import { pullRequestEvent } from "../support/github.ts"

const dir = mkdtempSync(join(tmpdir(), "benchgate-event-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const payload = (name: string, value: unknown): string => {
  const path = join(dir, name)
  writeFileSync(path, JSON.stringify(value))
  return path
}

describe("the event payload", () => {
  test("GitHub's payload decodes; its other fields pass unread", () => {
    const event = readEvent(payload("pr.json", pullRequestEvent(7, "a".repeat(40))))
    expect(event.pull_request?.number).toBe(7)
    expect(event.pull_request?.head?.repo?.full_name).toBe("octo/service")
  })

  test("none, or no file: a local run's empty payload", () => {
    expect(readEvent(undefined)).toEqual({})
    expect(readEvent(join(dir, "absent.json"))).toEqual({})
  })

  test("a deleted fork's head.repo is null, and decodes", () => {
    const event = pullRequestEvent(7, "a".repeat(40))
    const path = payload("deleted.json", {
      ...event,
      pull_request: { ...event.pull_request, head: { sha: "a".repeat(40), repo: null } },
    })
    expect(readEvent(path).pull_request?.head?.repo).toBeNull()
  })

  test("a field of another type is named, with the file", () => {
    const path = payload("bad.json", { pull_request: { number: "7", base: { sha: 12 } } })
    expect(() => readEvent(path)).toThrow(
      `the event payload ${path} (GITHUB_EVENT_PATH): pull_request.number: expected number, got "7"; pull_request.base.sha: expected string or null, got 12`,
    )
    const notJson = join(dir, "text.json")
    writeFileSync(notJson, "pull_request=7")
    expect(() => readEvent(notJson)).toThrow("not JSON")
  })
})

describe("the API's answers", () => {
  const answers = new Map<string, { body: unknown; link?: string }>()
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch: (request) => {
      const answer = answers.get(new URL(request.url).pathname)
      if (answer === undefined) return new Response("{}", { status: 404 })
      const headers: Record<string, string> = { "content-type": "application/json" }
      if (answer.link !== undefined)
        headers.link = `<${server.url}${answer.link.slice(1)}>; rel="next"`
      return new Response(JSON.stringify(answer.body), { headers })
    },
  })
  afterAll(() => server.stop(true))
  const api = new GitHubApi({ baseUrl: server.url.href, token: "t" })

  test("an answer of the expected shape decodes", async () => {
    answers.set("/one", { body: { id: 1, body: null, html_url: "https://x/1" } })
    expect(await api.request(IssueComment, "GET", "/one")).toEqual({
      id: 1,
      body: null,
      html_url: "https://x/1",
    })
  })

  test("an answer of another shape is an ApiError naming the field", async () => {
    answers.set("/bad", { body: { id: "1" } })
    const error = await api.request(IssueComment, "GET", "/bad").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(
      'GitHub API GET /bad answered 200: unexpected answer: id: expected number, got "1"',
    )
  })

  test("a page's entry of another shape is named by its index, on the page it came", async () => {
    answers.set("/list", { body: [{ id: 1 }], link: "/list2" })
    answers.set("/list2", { body: [{ id: 2 }, { body: "no id" }] })
    const seen: number[] = []
    const error = await (async () => {
      for await (const comment of api.paginate(IssueComment, "/list")) seen.push(comment.id)
    })().catch((e: unknown) => e)
    expect(seen).toEqual([1])
    expect((error as ApiError).message).toBe(
      "GitHub API GET /list2 answered 200: unexpected answer: [1].id: is missing",
    )
  })
})
