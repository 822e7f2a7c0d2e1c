/**
 * action.yml and comment/action.yml against the code they run: the inputs and defaults are the
 * ones action/Inputs.ts reads, every step output referenced is one an entry sets, third-party
 * actions are pinned by commit, and the check step's script (run here with bash, `bench`
 * replaced by a recorder) passes each spec path as one argument and keeps the exit code.
 */
import { describe, expect, test } from "bun:test"
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DEFAULTS } from "../../action/Inputs.ts"
import { parseFileCommands, ROOT } from "../support/github.ts"

interface Step {
  readonly id?: string
  readonly name?: string
  readonly uses?: string
  readonly run?: string
  readonly if?: string
  readonly env?: Record<string, string>
  readonly with?: Record<string, string>
}

interface ActionYml {
  readonly inputs: Record<string, { readonly default?: string; readonly required?: boolean }>
  readonly outputs: Record<string, { readonly value?: string }>
  readonly runs: { readonly using: string; readonly main?: string; readonly steps?: Step[] }
}

const load = (path: string) =>
  Bun.YAML.parse(readFileSync(join(ROOT, path), "utf8")) as unknown as ActionYml

/** The opening of a GitHub expression, `${{`. */
const EXPRESSION = "$" + "{{"

const action = load("action.yml")
const steps = action.runs.steps ?? []
const text = readFileSync(join(ROOT, "action.yml"), "utf8")

/** Names passed to core.setOutput in an entry's source. */
const outputsOf = (entry: string): Set<string> =>
  new Set(
    [
      ...readFileSync(join(ROOT, "action", `${entry}.ts`), "utf8").matchAll(
        /setOutput\(\s*"([^"]+)"/g,
      ),
    ].map((m) => m[1] as string),
  )

