/**
 * Shell injection, end to end with real bash: a spec full of shell syntax — in target and
 * scenario names, a header value, the body, the path, start and build arguments, an environment
 * value and the ready path — is compiled by the real pipeline, and the emitted scripts are checked
 * with `bash -n` and then run. A fake oha records its argv; the target (a script that records
 * its own argv, then serves HTTP with bun) is started by the script. Nothing may execute: no
 * `pwned*` file may appear, and both programs must receive the spec's strings byte for byte.
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
import { planSpec, roundSlices, type Slice, type SpecPlan } from "../../compiler/Plan.ts"
import type { OhaCommandInput } from "../../runners/oha/OhaCommand.ts"
import { ohaArgs } from "../../runners/oha/OhaCommand.ts"
import { loadFile } from "../support/load.ts"

const HELPERS = join(import.meta.dir, "injection")
const RUN_TIMEOUT_MS = 60_000

// The hostile strings. Every `touch pwnedN` would leave a file behind if a shell ran it.
const EVIL_TARGET = "$(touch pwned)"
const BASE_TARGET = "base; touch pwned1 #'"
const EVIL_SCENARIO = "post $(touch pwned9); touch pwned10 # '"
const JSON_SCENARIO = "json `touch pwned14`"
const HEADER_VALUE = `'"; touch pwned2; echo "; second part $(touch pwned2b)`
const BODY = "`touch pwned3b` $HOME \\ $(touch pwned4b) 'single' \"double\" !! \n ünïcødé"
// biome-ignore lint/suspicious/noTemplateCurlyInString: shell syntax, kept literal on purpose
const PATH = "/items/$(touch${IFS}pwned11)?q=`touch${IFS}pwned12`&h=$HOME&x='\"\\"
// biome-ignore lint/suspicious/noTemplateCurlyInString: shell syntax, kept literal on purpose
const READY_PATH = "/health?q=$(touch${IFS}pwned7)`id`&h=$HOME"
const NASTY_ENV = "$(touch pwned5) `touch pwned6` '\" \\ $HOME\nnext"
const TARGET_ARGS = [
  "$(touch pwned3)",
  "`touch pwned4`",
  "--port={port}",
  "a b",
  "",
  "'",
  '"',
  "\\",
  "-n",
  "--",
  "*",
  "$HOME",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: shell syntax, kept literal on purpose
  "${HOME}",
  "new\nline",
  "ünïcødé 🙂",
  "{port}:{port}",
]
// A build's arguments: the same hostile strings but `{port}` (a build runs before any port).
const BUILD_ARGS = TARGET_ARGS.filter((arg) => !arg.includes("{port}"))
const JSON_BODY = { cmd: "$(touch pwned13)", quote: 'it\'s "fine"', tick: "`id`" }

/** CUE string literals: JSON's escapes are CUE's, and `\(` can never come out of them. */
const q = (value: string) => JSON.stringify(value)

const SPEC = `package bench

targets: {
	${q(EVIL_TARGET)}: {
		http: {url: "http://127.0.0.1:{port}", headers: "x-target": ${q(EVIL_TARGET)}}
		start: {
			build: ["./build.sh", ${BUILD_ARGS.map(q).join(", ")}]
			cmd: ["./target.sh", ${TARGET_ARGS.map(q).join(", ")}]
			env: {
				RECORD_DIR: "records"
				TARGET_ID:  "evil"
				NASTY_ENV:  ${q(NASTY_ENV)}
				BUN:        ${q(process.execPath)}
				PORT:       "{port}"
			}
			ready: http: ${q(READY_PATH)}
			timeout: "20s"
		}
	}
	${q(BASE_TARGET)}: {
		http: url: "http://127.0.0.1:{port}"
		start: {
			cmd: ["./target.sh", "--port={port}"]
			env: {RECORD_DIR: "records", TARGET_ID: "base", NASTY_ENV: "", BUN: ${q(process.execPath)}, PORT: "{port}"}
			timeout: "20s"
		}
	}
}

scenarios: ${q(EVIL_SCENARIO)}: {
	baseline: ${q(BASE_TARGET)}
	request: {
		method: "POST"
		path:   ${q(PATH)}
		headers: "X-Quote": ${q(HEADER_VALUE)}
		body: ${q(BODY)}
	}
	load: {concurrency: 2, duration: "10ms", rounds: 3, warmup: "5ms"}
	thresholds: [{metric: "p50", overhead: "<= 2x"}]
}

scenarios: ${q(JSON_SCENARIO)}: {
	targets: [${q(EVIL_TARGET)}]
	request: {method: "PUT", path: "/json", body: ${JSON.stringify(JSON_BODY)}}
	load: {concurrency: 1, requests: 3, rounds: 1, warmup: "0s"}
}
`

