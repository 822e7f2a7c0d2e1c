/**
 * Shell injection for gRPC targets, end to end with real bash: a spec whose target, scenario,
 * health-check service, metadata values, request data, TLS file, protos and import paths are
 * full of shell syntax is compiled by the real pipeline; the emitted script passes `bash -n` and
 * then runs with fakes for ghz and grpcurl (fake-grpc-tool.sh) against a real TCP server. Nothing
 * may execute — no `pwned*` file may appear — and both tools must receive the spec's strings byte
 * for byte: grpcurl's health check and every ghz run exactly as targets/grpc/grpcurl and
 * runners/ghz build them. A method name cannot carry shell syntax at all: schema.cue rejects it,
 * located.
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
import { ghzArgs } from "../../runners/ghz/GhzCommand.ts"
import { healthCheckArgs } from "../../targets/grpc/grpcurl/Health.ts"
import { loadFile, loadSource } from "../support/load.ts"

const HELPERS = join(import.meta.dir, "injection")
const RUN_TIMEOUT_MS = 60_000

const TARGET = "wire $(touch pwned1) `touch pwned2` 'q' \"d\"; next"
const SCENARIO = "list $(touch pwned3); touch pwned4 # '"
const HEALTH_SERVICE = "svc $(touch pwned5) `touch pwned6` 'q' \\ $HOME"
// biome-ignore lint/suspicious/noTemplateCurlyInString: shell syntax, kept literal on purpose
const METADATA = "Bearer $(touch pwned7) `touch pwned8` 'q' \"d\" \\ ${HOME} * ; touch pwned9"
const DATA = {
  title: "$(touch pwned10) `touch pwned11` 'q' \"d\" \\ $HOME {{.RequestNumber}}\nnext",
  limit: "{{add 1 2}}",
}
const SMOKE = { title: "$(touch pwned12) plain" }
const CA = "certs $(touch pwned13)/ca 'q'.pem"
const PROTO = "proto $(touch pwned14)/tasks 'q'.proto"
const IMPORT_PATH = "third party $(touch pwned15) `x`"

/** CUE string literals: JSON's escapes are CUE's, and `\(` can never come out of them. */
const q = (value: string) => JSON.stringify(value)

