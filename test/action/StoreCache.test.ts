import { describe, expect, test } from "bun:test"
import { historyPlan } from "../../action/StoreCache.ts"

const env = (more: Record<string, string>) => ({
  RUNNER_OS: "Linux",
  RUNNER_TEMP: "/tmp/runner",
  HOME: "/home/runner",
  GITHUB_RUN_ID: "77",
  GITHUB_RUN_ATTEMPT: "2",
  ...more,
})

describe("historyPlan", () => {
  test("a push to the base branch restores the newest base entry and saves a new one", () => {
    expect(
      historyPlan(
        { kind: "cache" },
        "main",
        env({ GITHUB_EVENT_NAME: "push", GITHUB_REF_NAME: "main" }),
      ),
    ).toEqual({
      db: "/home/runner/.benchgate-history/results.db",
      cache: {
        path: "~/.benchgate-history/results.db*",
        key: "benchgate-history-v1-Linux-main:77-2",
        restoreKeys: ["benchgate-history-v1-Linux-main:"],
        save: true,
      },
    })
  })

  test("a pull request reads the base branch's history and never saves", () => {
    const plan = historyPlan(
      { kind: "cache" },
      "main",
      env({
        GITHUB_EVENT_NAME: "pull_request",
        GITHUB_HEAD_REF: "main",
        GITHUB_REF_NAME: "5/merge",
      }),
    )
    expect(plan.cache?.save).toBe(false)
    expect(plan.cache?.key).toBe("benchgate-history-v1-Linux-main:read-77-2")
    expect(plan.cache?.restoreKeys).toEqual(["benchgate-history-v1-Linux-main:"])
  })

  test("other branches and merge queues read only", () => {
    for (const [event, ref] of [
      ["push", "feature/x"],
      ["merge_group", "main"],
      ["pull_request_target", "main"],
    ]) {
      const plan = historyPlan(
        { kind: "cache" },
        "main",
        env({ GITHUB_EVENT_NAME: event as string, GITHUB_REF_NAME: ref as string }),
      )
      expect({ event, save: plan.cache?.save }).toEqual({ event, save: false })
    }
  })

  test("a base branch's prefix never matches another branch's entries", () => {
    const main = historyPlan({ kind: "cache" }, "main", env({}))
    const other = historyPlan(
      { kind: "cache" },
      "main-old",
      env({ GITHUB_EVENT_NAME: "push", GITHUB_REF_NAME: "main-old" }),
    )
    expect(other.cache?.key.startsWith(main.cache?.restoreKeys[0] ?? "")).toBe(false)
    expect(historyPlan({ kind: "cache" }, "a,b", env({})).cache?.restoreKeys).toEqual([
      "benchgate-history-v1-Linux-a%2Cb:",
    ])
  })

  test("none: a throwaway store; a file: as given", () => {
    expect(historyPlan({ kind: "none" }, "main", env({}))).toEqual({
      db: "/tmp/runner/benchgate/results.db",
    })
    expect(historyPlan({ kind: "file", path: "/data/bench.db" }, "main", env({}))).toEqual({
      db: "/data/bench.db",
    })
  })
})
