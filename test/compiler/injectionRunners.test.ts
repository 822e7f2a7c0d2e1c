/**
 * Shell injection for the runners that are not oha, end to end with real bash: a spec whose bun
 * file, group and variant, command argv, working directory and env, go package directory and
 * benchmark name, and service name are full of shell syntax is compiled by the real pipeline;
 * the emitted scripts pass `bash -n` and then run with fakes for bun and go (record.sh,
 * fake-go.sh) and a recording command, behind a real service. Nothing may execute — no `pwned*`
 * file may appear — and every program must receive the spec's strings byte for byte, in the
 * planned order.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { Either } from "effect"
import { decodeSpec } from "../../compiler/Decode.ts"
import { emitSpec } from "../../compiler/Emit.ts"
import { formatIssue } from "../../compiler/Issue.ts"
import { planSpec, roundSlices, type SpecPlan } from "../../compiler/Plan.ts"
import { bunBenchCommand } from "../../runners/bun/BunBenchCommand.ts"
import { goBinaryBenchArgs } from "../../runners/go/GoCommand.ts"
import { goDuration } from "../../runners/go/RunGo.ts"
import { loadFile } from "../support/load.ts"

const HELPERS = join(import.meta.dir, "injection")
const RUN_TIMEOUT_MS = 60_000

const SERVICE = "api $(touch pwned1) `touch pwned2` 'q'"
const BUN_FILE = "x $(touch pwned3) 'q'.bench.ts"
const GROUP = "g $(touch pwned4) `touch pwned5` 'q' \"d\" \\ $HOME * [a] ^$ .+\nnext"
const VARIANTS = ["plain $(touch pwned6)", "micro `touch pwned7` 'q'"]
const NASTY_ENV = "$(touch pwned8) `touch pwned9` '\" \\ $HOME\nnext "
const COMMAND_ARGS = [
  "$(touch pwned10)",
  "`touch pwned11`",
  "a b",
  "",
  "'",
  '"',
  "\\",
  "-n",
  "--",
  "*",
  "$HOME",
  "new\nline",
  "{port}",
]
const COMMAND_CWD = "sub $(touch pwned12) 'q'"
const PACKAGE = "pkg $(touch pwned13) `x` 'q'"
// biome-ignore lint/suspicious/noTemplateCurlyInString: shell syntax, kept literal on purpose
const BENCHMARK = "Benchmark$(touch${IFS}pwned14)`touch${IFS}pwned15`'\"\\$HOME/n=1|2^$.*"

/** CUE string literals: JSON's escapes are CUE's, and `\(` can never come out of them. */
const q = (value: string) => JSON.stringify(value)

let root = ""
let specDir = ""
let outDir = ""
let runDir = ""
let logs = ""
let specPlan: SpecPlan
let scripts: ReadonlyArray<{ path: string; name: string }> = []

const spec = () => `package bench

services: ${q(SERVICE)}: {
	url: "http://127.0.0.1:{port}"
	start: {cmd: [${q(process.execPath)}, "server.ts"], env: PORT: "{port}"}
}

targets: {
	${q(VARIANTS[0] ?? "")}: bun: {
		file: ${q(BUN_FILE)}
		group: ${q(GROUP)}
		variant: ${q(VARIANTS[0] ?? "")}
		env: {RECORD_LOG: ${q(join(logs, "bun.log"))}, NASTY_ENV: ${q(`${NASTY_ENV}{service.${SERVICE}}/x`)}}
	}
	${q(VARIANTS[1] ?? "")}: bun: {file: ${q(BUN_FILE)}, group: ${q(GROUP)}, variant: ${q(VARIANTS[1] ?? "")}}
	"cmd $(touch pwned16)": command: {
		cmd: ["../record.sh", ${COMMAND_ARGS.map(q).join(", ")}]
		cwd: ${q(COMMAND_CWD)}
		env: {RECORD_LOG: ${q(join(logs, "command.log"))}, NASTY_ENV: ${q(`{service.${SERVICE}}${NASTY_ENV}`)}}
	}
	"go $(touch pwned17)": go: {package: ${q(PACKAGE)}, benchmark: ${q(BENCHMARK)}}
}

scenarios: {
	"bun $(touch pwned18)": {
		targets: [${VARIANTS.map(q).join(", ")}]
		load: {duration: "30ms", warmup: "5ms", rounds: 2}
	}
	"command $(touch pwned19)": {
		targets: ["cmd $(touch pwned16)"]
		load: {warmup: "1ms", rounds: 2}
	}
	"go $(touch pwned20)": {
		targets: ["go $(touch pwned17)"]
		load: {duration: "15ms", warmup: "2ms", rounds: 2}
	}
}
`

