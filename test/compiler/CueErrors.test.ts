import { describe, expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { cueIssues } from "../../compiler/CueErrors.ts"
import { formatIssue } from "../../compiler/Issue.ts"
import { locate } from "../../compiler/Locate.ts"

/**
 * The fixtures are real `cue export` outputs (see fixtures/cue/record.ts): each spec was
 * evaluated as `spec.cue` next to a copy of schema.cue, from that directory. Here that
 * directory is called /project, and the user named the file specs/broken.cue.
 */
const FIXTURES = join(import.meta.dir, "fixtures", "cue")
const CWD = "/project"
const FILE = "specs/broken.cue"

const issuesOf = (fixture: string): ReadonlyArray<string> => {
  const source = readFileSync(join(FIXTURES, `${fixture}.cue`), "utf8")
  const output = readFileSync(join(FIXTURES, `${fixture}.stderr`), "utf8")
  return cueIssues(output, {
    cwd: CWD,
    specFile: "spec.cue",
    displayFile: FILE,
    locate: (path) => locate(source, path),
  }).map(formatIssue)
}

const DURATION = 'expected a duration like "500ms" or "2s"'

describe("cueIssues on recorded cue output", () => {
  const cases: ReadonlyArray<readonly [string, string, ReadonlyArray<string>]> = [
    [
      "bad-duration",
      "a regex bound is explained; the quoted label with a space stays quoted",
      [`${FILE}:8:18: scenarios."get user".load.duration: invalid value "2 seconds": ${DURATION}`],
    ],
    [
      "bad-method",
      "seven conflicts and the disjunction count fold into one 'must be one of' line",
      [
        `${FILE}:7:20: scenarios."get: user".request.method: invalid value "FETCH": must be one of "DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"`,
      ],
    ],
    ["unknown-field", "a misspelt field", [`${FILE}:8:2: scenarios.s.lod: field not allowed`]],
    ["syntax", "a syntax error has no path", [`${FILE}:7:22: expected '}', found 'EOF'`]],
    [
      "missing-required",
      "fields CUE places only in the schema are located at their deepest ancestor in the spec",
      [
        `${FILE}:7:12: scenarios."s 1".request: field is required but not present`,
        `${FILE}:5:13: targets.a.http.url: field is required but not present`,
      ],
    ],
    [
      "bad-formats",
      "each named pattern says what was expected",
      [
        `${FILE}:11:29: scenarios.s.thresholds.0.overhead: invalid value "2.5": expected a ratio limit like "<= 2.5x" or ">= 0.6x"`,
        `${FILE}:12:31: scenarios.s.thresholds.1.regression: invalid value "<= 5": expected a regression limit like "<= 5%"`,
        `${FILE}:5:24: targets.b.http.url: invalid value "ftp://example.com": expected an http:// or https:// URL like "http://127.0.0.1:{port}"`,
        `${FILE}:8:17: scenarios.s.request.path: invalid value "users": expected a path starting with "/"`,
      ],
    ],
    [
      "wrong-types",
      "a type mismatch names the user's value, the expected type and the given one",
      [
        `${FILE}:8:22: scenarios.s.load.concurrency: invalid value "lots": expected int, got string`,
        `${FILE}:8:53: scenarios.s.load.duration: invalid value 5: expected string, got int`,
        `${FILE}:8:38: scenarios.s.load.rounds: invalid value "x": expected int, got string`,
        `${FILE}:8:64: scenarios.s.load.warmup: invalid value 2: expected string, got int`,
        `${FILE}:7:32: scenarios.s.request.method: invalid value 3: expected string, got int`,
        `${FILE}:4:68: targets.a.http.headers."x-api": invalid value 1: expected string, got int`,
      ],
    ],
    [
      "out-of-bound",
      "the default's conflict is noise next to the real bound",
      [`${FILE}:8:21: scenarios.s.load.concurrency: invalid value 0: must be >=1`],
    ],
    [
      "declared-twice",
      "one line per field, at its first position in the spec",
      [
        `${FILE}:7:16: scenarios.s.load.warmup: invalid value "soon": ${DURATION}`,
        `${FILE}:7:16: scenarios.t.load.warmup: invalid value "soon": ${DURATION}`,
        `${FILE}:10:31: scenarios.s.load.duration: invalid value "fast": ${DURATION}`,
      ],
    ],
    [
      "odd-labels",
      "labels holding quotes, dots and colons survive into the path",
      [
        `${FILE}:8:16: scenarios."v1.2: list".load.warmup: invalid value "1 minute": ${DURATION}`,
        `${FILE}:4:35: targets."say \\"hi\\"".http.url: invalid value "localhost:8080": expected an http:// or https:// URL like "http://127.0.0.1:{port}"`,
      ],
    ],
  ]
  test.each(cases)("%s: %s", (fixture, _why, expected) => {
    expect(issuesOf(fixture)).toEqual(expected)
  })

  test("no issue line carries disjunction noise, a raw regex or a schema position", () => {
    for (const [fixture] of cases) {
      for (const line of issuesOf(fixture)) {
        expect(line).not.toMatch(/empty disjunction|conflicting values|out of bound|=~/)
        expect(line.startsWith(`${FILE}:`)).toBe(true)
      }
    }
  })
})

describe("cueIssues: reading cue's output", () => {
  test("headers split into path and message; positions resolved against cwd", () => {
    const output = [
      'scenarios."a: b".load.rounds: invalid value 0 (out of bound >=1):',
      "    ./schema.cue:113:10",
      "    /abs/spec.cue:3:4",
      "    ../up/spec.cue:5:6",
      "expected '}', found 'EOF':",
      "    ./spec.cue:7:22",
      "",
    ].join("\n")
    // The issue is placed at its position in the spec file, however cue wrote that position.
    const issues = (specFile: string) =>
      cueIssues(output, {
        cwd: "/project/specs",
        specFile,
        displayFile: "shown.cue",
        locate: () => undefined,
      })
    expect(issues("/abs/spec.cue")).toEqual([
      {
        file: "shown.cue",
        line: 3,
        column: 4,
        path: 'scenarios."a: b".load.rounds',
        message: "invalid value 0: must be >=1",
      },
      { file: "shown.cue", path: "", message: "expected '}', found 'EOF'" },
    ])
    expect(issues("schema.cue")[0]).toMatchObject({ line: 113, column: 10 })
    expect(issues("../up/spec.cue")[0]).toMatchObject({ line: 5, column: 6 })
    expect(issues("spec.cue")[1]).toMatchObject({ line: 7, column: 22 })
  })

  test.each([
    [
      "a path with an escaped quote",
      'targets."x \\"y\\": z".http: field not allowed:',
      'targets."x \\"y\\": z".http',
      "field not allowed",
    ],
    [
      "a message with ': ' after the path",
      "a.b: reference: not found:",
      "a.b",
      "reference: not found",
    ],
    [
      "a message without a path",
      'found packages "bench" (a.cue) and "x" (b.cue) in ".":',
      "",
      'found packages "bench" (a.cue) and "x" (b.cue) in "."',
    ],
    [
      "a message starting with a quote",
      '"x" is not a label: oops:',
      "",
      '"x" is not a label: oops',
    ],
  ])("%s", (_name, header, path, message) => {
    const options = {
      cwd: "/p",
      specFile: "spec.cue",
      displayFile: "s.cue",
      locate: () => undefined,
    }
    expect(cueIssues(header, options)).toEqual([{ file: "s.cue", path, message }])
  })
})

describe("cueIssues", () => {
  const options = (locateResult?: { line: number; column: number }) => ({
    cwd: "/p",
    specFile: "spec.cue",
    displayFile: "shown.cue",
    locate: () => locateResult,
  })

  test("the same message for a field twice is reported once", () => {
    const output = [
      "a.b: field not allowed:",
      "    ./spec.cue:1:2",
      "a.b: field not allowed:",
      "    ./spec.cue:3:4",
    ].join("\n")
    expect(cueIssues(output, options()).map(formatIssue)).toEqual([
      "shown.cue:1:2: a.b: field not allowed",
    ])
  })

  test("positions in other files are skipped in favour of the spec's own", () => {
    const output = ["a.b: field not allowed:", "    ./schema.cue:9:9", "    ./spec.cue:3:4"].join(
      "\n",
    )
    expect(cueIssues(output, options({ line: 1, column: 1 })).map(formatIssue)).toEqual([
      "shown.cue:3:4: a.b: field not allowed",
    ])
  })

  test("without a position in the spec, locate answers; without either, the file alone", () => {
    const output = ["a.b: field is required but not present:", "    ./schema.cue:9:9"].join("\n")
    expect(cueIssues(output, options({ line: 5, column: 7 })).map(formatIssue)).toEqual([
      "shown.cue:5:7: a.b: field is required but not present",
    ])
    expect(cueIssues(output, options()).map(formatIssue)).toEqual([
      "shown.cue: a.b: field is required but not present",
    ])
  })

  test("a bound that is not one of ours is shown as the constraint", () => {
    const output = ["a: invalid value 20000 (out of bound <=10000):", "    ./spec.cue:1:4"].join(
      "\n",
    )
    expect(cueIssues(output, options()).map(formatIssue)).toEqual([
      "shown.cue:1:4: a: invalid value 20000: must be <=10000",
    ])
  })

  test("a quoted value holding ' and ' does not confuse the conflict parser", () => {
    const output = [
      "a: 2 errors in empty disjunction:",
      'a: conflicting values "x and y" and 5 (mismatched types string and int):',
      "    ./spec.cue:1:4",
      'a: conflicting values "x and y" and int (mismatched types string and int):',
      "    ./spec.cue:1:4",
    ].join("\n")
    expect(cueIssues(output, options()).map(formatIssue)).toEqual([
      'shown.cue:1:4: a: invalid value "x and y": expected int, got string',
    ])
  })
})