/** Where hostile commands would most likely leave files: checked before and after. */
const WATCHED = [tmpdir(), process.cwd(), import.meta.dir, HELPERS]

const pwnedIn = (dir: string, recursive: boolean): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive })
        .map(String)
        .filter((path) => /(^|\/)pwned/.test(path))
        .map((path) => join(dir, path))
    : []

/** Alive and not a zombie (an exited child nobody reaped yet counts as gone). */
const isAlive = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z"
  } catch {
    return false
  }
}

/** The fake oha's log: one argv per call. */
const readOhaCalls = (file: string): ReadonlyArray<ReadonlyArray<string>> => {
  if (!existsSync(file)) return []
  const fields = readFileSync(file, "utf8").split("\0")
  fields.pop() // after the last NUL
  const calls: string[][] = []
  for (let i = 0; i < fields.length; ) {
    const count = Number(fields[i])
    calls.push(fields.slice(i + 1, i + 1 + count))
    i += 1 + count
  }
  return calls
}

const readArgv = (file: string): string[] => {
  const fields = readFileSync(file, "utf8").split("\0")
  fields.pop()
  return fields
}

let root = ""
let specDir = ""
let outDir = ""
let runDir = ""
let recordDir = ""
const watchedBefore = new Set<string>()
let specPlan: SpecPlan
let scripts: ReadonlyArray<{ path: string; content: string }> = []

beforeAll(async () => {
  for (const dir of WATCHED) for (const file of pwnedIn(dir, false)) watchedBefore.add(file)
  // The directories' own names hold quotes, spaces and `$(…)` too: the scripts must cope.
  root = mkdtempSync(join(tmpdir(), "benchgate inj $(echo) 'q' \""))
  specDir = join(root, "spec dir")
  outDir = join(root, "out $(echo)")
  runDir = join(root, "run")
  recordDir = join(specDir, "records")
  for (const dir of [specDir, outDir, runDir, recordDir]) mkdirSync(dir, { recursive: true })
  for (const name of ["target.sh", "build.sh", "server.ts"]) {
    copyFileSync(join(HELPERS, name), join(specDir, name))
  }
  chmodSync(join(specDir, "build.sh"), 0o755)
  copyFileSync(join(HELPERS, "fake-oha.sh"), join(root, "fake-oha.sh"))
  chmodSync(join(specDir, "target.sh"), 0o755)
  chmodSync(join(root, "fake-oha.sh"), 0o755)
  writeFileSync(join(specDir, "evil.cue"), SPEC)

  const loaded = await loadFile(join(specDir, "evil.cue"))
  if (Either.isLeft(loaded)) throw new Error(loaded.left.map(formatIssue).join("\n"))
  const decoded = decodeSpec(loaded.right)
  if (Either.isLeft(decoded)) throw new Error(decoded.left.map(formatIssue).join("\n"))
  specPlan = planSpec(decoded.right)
  const specDirFromScript = relative(outDir, specDir)
  scripts = emitSpec(specPlan, {
    tools: new Map([["oha", "/nonexistent/oha"]]),
    specDirFromScript,
  }).map((file) => {
    const path = join(outDir, file.path)
    writeFileSync(path, file.content)
    chmodSync(path, 0o755)
    return { path, content: file.content }
  })
})

afterAll(() => {
  // Whatever happened, no target outlives the test.
  for (const file of existsSync(recordDir) ? readdirSync(recordDir) : []) {
    if (!file.includes(".pid-")) continue
    const pid = Number(readFileSync(join(recordDir, file), "utf8"))
    if (pid > 0 && isAlive(pid)) process.kill(pid, "SIGKILL")
  }
  if (root) rmSync(root, { recursive: true, force: true })
})

const ohaLog = (i: number) => join(root, `oha-${i}.log`)