const SPEC = `package bench

targets: ${q(TARGET)}: {
	grpc: {
		address: "127.0.0.1:{port}"
		tls: {ca: ${q(CA)}, serverName: ${q("name $(touch pwned16)")}}
		protos: [${q(PROTO)}, "second.proto"]
		importPaths: [${q(IMPORT_PATH)}]
		metadata: authorization: ${q(METADATA)}
		service: "tasks.binary.v1.TaskService"
	}
	start: {
		cmd: [${q(process.execPath)}, "server.ts"]
		env: PORT: "{port}"
		ready: grpc: ${q(HEALTH_SERVICE)}
	}
}

scenarios: ${q(SCENARIO)}: {
	call: {
		method: "tasks.strings.v1.TaskService/ListTasks"
		data: ${q(JSON.stringify(DATA))}
		smoke: ${JSON.stringify(SMOKE)}
		metadata: "x-tag": ${q(METADATA)}
	}
	load: {concurrency: 3, connections: 2, rate: 7, duration: "20ms", warmup: "10ms", rounds: 2}
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
  readonly cwd: string
}

/** record.sh's log: per call the argv, three variables (unused here) and the directory. */
const readCalls = (file: string): ReadonlyArray<Call> => {
  if (!existsSync(file)) return []
  const fields = readFileSync(file, "utf8").split("\0")
  fields.pop()
  const calls: Call[] = []
  for (let i = 0; i < fields.length; ) {
    const count = Number(fields[i])
    calls.push({ argv: fields.slice(i + 1, i + 1 + count), cwd: fields[i + 4 + count] ?? "" })
    i += 5 + count
  }
  return calls
}

let root = ""
let specDir = ""
let outDir = ""
let logs = ""
let specPlan: SpecPlan
let script = ""

beforeAll(async () => {
  for (const dir of WATCHED) for (const file of pwnedIn(dir, false)) watchedBefore.add(file)
  root = mkdtempSync(join(tmpdir(), "benchgate grpc $(echo) 'q' \""))
  specDir = join(root, "spec dir")
  outDir = join(root, "out $(echo)")
  logs = join(root, "logs")
  for (const dir of [specDir, outDir, logs]) mkdirSync(dir, { recursive: true })
  copyFileSync(join(HELPERS, "server.ts"), join(specDir, "server.ts"))
  copyFileSync(join(HELPERS, "record.sh"), join(specDir, "record.sh"))
  for (const tool of ["fake-ghz.sh", "fake-grpcurl.sh"]) {
    copyFileSync(join(HELPERS, "fake-grpc-tool.sh"), join(specDir, tool))
  }
  for (const file of ["record.sh", "fake-ghz.sh", "fake-grpcurl.sh"]) {
    chmodSync(join(specDir, file), 0o755)
  }
  writeFileSync(join(specDir, "evil.cue"), SPEC)
  const loaded = await loadFile(join(specDir, "evil.cue"))
  if (Either.isLeft(loaded)) throw new Error(loaded.left.map(formatIssue).join("\n"))
  const decoded = decodeSpec(loaded.right)
  if (Either.isLeft(decoded)) throw new Error(decoded.left.map(formatIssue).join("\n"))
  specPlan = planSpec(decoded.right)
  const [file] = emitSpec(specPlan, {
    tools: new Map([
      ["oha", "/nonexistent/oha"],
      ["ghz", "/nonexistent/ghz"],
      ["grpcurl", "/nonexistent/grpcurl"],
    ]),
    specDirFromScript: relative(outDir, specDir),
  })
  if (!file) throw new Error("no script")
  script = join(outDir, file.path)
  writeFileSync(script, file.content)
  chmodSync(script, 0o755)
})

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

describe("shell injection: gRPC targets", () => {
  test("the script is accepted by bash -n", () => {
    const check = Bun.spawnSync(["bash", "-n", script], { stderr: "pipe" })
    expect(check.stderr.toString()).toBe("")
  })

  test(
    "running it executes nothing from the spec; ghz and grpcurl get the strings unchanged",
    async () => {
      const results = join(outDir, "results")
      const child = Bun.spawn(["bash", script, results], {
        cwd: root,
        env: {
          ...process.env,
          GHZ: join(specDir, "fake-ghz.sh"),
          GRPCURL: join(specDir, "fake-grpcurl.sh"),
          FAKE_LOG_DIR: logs,
        },
        stdout: "pipe",
        stderr: "pipe",
        timeout: RUN_TIMEOUT_MS,
        killSignal: "SIGKILL",
      })
      const [stderr, code] = await Promise.all([new Response(child.stderr).text(), child.exited])
      const appeared = [
        ...pwnedIn(root, true),
        ...WATCHED.flatMap((dir) => pwnedIn(dir, false)).filter((f) => !watchedBefore.has(f)),
      ]
      expect(appeared).toEqual([])
      expect({ code, stderr }).toEqual({ code: 0, stderr: expect.any(String) as unknown as string })

      const [scenario] = specPlan.scenarios
      const target = specPlan.spec.targets[TARGET]
      if (!scenario || target?.kind !== "grpc") throw new Error("one grpc scenario expected")

      // grpcurl: the health check, in the spec's directory, until it says SERVING (once here).
      const health = readCalls(join(logs, "fake-grpcurl.log"))
      expect(health.length).toBe(1)
      const address = health[0]?.argv.at(-2) ?? ""
      expect(address).toMatch(/^127\.0\.0\.1:\d+$/)
      expect(health[0]?.argv).toEqual(
        healthCheckArgs(
          { ...target, address },
          HEALTH_SERVICE,
          join(realpathSync(results), "grpc-health"),
        ),
      )
      expect(health[0]?.cwd).toBe(realpathSync(specDir))
      expect(readdirSync(join(results, "grpc-health"))).toEqual(["grpc_health_v1.proto"])

      // ghz: the warm-up, then one run per round, each the runner's argv with the port filled.
      const ghz = readCalls(join(logs, "fake-ghz.log"))
      const expected = [
        ...scenario.warmups,
        ...roundSlices(scenario, 1),
        ...roundSlices(scenario, 2),
      ].map((slice) => {
        if (slice.invocation.runner !== "ghz") throw new Error("a ghz slice expected")
        const { input } = slice.invocation
        return ghzArgs({ ...input, target: { ...input.target, address } })
      })
      expect(ghz.map((call) => call.argv)).toEqual(expected)
      for (const call of ghz) expect(call.cwd).toBe(realpathSync(specDir))
      // The strings arrive whole: metadata values, data with its templates, the service override.
      const first = ghz[0]?.argv ?? []
      expect(first).toContain("--call=tasks.binary.v1.TaskService/ListTasks")
      expect(first).toContain(`--data=${JSON.stringify(DATA)}`)
      expect(first).toContain(
        `--metadata=${JSON.stringify({ authorization: METADATA, "x-tag": METADATA })}`,
      )
      expect(first).toContain(`--cacert=${CA}`)
      expect(first).toContain(`--proto=${PROTO}`)
      expect(first).toContain(`--import-paths=${IMPORT_PATH}`)
      expect(readdirSync(join(results)).filter((f) => f.endsWith(".ghz.json")).length).toBe(2)
    },
    RUN_TIMEOUT_MS + 10_000,
  )

  test("a method name with shell syntax never reaches a script: schema.cue rejects it", async () => {
    const result = await loadSource(`package bench
targets: w: grpc: address: "127.0.0.1:1"
scenarios: s: call: method: "tasks.v1.S/$(touch pwned17)"
`)
    if (Either.isRight(result)) throw new Error("cue accepted the method")
    expect(result.left.map(formatIssue).join("\n")).toMatch(
      /specs\/demo\.cue:3:\d+: scenarios\.s\.call\.method: /,
    )
  })
})