const WATCHED = [tmpdir(), process.cwd(), import.meta.dir, HELPERS]
const pwnedIn = (dir: string, recursive: boolean): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive })
        .map(String)
        .filter((path) => /(^|\/)pwned/.test(path))
        .map((path) => join(dir, path))
    : []
const watchedBefore = new Set<string>()

interface Call {
  readonly argv: ReadonlyArray<string>
  readonly nastyEnv: string
  readonly group: string
  readonly results: string
  readonly cwd: string
}

/** record.sh's log: per call the argv, three variables and the working directory. */
const readCalls = (file: string): ReadonlyArray<Call> => {
  if (!existsSync(file)) return []
  const fields = readFileSync(file, "utf8").split("\0")
  fields.pop()
  const calls: Call[] = []
  for (let i = 0; i < fields.length; ) {
    const count = Number(fields[i])
    const argv = fields.slice(i + 1, i + 1 + count)
    const [nastyEnv = "", group = "", results = "", cwd = ""] = fields.slice(
      i + 1 + count,
      i + 5 + count,
    )
    calls.push({ argv, nastyEnv, group, results, cwd })
    i += 5 + count
  }
  return calls
}

beforeAll(async () => {
  for (const dir of WATCHED) for (const file of pwnedIn(dir, false)) watchedBefore.add(file)
  root = mkdtempSync(join(tmpdir(), "benchgate runners $(echo) 'q' \""))
  specDir = join(root, "spec dir")
  outDir = join(root, "out $(echo)")
  runDir = join(root, "run")
  logs = join(root, "logs")
  for (const dir of [
    specDir,
    outDir,
    runDir,
    logs,
    join(specDir, COMMAND_CWD),
    join(specDir, PACKAGE),
  ]) {
    mkdirSync(dir, { recursive: true })
  }
  copyFileSync(join(HELPERS, "server.ts"), join(specDir, "server.ts"))
  for (const helper of ["record.sh", "fake-go.sh"]) {
    copyFileSync(join(HELPERS, helper), join(specDir, helper))
    chmodSync(join(specDir, helper), 0o755)
  }
  writeFileSync(join(specDir, "evil.cue"), spec())

  const loaded = await loadFile(join(specDir, "evil.cue"))
  if (Either.isLeft(loaded)) throw new Error(loaded.left.map(formatIssue).join("\n"))
  const decoded = decodeSpec(loaded.right)
  if (Either.isLeft(decoded)) throw new Error(decoded.left.map(formatIssue).join("\n"))
  specPlan = planSpec(decoded.right)
  scripts = emitSpec(specPlan, {
    tools: new Map([
      ["oha", "/nonexistent/oha"],
      ["bun", "/nonexistent/bun"],
      ["go", "/nonexistent/go"],
    ]),
    specDirFromScript: relative(outDir, specDir),
  }).map((file) => {
    const path = join(outDir, file.path)
    writeFileSync(path, file.content)
    chmodSync(path, 0o755)
    return { path, name: file.path }
  })
})

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

const runScript = async (i: number) => {
  const script = scripts[i]
  if (!script) throw new Error(`no script ${i}`)
  const child = Bun.spawn(["bash", script.path, join(outDir, `results-${i}`)], {
    cwd: runDir,
    env: {
      ...process.env,
      BUN: join(specDir, "record.sh"),
      GO: join(specDir, "fake-go.sh"),
      FAKE_GO_LOG: join(logs, "go.log"),
      FAKE_BINARY_LOG: join(logs, "binary.log"),
    },
    stdout: "pipe",
    stderr: "pipe",
    timeout: RUN_TIMEOUT_MS,
    killSignal: "SIGKILL",
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ])
  return { code, stdout, stderr }
}

