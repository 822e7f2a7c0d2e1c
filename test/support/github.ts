/**
 * A stand-in for the GitHub REST API on 127.0.0.1 (the comment endpoints the action uses, with
 * real pagination; issues: list, create, edit; collaborators' permissions; the pull requests of a
 * commit), and a runner for the action's built entry points under `node` with a GITHUB_*
 * environment: event payload, step summary, output and env files.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

export const ROOT = resolve(import.meta.dir, "../..")
export const TOKEN = "test-token"
export const REPO = "octo/service"

export interface StoredComment {
  id: number
  body: string
  user: { login: string }
  html_url: string
}

export interface StoredIssue {
  number: number
  title: string
  body: string
  state: "open" | "closed"
  state_reason: string | null
  html_url: string
}

export interface Recorded {
  readonly method: string
  readonly path: string
  readonly query: string
}

export interface FakeGitHub {
  readonly url: string
  /** Comments per issue number. */
  readonly comments: Map<number, StoredComment[]>
  /** Head SHA per pull request number. */
  readonly pulls: Map<number, string>
  /** Permission per login (`admin`, `write`, `read`); a login not here is not a collaborator. */
  readonly permissions: Map<string, string>
  /** The pull requests a commit belongs to (GET /commits/{sha}/pulls). */
  readonly commitPulls: Map<string, ReadonlyArray<CommitPull>>
  /** Issues by number (numbers shared with pull requests, as on GitHub). */
  readonly issues: Map<number, StoredIssue>
  readonly requests: Recorded[]
  /** Status to answer comment writes with (201/200 when undefined). */
  denyWrites: number | undefined
  stop(): void
}

export interface CommitPull {
  readonly number: number
  readonly merged_at: string | null
  readonly base: { readonly ref: string }
}

const PER_PAGE_MAX = 100

