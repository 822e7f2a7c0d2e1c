/**
 * Reviewers' acceptances of failing thresholds, read from a pull request's comments (ADR 24):
 * a line `/benchgate accept <scenario> <metric>` in a comment by someone with write access to
 * the repository accepts that scenario's failing thresholds of that metric for the pull request.
 * The result is the accept file `bench check --accept` reads (gate/Acceptance.ts).
 *
 * Who may accept is GitHub's answer, never the comment's: every author is looked up with
 * GET /repos/{repo}/collaborators/{login}/permission, and only `admin` or `write` (maintainers
 * included) counts. Reading comments and permissions needs no write token, so the measuring
 * job of a fork's pull request can do it; the run on the base branch after the merge reads the
 * merged pull request's comments again itself, so what is stored with the merge never comes
 * from an artifact.
 */
import { Schema } from "effect"
import { ApiError, type GitHubApi } from "./GitHubApi.ts"
import { IssueComment, Permission, PullOfCommit } from "./GitHubData.ts"

interface AcceptCommand {
  readonly scenario: string
  readonly metric: string
}

interface Acceptance extends AcceptCommand {
  readonly by: string
}

/** `/benchgate accept get user p50`: the metric is the last word, the scenario the rest. */
const COMMAND = /^\/benchgate\s+accept\s+(.+?)\s+(\S+)\s*$/

/** The accept commands of a comment body, one per line; quotes around the scenario are dropped. */
export const acceptCommands = (body: string): ReadonlyArray<AcceptCommand> =>
  body.split(/\r?\n/).flatMap((line) => {
    const match = COMMAND.exec(line.trim())
    if (!match?.[1] || !match[2]) return []
    const scenario = match[1].replace(/^"(.*)"$/, "$1").trim()
    // Characters the accept file uses as separators cannot be in a metric name.
    if (scenario === "" || /[/@]/.test(match[2])) return []
    return [{ scenario, metric: match[2] }]
  })

/** Permissions that may accept: write access (GitHub reports maintain as `write`). */
const MAY_ACCEPT = new Set(["admin", "write"])

interface ReadAcceptances {
  readonly accepted: ReadonlyArray<Acceptance>
  /** One sentence per command that does not count, and why. */
  readonly refused: ReadonlyArray<string>
}

/** Whether `login` has write access to `repo`; a 404 (not a collaborator) is no. */
const mayAccept = async (api: GitHubApi, repo: string, login: string): Promise<boolean> => {
  try {
    const answer = await api.request(
      Permission,
      "GET",
      `/repos/${repo}/collaborators/${encodeURIComponent(login)}/permission`,
    )
    return MAY_ACCEPT.has(answer.permission ?? "")
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false
    throw error
  }
}

/** Every accept command on pull request `number`, split by whether its author may accept. */
export const readAcceptances = async (
  api: GitHubApi,
  repo: string,
  number: number,
): Promise<ReadAcceptances> => {
  const accepted: Acceptance[] = []
  const refused: string[] = []
  const permitted = new Map<string, boolean>()
  for await (const comment of api.paginate(
    IssueComment,
    `/repos/${repo}/issues/${number}/comments`,
  )) {
    const commands = acceptCommands(comment.body ?? "")
    const login = comment.user?.login
    if (commands.length === 0 || login == null) continue
    let may = permitted.get(login)
    if (may === undefined) {
      may = await mayAccept(api, repo, login)
      permitted.set(login, may)
    }
    for (const command of commands) {
      if (may) accepted.push({ ...command, by: login })
      else {
        refused.push(
          `@${login} cannot accept ${command.scenario} ${command.metric}: accepting needs write access to ${repo}`,
        )
      }
    }
  }
  return { accepted, refused }
}

/** The accept file: one `SCENARIO/METRIC@LOGIN` a line (gate/Acceptance.ts parseAcceptLine). */
export const acceptFile = (acceptances: ReadonlyArray<Acceptance>): string =>
  acceptances.map((a) => `${a.scenario}/${a.metric}@${a.by}\n`).join("")

/**
 * The pull request merged into `branch` as commit `sha` (a push to the base branch), from
 * GET /repos/{repo}/commits/{sha}/pulls; undefined for a push that merged none.
 */
export const mergedPullRequest = async (
  api: GitHubApi,
  repo: string,
  sha: string,
  branch: string,
): Promise<number | undefined> => {
  const pulls = await api.request(
    Schema.Array(PullOfCommit),
    "GET",
    `/repos/${repo}/commits/${sha}/pulls`,
  )
  return pulls.find((p) => p.merged_at && p.base?.ref === branch)?.number
}