describe("action.yml", () => {
  test("a composite action whose inputs and defaults are action/Inputs.ts's", () => {
    expect(action.runs.using).toBe("composite")
    expect(Object.keys(action.inputs).sort()).toEqual([...Object.keys(DEFAULTS), "token"].sort())
    for (const [name, value] of Object.entries(DEFAULTS)) {
      expect({ name, default: action.inputs[name]?.default }).toEqual({ name, default: value })
    }
    expect(action.inputs.token?.default).toBe(`${EXPRESSION} github.token }}`)
  })

  test("the node steps get every input they read, through the environment only", () => {
    for (const id of ["prepare", "finish", "alerts"]) {
      const step = steps.find((s) => s.id === id)
      const names = Object.keys(step?.env ?? {}).filter((k) => k.startsWith("INPUT_"))
      const expected = Object.keys(DEFAULTS).map((k) => `INPUT_${k.toUpperCase()}`)
      // All read the API: prepare the acceptances, finish the comment, alerts the issues.
      expect(names).toEqual([...expected, "INPUT_TOKEN"])
      expect(step?.run).toBe(`node "$GITHUB_ACTION_PATH/dist/${id}.js"`)
    }
    // No expression is spliced into a script: inputs reach run: blocks only via env.
    for (const step of steps) {
      expect({ step: step.name, expression: (step.run ?? "").includes(EXPRESSION) }).toEqual({
        step: step.name,
        expression: false,
      })
    }
  })

  test("every step output referenced is one the entry sets", () => {
    const set = { prepare: outputsOf("prepare"), finish: outputsOf("finish") }
    const referenced = [...text.matchAll(/steps\.(prepare|finish)\.outputs\.([a-z-]+)/g)]
    expect(referenced.length).toBeGreaterThan(10)
    for (const [, step, name] of referenced) {
      expect({ step, name, set: set[step as "prepare" | "finish"].has(name as string) }).toEqual({
        step,
        name,
        set: true,
      })
    }
  })

  test("third-party actions are pinned by commit", () => {
    const uses = steps.flatMap((s) => (s.uses ? [s.uses] : []))
    expect(uses.length).toBe(5)
    for (const ref of uses) {
      expect(ref).toMatch(/^actions\/(cache\/(restore|save)|upload-artifact)@[0-9a-f]{40}$/)
    }
  })

  /** Runs the check step's script with bash, `bench` replaced by a recorder: its arguments. */
  const runCheck = (baseRef: string, extra: Readonly<Record<string, string>> = {}) => {
    const check = steps.find((s) => s.id === "check")
    const work = mkdtempSync(join(tmpdir(), "benchgate-yml-"))
    try {
      const argv = join(work, "argv")
      writeFileSync(
        join(work, "bench"),
        `#!/usr/bin/env bash\nprintf '%s\\n' "$@" > ${JSON.stringify(argv)}\nexit 3\n`,
      )
      chmodSync(join(work, "bench"), 0o755)
      writeFileSync(join(work, "specs.txt"), "specs/users.cue\nmy specs/\n")
      writeFileSync(join(work, "output"), "")
      const run = Bun.spawnSync(["bash", "-e", "-c", check?.run ?? "exit 99"], {
        cwd: work,
        env: {
          PATH: process.env.PATH ?? "/usr/bin:/bin",
          GITHUB_ACTION_PATH: work,
          BENCHGATE_BIN: join(work, "bench"),
          GITHUB_OUTPUT: join(work, "output"),
          BENCHGATE_SPECS_FILE: join(work, "specs.txt"),
          BENCHGATE_JSON: "/r/report.json",
          BENCHGATE_MARKDOWN: "/r/report.md",
          BENCHGATE_HTML: "/r/report.html",
          BENCHGATE_DB: "/h/results.db",
          BENCHGATE_BASE_BRANCH: "main",
          BENCHGATE_BASE_REF: baseRef,
          BENCHGATE_SHARD: "",
          BENCHGATE_REPLICA: "",
          BENCHGATE_MERGE: "",
          ...extra,
        },
      })
      const output = readFileSync(join(work, "output"), "utf8")
      return {
        exitCode: run.exitCode,
        argv: readFileSync(argv, "utf8").split("\n").slice(0, -1),
        fileCommands: parseFileCommands(output),
        output,
      }
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }

  const REST = [
    "--json",
    "/r/report.json",
    "--markdown",
    "/r/report.md",
    "--html",
    "/r/report.html",
    "--db",
    "/h/results.db",
    "--base-branch",
    "main",
    "--no-color",
  ]

  test("the check step: one argument per spec line, the exit code kept for the last step", () => {
    const ran = runCheck("")
    expect(ran.exitCode).toBe(0)
    // Stored mode (no base-ref): no --base at all, not even an empty argument.
    expect(ran.argv).toEqual(["check", "specs/users.cue", "my specs/", ...REST])
    expect(ran.fileCommands).toEqual({})
    expect(ran.output).toBe("exit-code=3\n")
  })

  test("the check step in worktree mode: --base and the ref as two arguments", () => {
    const sha = "b".repeat(40)
    expect(runCheck(sha).argv).toEqual([
      "check",
      "specs/users.cue",
      "my specs/",
      "--base",
      sha,
      ...REST,
    ])
    expect(runCheck("origin/main").argv).toContain("origin/main")
    // Whatever reaches it stays one argument: nothing is re-split or expanded by the shell.
    const odd = 'origin/x $(touch pwned) "; y'
    const ran = runCheck(odd)
    expect(ran.argv).toEqual(["check", "specs/users.cue", "my specs/", "--base", odd, ...REST])
    expect(ran.output).toBe("exit-code=3\n")
  })

  test("a shard job: --shard and I/N as two arguments", () => {
    expect(runCheck("", { BENCHGATE_SHARD: "2/3" }).argv).toEqual([
      "check",
      "specs/users.cue",
      "my specs/",
      "--shard",
      "2/3",
      ...REST,
    ])
  })

  test("accepted thresholds: --accept and the file as two arguments", () => {
    const file = "/runner/temp/benchgate/accept file.txt"
    expect(runCheck("", { BENCHGATE_ACCEPT_FILE: file }).argv).toEqual([
      "check",
      "specs/users.cue",
      "my specs/",
      "--accept",
      file,
      ...REST,
    ])
  })

  test("a replica job: --replica and I/K as two arguments", () => {
    expect(runCheck("", { BENCHGATE_REPLICA: "2/3" }).argv).toEqual([
      "check",
      "specs/users.cue",
      "my specs/",
      "--replica",
      "2/3",
      ...REST,
    ])
  })

  test("setup and check run the program prepare chose, never the launcher by name", () => {
    for (const id of ["setup", "check"]) {
      const step = steps.find((s) => s.id === id || s.name === `benchgate: ${id}`)
      expect(step?.env?.BENCHGATE_BIN).toBe(`${EXPRESSION} steps.prepare.outputs.bench }}`)
      expect(step?.run).toContain('"$BENCHGATE_BIN"')
      expect(step?.run).not.toContain("/bench")
    }
  })

  test("a merge job: bench merge on every report.json under the directory, nothing measured", () => {
    const reports = mkdtempSync(join(tmpdir(), "benchgate-yml-reports-"))
    try {
      for (const dir of ["benchgate-shard-2", "benchgate-shard-1", "odd $(name)"]) {
        mkdirSync(join(reports, dir))
        writeFileSync(join(reports, dir, "report.json"), "{}")
        // Other files an artifact may hold are not reports.
        writeFileSync(join(reports, dir, "pull-request.json"), "{}")
      }
      const ran = runCheck("", { BENCHGATE_MERGE: reports })
      expect(ran.argv).toEqual([
        "merge",
        join(reports, "benchgate-shard-1", "report.json"),
        join(reports, "benchgate-shard-2", "report.json"),
        join(reports, "odd $(name)", "report.json"),
        "--json",
        "/r/report.json",
        "--markdown",
        "/r/report.md",
        "--html",
        "/r/report.html",
        "--db",
        "/h/results.db",
        "--no-color",
      ])
      expect(ran.output).toBe("exit-code=3\n")
    } finally {
      rmSync(reports, { recursive: true, force: true })
    }
  })

  test("the HTML report is uploaded for the comment's link, except by shard and replica jobs", () => {
    const upload = steps.find((s) => s.id === "html")
    expect(upload?.uses).toStartWith("actions/upload-artifact@")
    expect(upload?.if).toContain("steps.prepare.outputs.shard == ''")
    expect(upload?.if).toContain("steps.prepare.outputs.replica == ''")
    expect(upload?.if).toContain("steps.check.outputs.exit-code == '1'")
    const finish = steps.find((s) => s.id === "finish")
    expect(finish?.env?.BENCHGATE_HTML_URL).toBe(`${EXPRESSION} steps.html.outputs.artifact-url }}`)
  })

  test("the check step gets base-ref from prepare, through the environment", () => {
    const check = steps.find((s) => s.id === "check")
    expect(check?.env?.BENCHGATE_BASE_REF).toBe(`${EXPRESSION} steps.prepare.outputs.base-ref }}`)
  })
})

describe("comment/action.yml", () => {
  test("a node action running the committed bundle, with the comment entry's inputs", () => {
    const comment = load("comment/action.yml")
    expect(comment.runs.using).toBe("node24")
    expect(comment.runs.main).toBe("../dist/comment.js")
    expect(existsSync(join(ROOT, "comment", comment.runs.main ?? ""))).toBe(true)
    expect(Object.keys(comment.inputs).sort()).toEqual(["comment", "dir", "token"])
    expect(comment.inputs.dir?.required).toBe(true)
    const set = outputsOf("comment")
    for (const name of Object.keys(comment.outputs))
      expect({ name, set: set.has(name) }).toEqual({ name, set: true })
  })
})