export const startFakeGitHub = (): FakeGitHub => {
  const comments = new Map<number, StoredComment[]>()
  const pulls = new Map<number, string>()
  const permissions = new Map<string, string>()
  const commitPulls = new Map<string, ReadonlyArray<CommitPull>>()
  const issues = new Map<number, StoredIssue>()
  const requests: Recorded[] = []
  let nextId = 1000
  let nextIssue = 100
  const state = { denyWrites: undefined as number | undefined }
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    })

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url)
      requests.push({ method: request.method, path: url.pathname, query: url.search })
      if (request.headers.get("authorization") !== `Bearer ${TOKEN}`) {
        return json({ message: "Bad credentials" }, 401)
      }
      const prefix = `/repos/${REPO}`
      const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : ""
      const page = <T>(list: ReadonlyArray<T>) => {
        const perPage = Math.min(Number(url.searchParams.get("per_page") ?? 30), PER_PAGE_MAX)
        const number = Number(url.searchParams.get("page") ?? 1)
        const headers: Record<string, string> = {}
        if (number * perPage < list.length) {
          const next = new URL(url)
          next.searchParams.set("page", String(number + 1))
          headers.link = `<${next}>; rel="next"`
        }
        return json(list.slice((number - 1) * perPage, number * perPage), 200, headers)
      }
      const denied = () =>
        json({ message: "Resource not accessible by integration" }, state.denyWrites)
      if (path === "/issues" && request.method === "GET") {
        const wanted = url.searchParams.get("state") ?? "open"
        return page(
          [...issues.values()].filter((issue) => wanted === "all" || issue.state === wanted),
        )
      }
      if (path === "/issues" && request.method === "POST") {
        if (state.denyWrites) return denied()
        const { title, body } = (await request.json()) as { title: string; body: string }
        const number = nextIssue++
        const issue: StoredIssue = {
          number,
          title,
          body,
          state: "open",
          state_reason: null,
          html_url: `https://github.com/${REPO}/issues/${number}`,
        }
        issues.set(number, issue)
        return json(issue, 201)
      }
      const issueMatch = /^\/issues\/(\d+)$/.exec(path)
      if (issueMatch && request.method === "PATCH") {
        if (state.denyWrites) return denied()
        const issue = issues.get(Number(issueMatch[1]))
        if (issue === undefined) return json({ message: "Not Found" }, 404)
        Object.assign(issue, (await request.json()) as Partial<StoredIssue>)
        return json(issue)
      }
      let match = /^\/issues\/(\d+)\/comments$/.exec(path)
      if (match && request.method === "GET") {
        const list = comments.get(Number(match[1])) ?? []
        const perPage = Math.min(Number(url.searchParams.get("per_page") ?? 30), PER_PAGE_MAX)
        const page = Number(url.searchParams.get("page") ?? 1)
        const slice = list.slice((page - 1) * perPage, page * perPage)
        const headers: Record<string, string> = {}
        if (page * perPage < list.length) {
          const next = new URL(url)
          next.searchParams.set("page", String(page + 1))
          headers.link = `<${next}>; rel="next"`
        }
        return json(slice, 200, headers)
      }
      if (match && request.method === "POST") {
        if (state.denyWrites)
          return json({ message: "Resource not accessible by integration" }, state.denyWrites)
        const issue = Number(match[1])
        const { body } = (await request.json()) as { body: string }
        const comment = {
          id: nextId++,
          body,
          user: { login: "github-actions[bot]" },
          html_url: `https://github.com/${REPO}/pull/${issue}#issuecomment-${nextId - 1}`,
        }
        comments.set(issue, [...(comments.get(issue) ?? []), comment])
        return json(comment, 201)
      }
      match = /^\/issues\/comments\/(\d+)$/.exec(path)
      if (match && request.method === "PATCH") {
        if (state.denyWrites)
          return json({ message: "Resource not accessible by integration" }, state.denyWrites)
        const id = Number(match[1])
        const { body } = (await request.json()) as { body: string }
        for (const list of comments.values()) {
          const comment = list.find((c) => c.id === id)
          if (comment) {
            comment.body = body
            return json(comment)
          }
        }
        return json({ message: "Not Found" }, 404)
      }
      match = /^\/collaborators\/([^/]+)\/permission$/.exec(path)
      if (match?.[1] && request.method === "GET") {
        const permission = permissions.get(decodeURIComponent(match[1]))
        return permission === undefined
          ? json({ message: "Not Found" }, 404)
          : json({ permission, user: { login: decodeURIComponent(match[1]) } })
      }
      match = /^\/commits\/([0-9a-f]{40})\/pulls$/.exec(path)
      if (match?.[1] && request.method === "GET") return json(commitPulls.get(match[1]) ?? [])
      match = /^\/pulls\/(\d+)$/.exec(path)
      if (match && request.method === "GET") {
        const sha = pulls.get(Number(match[1]))
        return sha === undefined ? json({ message: "Not Found" }, 404) : json({ head: { sha } })
      }
      return json({ message: "Not Found" }, 404)
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}`,
    comments,
    pulls,
    permissions,
    commitPulls,
    issues,
    requests,
    get denyWrites() {
      return state.denyWrites
    },
    set denyWrites(status) {
      state.denyWrites = status
    },
    stop: () => server.stop(true),
  }
}

/** `count` comments by people on `issue`, none of them benchgate's. */
export const seedComments = (github: FakeGitHub, issue: number, count: number): void => {
  const list = github.comments.get(issue) ?? []
  for (let i = 0; i < count; i++) {
    list.push({
      id: i + 1,
      body: i === 3 ? "as the bot said: <!-- benchgate --> is its marker" : `comment ${i + 1}`,
      user: { login: "reviewer" },
      html_url: `https://github.com/${REPO}/pull/${issue}#issuecomment-${i + 1}`,
    })
  }
  github.comments.set(issue, list)
}

/** A comment by `login` on `issue`. */
export const addComment = (github: FakeGitHub, issue: number, login: string, body: string) => {
  const list = github.comments.get(issue) ?? []
  const id = 5000 + list.length
  list.push({
    id,
    body,
    user: { login },
    html_url: `https://github.com/${REPO}/pull/${issue}#issuecomment-${id}`,
  })
  github.comments.set(issue, list)
}

export interface Ran {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
  readonly outputs: Record<string, string>
  readonly env: Record<string, string>
  readonly summary: string
}