describe("shell injection: bun, command and go slices, and a service", () => {
  test("one script per scenario, each accepted by bash -n", () => {
    expect(scripts.map((s) => s.name)).toEqual([
      "bun-touch-pwned18.sh",
      "command-touch-pwned19.sh",
      "go-touch-pwned20.sh",
    ])
    for (const script of scripts) {
      const check = Bun.spawnSync(["bash", "-n", script.path], { stderr: "pipe" })
      expect({ script: script.name, stderr: check.stderr.toString() }).toEqual({
        script: script.name,
        stderr: "",
      })
    }
  })

  test(
    "running them executes nothing from the spec; every program gets its strings unchanged",
    async () => {
      const ran = [await runScript(0), await runScript(1), await runScript(2)]
      const report = ran.map((r, i) => `script ${i}:\n${r.stderr}`).join("\n")
      const appeared = [
        ...pwnedIn(root, true),
        ...WATCHED.flatMap((dir) => pwnedIn(dir, false)).filter((f) => !watchedBefore.has(f)),
      ]
      expect(appeared).toEqual([])
      expect({ codes: ran.map((r) => r.code), report }).toEqual({ codes: [0, 0, 0], report })

      const [bunPlan, commandPlan, goPlan] = specPlan.scenarios
      if (!bunPlan || !commandPlan || !goPlan) throw new Error("three scenarios expected")

      // bun: one process per round, with the harness's argv and env; the service URL filled in.
      const bunCalls = readCalls(join(logs, "bun.log"))
      const bunSlice = bunPlan.slices[0]
      if (bunSlice?.invocation.runner !== "bun") throw new Error("a bun slice expected")
      const { settings } = bunSlice.invocation
      expect(bunCalls.length).toBe(2)
      bunCalls.forEach((call, r) => {
        const resultsFile = join(
          outDir,
          "results-0",
          `round-${r + 1}-g-touch-pwned4-touch-pwned5-q-d-home-a-next.jsonl`,
        )
        expect(call.argv).toEqual(
          bunBenchCommand({ file: BUN_FILE, group: GROUP, resultsFile, ...settings }).args,
        )
        expect(call.group).toBe(GROUP)
        expect(realpathSync(call.results)).toBe(realpathSync(resultsFile))
        expect(call.cwd).toBe(realpathSync(specDir))
        expect(call.nastyEnv.startsWith(NASTY_ENV)).toBe(true)
        expect(call.nastyEnv.slice(NASTY_ENV.length)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/x$/)
      })

      // command: one unmeasured run, then one run per round, argv and cwd exact.
      const commandCalls = readCalls(join(logs, "command.log"))
      expect(commandCalls.length).toBe(1 + 2)
      for (const call of commandCalls) {
        expect(call.argv).toEqual(COMMAND_ARGS)
        expect(call.cwd).toBe(realpathSync(join(specDir, COMMAND_CWD)))
        expect(call.nastyEnv).toMatch(/^http:\/\/127\.0\.0\.1:\d+\$\(touch pwned8\)/)
        expect(call.nastyEnv.endsWith(NASTY_ENV)).toBe(true)
      }
      expect(
        readdirSync(join(outDir, "results-1")).filter((f) => f.endsWith(".timing")).length,
      ).toBe(2)

      // go: built once in the package directory, then the binary once per warm-up and round.
      const goCalls = readCalls(join(logs, "go.log"))
      expect(goCalls.map((c) => c.argv)).toEqual([
        ["test", "-c", "-o", join(realpathSync(outDir), "results-2", "prepared-0"), "."],
      ])
      expect(goCalls[0]?.cwd).toBe(realpathSync(join(specDir, PACKAGE)))
      const binaryCalls = readCalls(join(logs, "binary.log"))
      const expectedGo = [...goPlan.warmups, roundSlices(goPlan, 1), roundSlices(goPlan, 2)]
        .flat()
        .map((slice) => {
          if (slice.invocation.runner !== "go") throw new Error("a go slice expected")
          return goBinaryBenchArgs({
            benchmarks: [BENCHMARK],
            count: 1,
            benchtime: goDuration(slice.invocation.benchtimeMs),
          })
        })
      expect(binaryCalls.map((c) => c.argv)).toEqual(expectedGo)
      for (const call of binaryCalls) expect(call.cwd).toBe(realpathSync(join(specDir, PACKAGE)))
      expect(binaryCalls[0]?.argv).toContain("-test.bench")
    },
    RUN_TIMEOUT_MS * 3 + 10_000,
  )
})
