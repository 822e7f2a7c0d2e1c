/**
 * vegeta's lines in compiled scripts, end to end with real bash and the real vegeta: a spec
 * whose header, body and path are full of shell syntax — and a secret header and body — is
 * compiled by the real pipeline and the script run against a Bun.serve server that records what
 * arrives. Nothing may execute (no `pwned*` file), the server must receive the strings byte for
 * byte, the secrets must be on no argv, and each round leaves one CSV line per request.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Either } from "effect"
import { decodeSpec } from "../../../compiler/Decode.ts"
import { emitSpec } from "../../../compiler/Emit.ts"
import { formatIssue } from "../../../compiler/Issue.ts"
import { planSpec } from "../../../compiler/Plan.ts"
import { resolveTool } from "../../../tools/Toolchain.ts"
import { loadFile } from "../../support/load.ts"

const HEADER = `'"; touch pwned1; echo "$(touch pwned2) \`touch pwned3\` $HOME`
const BODY = "`touch pwned4` $(touch pwned5) 'single' \"double\" \\ $HOME"
// biome-ignore lint/suspicious/noTemplateCurlyInString: shell syntax, kept literal on purpose
const PATH = "/items/$(touch${IFS}pwned6)"
const TOKEN = "tok-$(touch pwned7)-'\"-secret"
const SECRET_BODY = "b0dy-$(touch pwned8)"

let root: string
let server: ReturnType<typeof Bun.serve>
const received = {
  headers: new Set<string>(),
  tokens: new Set<string>(),
  bodies: new Set<string>(),
  paths: new Set<string>(),
  leaks: 0,
}

const onSomeArgv = (text: string): boolean =>
  readdirSync("/proc")
    .filter((entry) => /^[0-9]+$/.test(entry))
    .some((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(text)
      } catch {
        return false
      }
    })

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "benchgate vegeta 'q' $(echo) "))
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      received.paths.add(decodeURIComponent(new URL(request.url).pathname))
      received.headers.add(request.headers.get("x-evil") ?? "")
      received.tokens.add(request.headers.get("authorization") ?? "")
      received.bodies.add(await request.text())
      if (received.leaks === 0 && (onSomeArgv(TOKEN) || onSomeArgv(SECRET_BODY))) received.leaks = 1
      return Response.json({ ok: true })
    },
  })
})

afterAll(() => {
  server.stop(true)
  rmSync(root, { recursive: true, force: true })
})

const spec = (port: number) => `package bench

targets: api: {
	http: {
		url: "http://127.0.0.1:${port}"
		headers: {"x-evil": ${JSON.stringify(HEADER)}, authorization: "Bearer {env.BG_SCRIPT_TOKEN}"}
	}
	runner: "vegeta"
}
targets: secret: {
	http: url: "http://127.0.0.1:${port}"
	runner: "vegeta"
}
scenarios: plain: {
	targets: ["api"]
	request: {method: "POST", path: ${JSON.stringify(PATH)}, body: ${JSON.stringify(BODY)}}
	load: {concurrency: 2, rate: 20, duration: "250ms", rounds: 2, warmup: "100ms"}
}
scenarios: "secret body": {
	targets: ["secret"]
	request: {method: "POST", path: "/s", body: "{env.BG_SCRIPT_BODY}"}
	load: {concurrency: 2, rate: 20, duration: "250ms", rounds: 1, warmup: "0s"}
}
`

describe("vegeta in compiled scripts", () => {
  test("runs the request as written; nothing from the spec executes; secrets stay off argv", async () => {
    const vegeta = (await Effect.runPromise(resolveTool("vegeta"))).path
    const specFile = join(root, "spec.cue")
    writeFileSync(specFile, spec(server.port ?? 0))
    const loaded = await loadFile(specFile)
    if (Either.isLeft(loaded)) throw new Error(loaded.left.map(formatIssue).join("\n"))
    const decoded = decodeSpec(loaded.right)
    if (Either.isLeft(decoded)) throw new Error(decoded.left.map(formatIssue).join("\n"))
    const scripts = emitSpec(planSpec(decoded.right), {
      specDirFromScript: root,
      tools: new Map([["vegeta", vegeta]]),
    })
    expect(scripts.length).toBe(2)
    for (const [i, script] of scripts.entries()) {
      const path = join(root, script.path)
      writeFileSync(path, script.content)
      expect(script.content).not.toContain(TOKEN)
      expect(script.content).not.toContain(SECRET_BODY)
      const child = Bun.spawn(["bash", path, join(root, `results-${i}`)], {
        cwd: root,
        env: { ...process.env, BG_SCRIPT_TOKEN: TOKEN, BG_SCRIPT_BODY: SECRET_BODY },
        stdout: "pipe",
        stderr: "pipe",
        timeout: 60_000,
        killSignal: "SIGKILL",
      })
      const [stderr, code] = await Promise.all([new Response(child.stderr).text(), child.exited])
      expect({ code, stderr: code === 0 ? "" : stderr }).toEqual({ code: 0, stderr: "" })
    }
    expect(readdirSync(root).filter((f) => f.startsWith("pwned"))).toEqual([])
    expect(received.headers.has(HEADER)).toBe(true)
    expect(received.tokens.has(`Bearer ${TOKEN}`)).toBe(true)
    expect(received.bodies.has(BODY)).toBe(true)
    expect(received.bodies.has(SECRET_BODY)).toBe(true)
    expect(received.paths.has(PATH)).toBe(true)
    expect(received.leaks).toBe(0)
    // One CSV file per round, one line per request, every request a 200.
    const results = join(root, "results-0")
    const csv = readdirSync(results)
      .filter((f) => f.endsWith(".vegeta.csv"))
      .sort()
    expect(csv).toEqual(["round-1-api.vegeta.csv", "round-2-api.vegeta.csv"])
    for (const file of csv) {
      const lines = readFileSync(join(results, file), "utf8").trim().split("\n")
      expect(lines.length).toBeGreaterThan(0)
      expect(lines.every((line) => line.split(",")[1] === "200")).toBe(true)
    }
    expect(existsSync(join(root, "results-1", "round-1-secret.vegeta.csv"))).toBe(true)
  }, 90_000)
})