/** Reads a GITHUB_OUTPUT / GITHUB_ENV file (`name<<delimiter` blocks). */
export const parseFileCommands = (text: string): Record<string, string> => {
  const out: Record<string, string> = {}
  const lines = text.split("\n")
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? "")
    if (!match?.[1] || !match[2]) continue
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i] ?? "")
    out[match[1]] = value.join("\n")
  }
  return out
}

/**
 * Runs dist/NAME.js with node in a fresh runner directory: only PATH and HOME from this process,
 * plus `env` (GITHUB_*, INPUT_*, BENCHGATE_*). Asynchronous, because the fake API answering it
 * runs in this process. `cwd` (the workspace the step runs in) defaults to the runner directory.
 */
export const runEntry = async (
  name: "prepare" | "finish" | "comment" | "alerts",
  env: Record<string, string>,
  event: unknown,
  cwd?: string,
): Promise<Ran> => {
  const runner = mkdtempSync(join(tmpdir(), "benchgate-runner-"))
  try {
    const files = {
      GITHUB_EVENT_PATH: join(runner, "event.json"),
      GITHUB_STEP_SUMMARY: join(runner, "summary.md"),
      GITHUB_OUTPUT: join(runner, "output"),
      GITHUB_ENV: join(runner, "env"),
      GITHUB_PATH: join(runner, "path"),
      GITHUB_STATE: join(runner, "state"),
    }
    writeFileSync(files.GITHUB_EVENT_PATH, JSON.stringify(event))
    for (const file of Object.values(files).slice(1)) writeFileSync(file, "")
    mkdirSync(join(runner, "temp"))
    const child = Bun.spawn(["node", join(ROOT, "dist", `${name}.js`)], {
      cwd: cwd ?? runner,
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: process.env.HOME ?? runner,
        RUNNER_TEMP: join(runner, "temp"),
        RUNNER_OS: "Linux",
        GITHUB_REPOSITORY: REPO,
        GITHUB_RUN_ID: "4242",
        GITHUB_RUN_ATTEMPT: "1",
        ...files,
        ...env,
      },
      stdout: "pipe",
      stderr: "pipe",
      timeout: 30_000,
    })
    const [stdout, stderr, code] = await Promise.all([
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
      child.exited,
    ])
    return {
      code,
      stdout,
      stderr,
      outputs: parseFileCommands(readFileSync(files.GITHUB_OUTPUT, "utf8")),
      env: parseFileCommands(readFileSync(files.GITHUB_ENV, "utf8")),
      summary: readFileSync(files.GITHUB_STEP_SUMMARY, "utf8"),
    }
  } finally {
    rmSync(runner, { recursive: true, force: true })
  }
}

/** The `pull_request` event payload of PR `number` (from a fork when `fork`), head `sha`. */
export const pullRequestEvent = (
  number: number,
  sha: string,
  fork = false,
  baseSha = "b".repeat(40),
) => ({
  action: "synchronize",
  number,
  pull_request: {
    number,
    head: { sha, ref: "feature", repo: { full_name: fork ? "someone/service" : REPO } },
    base: { ref: "main", sha: baseSha, repo: { full_name: REPO } },
  },
  repository: { full_name: REPO },
})

export interface WorkflowCommand {
  readonly command: string
  readonly properties: Record<string, string>
  readonly message: string
}

const unescapeData = (text: string) =>
  text.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%")
const unescapeProperty = (text: string) =>
  unescapeData(text.replace(/%3A/g, ":").replace(/%2C/g, ","))

/** The `::command key=value,…::message` lines of a step's output, decoded. */
export const workflowCommands = (stdout: string): WorkflowCommand[] =>
  stdout.split("\n").flatMap((line) => {
    const match = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line)
    if (!match?.[1]) return []
    const properties: Record<string, string> = {}
    for (const pair of (match[2] ?? "").split(",").filter((p) => p !== "")) {
      const eq = pair.indexOf("=")
      properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1))
    }
    return [{ command: match[1], properties, message: unescapeData(match[3] ?? "") }]
  })
