import { describe, expect, test } from "bun:test"
import { formatTxtar, markerName, parseTxtar } from "./txtar.ts"

describe("txtar", () => {
  const text = [
    "What the case is about,",
    "on two lines.",
    "",
    "-- spec.cue --",
    "package bench",
    "",
    "-- out/a.sh --",
    "#!/usr/bin/env bash",
    "-- issues --",
    "-- empty.txt --",
    "",
  ].join("\n")

  test("parses the comment and each file", () => {
    expect(parseTxtar(text)).toEqual({
      comment: "What the case is about,\non two lines.\n\n",
      files: [
        { name: "spec.cue", data: "package bench\n\n" },
        { name: "out/a.sh", data: "#!/usr/bin/env bash\n" },
        { name: "issues", data: "" },
        { name: "empty.txt", data: "" },
      ],
    })
  })

  test("format gives back the text it was parsed from", () => {
    expect(formatTxtar(parseTxtar(text))).toBe(text)
  })

  test("format ends every file with a newline", () => {
    expect(formatTxtar({ comment: "c", files: [{ name: "f", data: "x" }] })).toBe("c\n-- f --\nx\n")
  })

  test.each([
    ["-- spec.cue --", "spec.cue"],
    ["-- out/get user.sh --", "out/get user.sh"],
    ["--  --", undefined],
    ["-- x", undefined],
    ["cd -- x --", undefined],
  ])("marker %p", (line, name) => {
    expect(markerName(line)).toBe(name)
  })
})
