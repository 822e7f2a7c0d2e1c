import { describe, expect, test } from "bun:test"
import { acceptCommands, acceptFile } from "../../action/Acceptances.ts"
import { parseAcceptFile } from "../../gate/Acceptance.ts"

describe("/benchgate accept comments", () => {
  test("one command a line: the metric is the last word, the scenario the rest, quotes dropped", () => {
    expect(
      acceptCommands(
        'Known cost.\r\n/benchgate accept get user p50\n  /benchgate  accept "list tasks" status_rate:UNAVAILABLE  \n',
      ),
    ).toEqual([
      { scenario: "get user", metric: "p50" },
      { scenario: "list tasks", metric: "status_rate:UNAVAILABLE" },
    ])
  })

  test("quoted, misspelt or incomplete commands are not commands", () => {
    expect(acceptCommands("> /benchgate accept get user p50")).toEqual([])
    expect(acceptCommands("/benchgate accepts get user p50")).toEqual([])
    expect(acceptCommands("/benchgate accept p50")).toEqual([])
    expect(acceptCommands("please /benchgate accept get user p50")).toEqual([])
    // A metric holding the accept file's separators could name another threshold.
    expect(acceptCommands("/benchgate accept get user p50@admin")).toEqual([])
  })

  test("the accept file is what bench check --accept reads back", () => {
    const file = acceptFile([
      { scenario: "a/b @ c", metric: "p50", by: "alice" },
      { scenario: "get user", metric: "rps", by: "bob" },
    ])
    expect(parseAcceptFile(file)).toEqual([
      { scenario: "a/b @ c", metric: "p50", by: "alice" },
      { scenario: "get user", metric: "rps", by: "bob" },
    ])
  })
})