/** Runs one emitted script from runDir with the fake oha; bounded in time. */
const runScript = async (i: number) => {
  const script = scripts[i]
  if (!script) throw new Error(`no script ${i}`)
  const child = Bun.spawn(["bash", script.path, join(outDir, `results-${i}`)], {
    cwd: runDir,
    env: {
      ...process.env,
      OHA: join(root, "fake-oha.sh"),
      FAKE_OHA_LOG: ohaLog(i),
      RUN_ID: String(i),
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

/** The argv oha must have received for one slice, given the ports the targets got. */
const expectedOha = (input: OhaCommandInput, port: number) =>
  ohaArgs({ ...input, url: input.url.replaceAll("{port}", String(port)) })

const portFromArgv = (argv: ReadonlyArray<string>): number => {
  const arg = argv.find((a) => a.startsWith("--port="))
  return Number(arg?.slice("--port=".length))
}

describe("shell injection", () => {
  test("the spec compiles into one script per scenario, and bash -n accepts each", () => {
    expect(scripts.map((s) => s.path.slice(outDir.length + 1))).toEqual([
      "post-touch-pwned9-touch-pwned10.sh",
      "json-touch-pwned14.sh",
    ])
    for (const script of scripts) {
      const check = Bun.spawnSync(["bash", "-n", script.path], { stderr: "pipe", timeout: 10_000 })
      expect({
        script: script.path,
        stderr: check.stderr.toString(),
        code: check.exitCode,
      }).toEqual({ script: script.path, stderr: "", code: 0 })
    }
  })

  test(
    "running the scripts executes nothing from the spec and passes every string unchanged",
    async () => {
      const first = await runScript(0)
      const second = await runScript(1)
      const report = `first script:\n${first.stderr}\nsecond script:\n${second.stderr}`

      // Nothing ran: no pwned* file anywhere in the tree or in the usual places.
      const appeared = [
        ...pwnedIn(root, true),
        ...WATCHED.flatMap((dir) => pwnedIn(dir, false)).filter((f) => !watchedBefore.has(f)),
      ]
      expect(appeared).toEqual([])
      expect({ code: first.code, report }).toEqual({ code: 0, report })
      expect({ code: second.code, report }).toEqual({ code: 0, report })

      // Every target started is gone: the scripts stop what they start.
      const started = ["0.pid-evil", "0.pid-base", "1.pid-evil"]
      expect(
        readdirSync(recordDir)
          .filter((f) => f.includes(".pid-"))
          .sort(),
      ).toEqual([...started].sort())
      for (const file of started) {
        const pid = Number(readFileSync(join(recordDir, file), "utf8"))
        expect({ file, alive: isAlive(pid) }).toEqual({ file, alive: false })
      }

      // The target received its arguments, environment and directory exactly, in both runs.
      const portOf = (run: number, id: string) => {
        const argv = readArgv(join(recordDir, `${run}.argv-${id}`))
        const port = portFromArgv(argv)
        expect(port).toBeGreaterThan(0)
        return { argv, port }
      }
      for (const run of [0, 1]) {
        const { argv, port } = portOf(run, "evil")
        expect(argv).toEqual(TARGET_ARGS.map((arg) => arg.replaceAll("{port}", String(port))))
        // Its build ran first, in the spec's directory, with its arguments unchanged.
        expect(readArgv(join(recordDir, `${run}.argv-build`))).toEqual(BUILD_ARGS)
        expect(readFileSync(join(recordDir, `${run}.env-evil`), "utf8")).toBe(NASTY_ENV)
        expect(readFileSync(join(recordDir, `${run}.cwd-evil`), "utf8").trim()).toBe(
          realpathSync(specDir),
        )
      }

      // oha received exactly the argv the plan asks for, in the planned order.
      specPlan.scenarios.forEach((scenarioPlan, i) => {
        const ports: Record<string, number> = { [EVIL_TARGET]: portOf(i, "evil").port }
        if (i === 0) ports[BASE_TARGET] = portOf(0, "base").port
        const port = (name: string) => ports[name] ?? 0
        const oha = (slice: Slice) => {
          if (slice.invocation.runner !== "oha") throw new Error("expected oha slices")
          return expectedOha(slice.invocation.input, port(slice.targets[0] ?? ""))
        }
        const rounds = Array.from({ length: scenarioPlan.rounds }, (_, r) =>
          roundSlices(scenarioPlan, r + 1),
        )
        const expected = [...scenarioPlan.warmups.map(oha), ...rounds.flat().map(oha)]
        expect(readOhaCalls(ohaLog(i))).toEqual(expected)
      })

      // And, spelled out, the hostile strings themselves reached oha unchanged.
      const calls = readOhaCalls(ohaLog(0))
      expect(calls.length).toBe(2 + 3 * 2)
      for (const argv of calls) {
        expect(argv).toContain(`-H=X-Quote: ${HEADER_VALUE}`)
        expect(argv).toContain(`-d=${BODY}`)
        expect(argv.at(-1)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/items\//)
        expect(argv.at(-1)?.endsWith(PATH)).toBe(true)
      }
      expect(calls.filter((argv) => argv.includes(`-H=x-target: ${EVIL_TARGET}`)).length).toBe(4)
      const [jsonCall] = readOhaCalls(ohaLog(1))
      expect(jsonCall).toContain(`-d=${JSON.stringify(JSON_BODY)}`)
      expect(jsonCall?.at(-1)).toBe(`http://127.0.0.1:${portOf(1, "evil").port}/json`)
    },
    RUN_TIMEOUT_MS * 2 + 10_000,
  )
})

/**
 * Secrets by `{env.NAME}`: a script says `"$NAME"`, so the name is the one piece of spec text
 * that reaches a script unquoted. Only [A-Za-z_][A-Za-z0-9_]* gets through decode, and only in
 * the fields where a secret may stand (never a command line, a path, a name or a key).
 */
describe("shell injection: {env.NAME}", () => {
  const spec = (headerValue: string, extra: Record<string, unknown> = {}) => ({
    targets: {
      api: {
        http: { url: "http://127.0.0.1:{port}", headers: { "x-token": headerValue } },
        start: { cmd: ["bun", "server.ts", "--port={port}"], env: {}, ready: {}, timeout: "5s" },
        ...extra,
      },
    },
    scenarios: {
      s: {
        request: { method: "GET", path: "/", headers: {} },
        load: { duration: "1s", warmup: "0s", rounds: 1 },
        thresholds: [],
      },
    },
  })
  const issues = (json: unknown): ReadonlyArray<string> => {
    const decoded = decodeSpec({ file: "s.cue", source: "", json })
    return Either.isLeft(decoded) ? decoded.left.map((issue) => issue.message) : []
  }

  test.each([
    "{env.$(touch pwned)}",
    "{env.`touch pwned`}",
    "{env.A;touch pwned}",
    "{env.A B}",
    "{env.1A}",
    "{env.A-B}",
    "{env.}",
    "{env.A\ntouch pwned}",
    "{env.A}\"'{env.B$}",
    "Bearer {env.TOKEN",
  ])("a name that is not a shell identifier is invalid: %p", (value) => {
    const found = issues(spec(value))
    expect(found).toContainEqual(
      expect.stringContaining("an environment variable name is letters, digits and _"),
    )
    // Besides: a line break is a control character no header value may hold.
    expect(found).toHaveLength(value.includes("\n") ? 2 : 1)
  })

  test("valid names pass where a secret may stand", () => {
    expect(issues(spec("Bearer {env.API_TOKEN} {env._x9}"))).toEqual([])
    const url = spec("v")
    url.targets.api.http.url = "http://user:{env.PASSWORD}@127.0.0.1:{port}"
    expect(issues(url)).toEqual([])
  })

  test("a reference where no secret may stand is invalid: argv, paths, URL host, keys", () => {
    const cmd = spec("v")
    cmd.targets.api.start.cmd = ["bun", "server.ts", "--port={port}", "--token={env.TOKEN}"]
    expect(issues(cmd)).toEqual([expect.stringContaining("{env.NAME} is allowed only in")])
    const path = spec("v")
    path.scenarios.s.request.path = "/{env.TOKEN}"
    expect(issues(path)).toEqual([expect.stringContaining("{env.NAME} is allowed only in")])
    const host = spec("v")
    host.targets.api.http.url = "http://{env.HOST}:{port}"
    expect(issues(host)).toEqual([expect.stringContaining("only in the userinfo")])
    const key = spec("v")
    key.targets.api.http.headers = { "{env.TOKEN}": "v" } as unknown as { "x-token": string }
    expect(issues(key).some((m) => m.includes("cannot stand in a key"))).toBe(true)
  })

  test("the emitted script refers to the variable, quoted, and never to its value", () => {
    const decoded = decodeSpec({
      file: "s.cue",
      source: "",
      json: spec("Bearer {env.API_TOKEN}'\"$(touch pwned)"),
    })
    if (Either.isLeft(decoded)) throw new Error(decoded.left.map(formatIssue).join("\n"))
    const [script] = emitSpec(planSpec(decoded.right), {
      specDirFromScript: ".",
      tools: new Map([["oha", "oha"]]),
    })
    const content = script?.content ?? ""
    // The header goes to oha in a private file, written by the printf builtin: on no argv.
    expect(content).toContain(
      `printf '%s' 'x-token: Bearer '"$API_TOKEN"''\\''"$(touch pwned)\n'; } >"$secret_file_0")`,
    )
    expect(content).toContain(`'--header-file='"$secret_file_0"`)
    expect(content).not.toContain("-H=")
    expect(content).toContain("require_env API_TOKEN 'targets.api.http.headers.x-token'")
    expect(content).not.toContain("{env.API_TOKEN}")
  })
})
