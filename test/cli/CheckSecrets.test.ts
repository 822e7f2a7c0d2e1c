/**
 * Secrets (`{env.NAME}`), end to end with the real tools on loopback: a spec with a secret in
 * every field that can hold one — an HTTP target's URL password, header and start env; a
 * request's header and JSON body; a gRPC target's metadata and start env; a call's metadata and
 * data; a command target's env — is checked with real oha, ghz and grpcurl against fixture
 * servers (test/cli/secrets) that answer OK only when every secret arrived, so a passing check
 * proves each was sent. The HTTP request goes through oha and vegeta, the gRPC call through ghz
 * with protos and with server reflection (whose requests the fixture refuses without the
 * metadata secret). Then no secret value may appear in stdout, stderr, the JSON and markdown
 * reports, the SQLite database (as bytes), the logs directory or the compiled scripts; nor, sampled
 * from /proc while the check runs, in the argv of any process (docs/architecture.md, "Secrets").
 * The compiled scripts, run with the variables set, send them (the fixture servers
 * answer 200/OK) and refuse to run when one is unset. A missing variable fails `check` with
 * exit 3 naming it and its field; a URL password is never printed in "not reachable".
 */
import { afterAll, describe, expect, test } from "bun:test"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import pins from "../../tools/pins.json" with { type: "json" }
import { GHZ, GRPCURL, present } from "../support/grpcTools.ts"
import { printed } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const fixtures = join(import.meta.dir, "secrets")
const work = mkdtempSync(join(tmpdir(), "benchgate-secrets-test-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))
copyFileSync(join(fixtures, "echo.proto"), join(work, "echo.proto"))

const tag = crypto.randomUUID().slice(0, 8)
/** Each secret's value: a unique core, and characters that need quoting in shell and JSON. */
const SECRETS = {
  URL_PASSWORD: `urlpw${tag}Q9`,
  API_TOKEN: `api-${tag}-"quoted" $(touch pwned1) 'single'`,
  REQUEST_TOKEN: `req-${tag}-\`touch pwned2\``,
  BODY_TOKEN: `body-${tag}-"json" \\ back`,
  GRPC_TOKEN: `grpc-${tag}-"meta" $HOME`,
  CALL_TOKEN: `call-${tag}-'; touch pwned3`,
  DATA_TOKEN: `data-${tag}-"x" \\`,
  COMMAND_TOKEN: `cmd-${tag}-$(touch pwned4)`,
} as const
type Name = keyof typeof SECRETS

/** What must not appear anywhere: each value, its unique core, and the basic-auth encoding. */
const needles = (names: ReadonlyArray<Name> = Object.keys(SECRETS) as Name[]): string[] =>
  names.flatMap((name) => {
    const value = SECRETS[name]
    const core = value.split(/[^A-Za-z0-9-]/)[0] ?? value
    return [value, core, JSON.stringify(value).slice(1, -1)]
  })
const BASIC = btoa(`bench:${SECRETS.URL_PASSWORD}`)

const leaks = (text: string, names?: ReadonlyArray<Name>): string[] =>
  [...needles(names), ...(names === undefined ? [BASIC] : [])].filter((needle) =>
    text.includes(needle),
  )

const q = (value: string) => JSON.stringify(value)
const bun = process.execPath

const SPEC = `package bench

targets: {
	web: {
		http: {
			url: "http://bench:{env.URL_PASSWORD}@127.0.0.1:{port}"
			headers: "x-api-token": "{env.API_TOKEN}"
		}
		start: {
			cmd: [${q(bun)}, ${q(join(fixtures, "http-server.ts"))}, "--port={port}"]
			env: {
				EXPECT_URL_PASSWORD: "{env.URL_PASSWORD}"
				EXPECT_API_TOKEN: "{env.API_TOKEN}"
				EXPECT_REQUEST_TOKEN: "{env.REQUEST_TOKEN}"
				EXPECT_BODY_TOKEN: "{env.BODY_TOKEN}"
			}
		}
	}
	webv: {
		http: {
			url: "http://bench:{env.URL_PASSWORD}@127.0.0.1:{port}"
			headers: "x-api-token": "{env.API_TOKEN}"
		}
		runner: "vegeta"
		start: {
			cmd: [${q(bun)}, ${q(join(fixtures, "http-server.ts"))}, "--port={port}"]
			env: {
				EXPECT_URL_PASSWORD: "{env.URL_PASSWORD}"
				EXPECT_API_TOKEN: "{env.API_TOKEN}"
				EXPECT_REQUEST_TOKEN: "{env.REQUEST_TOKEN}"
				EXPECT_BODY_TOKEN: "{env.BODY_TOKEN}"
			}
		}
	}
	mirror: {
		grpc: {
			address: "127.0.0.1:{port}"
			metadata: "x-api-token": "{env.GRPC_TOKEN}"
		}
		start: {
			cmd: [${q(bun)}, ${q(join(fixtures, "grpc-server.ts"))}, "--port={port}", "--reflection"]
			env: {
				EXPECT_GRPC_TOKEN: "{env.GRPC_TOKEN}"
				EXPECT_CALL_TOKEN: "{env.CALL_TOKEN}"
				EXPECT_DATA_TOKEN: "{env.DATA_TOKEN}"
			}
			ready: grpc: ""
		}
	}
	vault: {
		grpc: {
			address: "127.0.0.1:{port}"
			protos: ["echo.proto"]
			metadata: "x-api-token": "{env.GRPC_TOKEN}"
		}
		start: {
			cmd: [${q(bun)}, ${q(join(fixtures, "grpc-server.ts"))}, "--port={port}"]
			env: {
				EXPECT_GRPC_TOKEN: "{env.GRPC_TOKEN}"
				EXPECT_CALL_TOKEN: "{env.CALL_TOKEN}"
				EXPECT_DATA_TOKEN: "{env.DATA_TOKEN}"
			}
			ready: grpc: ""
		}
	}
	cmd: command: {
		cmd: [${q(bun)}, ${q(join(fixtures, "command-target.ts"))}]
		env: TOKEN: "{env.COMMAND_TOKEN}"
	}
}
scenarios: "open web": {
	targets: ["web", "webv"]
	request: {
		method: "POST"
		path: "/open"
		headers: "x-request-token": "{env.REQUEST_TOKEN}"
		body: {token: "{env.BODY_TOKEN}"}
	}
	load: {concurrency: 2, duration: "300ms", warmup: "50ms", rounds: 2}
	thresholds: [{metric: "error_rate", max: "0%"}]
}
scenarios: "open vault": {
	targets: ["vault", "mirror"]
	call: {
		method: "secrets.Vault/Open"
		data: {token: "{env.DATA_TOKEN}"}
		metadata: "x-call-token": "{env.CALL_TOKEN}"
		expect: {open: true}
	}
	load: {concurrency: 2, duration: "300ms", warmup: "50ms", rounds: 2}
	thresholds: [{metric: "error_rate", max: "0%"}]
}
scenarios: "command": {
	targets: ["cmd"]
	load: {warmup: "0s", rounds: 2}
	thresholds: [{metric: "wall", max: "60s"}]
}
`
const specFile = join(work, "secrets.cue")
writeFileSync(specFile, SPEC)

interface Ran {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
  /** Every process command line seen while it ran (argv joined by spaces). */
  readonly cmdlines: ReadonlyArray<string>
  /** Those of its own processes (marked by RUN_MARK in their environment), not a neighbour's. */
  readonly ownCmdlines: ReadonlyArray<string>
}

/** Set in each run's environment: its processes inherit it, a parallel suite's do not. */
const RUN_MARK = "BENCHGATE_SECRETS_TEST_RUN"

/**
 * All processes' command lines now (a process gone meanwhile is skipped), and those whose
 * environment holds `mark` into `own`.
 */
const sampleCmdlines = (into: Set<string>, own: Set<string>, mark: string) => {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const text = readFileSync(`/proc/${entry}/cmdline`, "utf8")
      if (text === "") continue
      const line = text.replaceAll("\0", " ")
      into.add(line)
      if (readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes(mark)) own.add(line)
    } catch {
      // gone
    }
  }
}

const run = async (
  argv: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>>,
  cwd = work,
): Promise<Ran> => {
  const mark = `${RUN_MARK}=${process.pid}-${performance.now()}`
  const child = Bun.spawn([...argv], {
    cwd,
    stdout: "pipe",
    stderr: "pipe",
    env: Object.fromEntries(
      Object.entries({
        ...process.env,
        NO_COLOR: "1",
        ...env,
        [RUN_MARK]: mark.slice(RUN_MARK.length + 1),
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    timeout: 180_000,
  })
  const seen = new Set<string>()
  const own = new Set<string>()
  let done = false
  const sampler = (async () => {
    while (!done) {
      sampleCmdlines(seen, own, mark)
      await Bun.sleep(1)
    }
  })()
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ])
  done = true
  await sampler
  return { code, stdout, stderr, cmdlines: [...seen], ownCmdlines: [...own] }
}

/** Every file under `dir`, with its bytes as latin1 text (so any byte sequence is searchable). */
const filesUnder = (dir: string): ReadonlyArray<{ path: string; text: string }> =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: "utf8" }).flatMap((name) => {
        const path = join(dir, name)
        if (!statSync(path).isFile()) return []
        return [{ path, text: readFileSync(path).toString("latin1") }]
      })
    : []

/** A leak in utf8 text also shows in its latin1 reading when the needle is ASCII-only. */
const leaksInFiles = (dir: string, names?: ReadonlyArray<Name>) =>
  filesUnder(dir).flatMap(({ path, text }) =>
    leaks(Buffer.from(text, "latin1").toString("utf8"), names)
      .concat(leaks(text, names))
      .map((needle) => `${path}: ${needle}`),
  )

/** The pinned oha and vegeta builds in the cache (oha's reads headers from a file). */
const cache = process.env.BENCHGATE_CACHE ?? join(process.env.HOME ?? "", ".cache/benchgate")
const OHA = join(cache, "tools", `oha-${pins.oha}`, "bin/oha")
const VEGETA = join(cache, "tools", `vegeta-${pins.vegeta}`, "bin/vegeta")

const tools = present("ghz", GHZ) && present("grpcurl", GRPCURL)

describe.skipIf(!tools)("secrets: {env.NAME}", () => {
  test("a check with a secret in every field passes and shows none of them anywhere", async () => {
    const out = join(work, "check")
    mkdirSync(out)
    const db = join(out, "results.db")
    const result = await run(
      [
        bench,
        "check",
        specFile,
        "--db",
        db,
        "--json",
        join(out, "report.json"),
        "--markdown",
        join(out, "report.md"),
        "--junit",
        join(out, "report.xml"),
        "--bmf",
        join(out, "report.bmf.json"),
      ],
      SECRETS,
    )
    expect(result.stderr).not.toContain("internal error")
    // Exit 0 with error_rate 0%: every request and call carried every secret (the fixture
    // servers answer 401/UNAUTHENTICATED otherwise), and the command target saw its env.
    expect({ code: result.code, stderr: result.stderr }).toEqual({
      code: 0,
      stderr: expect.any(String) as unknown as string,
    })
    expect(readdirSync(work).filter((f) => f.startsWith("pwned"))).toEqual([])

    expect(leaks(result.stdout)).toEqual([])
    expect(leaks(result.stderr)).toEqual([])
    // Reports, the database (every table, as bytes, with its WAL if any) and the logs.
    expect(existsSync(db)).toBe(true)
    expect(existsSync(join(out, "logs"))).toBe(true)
    expect(leaksInFiles(out)).toEqual([])

    // The tools ran (its own: a parallel suite runs them too), and none of them had an
    // off-argv secret on its command line (any process's: the secrets are this test's).
    const ran = (binary: string) => result.ownCmdlines.some((line) => line.startsWith(binary))
    expect(ran(OHA)).toBe(true)
    expect(result.ownCmdlines.some((line) => /\/vegeta attack /.test(line))).toBe(true)
    expect(ran(GHZ)).toBe(true)
    expect(ran(GRPCURL)).toBe(true)
    const argvLeaks = result.cmdlines.flatMap((line) =>
      leaks(line).map((needle) => `${line}: ${needle}`),
    )
    expect(argvLeaks).toEqual([])
  }, 240_000)

  test("a variable that is not set (or empty) fails the check with exit 3, naming it and its field", async () => {
    const out = join(work, "missing")
    mkdirSync(out)
    const db = join(out, "results.db")
    for (const value of [undefined, ""]) {
      const result = await run([bench, "check", specFile, "--db", db], {
        ...SECRETS,
        BODY_TOKEN: value,
      })
      expect(result.code, printed(result)).toBe(3)
      expect(result.stderr).toContain("environment variable BODY_TOKEN is not set or empty")
      // Every field that uses it.
      expect(result.stderr).toContain(
        'uses it in targets.web.start.env.EXPECT_BODY_TOKEN, targets.webv.start.env.EXPECT_BODY_TOKEN, scenarios."open web".request.body',
      )
      // Nothing started, nothing stored.
      expect(result.stderr).not.toContain("round 1/")
      expect(existsSync(db)).toBe(false)
      expect(leaks(result.stderr)).toEqual([])
    }
  }, 60_000)

  test("a URL password is never printed: not reachable, from {env.NAME} or written in the spec", async () => {
    const closed = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } })
    const port = closed.port
    closed.stop(true)
    const file = join(work, "down.cue")
    writeFileSync(
      file,
      `package bench
targets: a: http: url: "http://bench:{env.URL_PASSWORD}@127.0.0.1:${port}"
targets: b: http: url: "http://bench:literal-pw-${tag}@127.0.0.1:${port}"
scenarios: s: {targets: ["a"], request: path: "/", load: {duration: "100ms", warmup: "0s", rounds: 1}}
scenarios: t: {targets: ["b"], request: path: "/", load: {duration: "100ms", warmup: "0s", rounds: 1}}
`,
    )
    const db = join(work, "down", "results.db")
    const result = await run([bench, "check", file, "--db", db], SECRETS)
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain("is not reachable at http://bench:***@127.0.0.1:")
    expect(leaks(result.stderr)).toEqual([])
    expect(result.stderr).not.toContain(`literal-pw-${tag}`)

    const literal = join(work, "down-literal.cue")
    writeFileSync(
      literal,
      `package bench
targets: b: http: url: "http://bench:literal-pw-${tag}@127.0.0.1:${port}"
scenarios: t: request: path: "/"
scenarios: t: load: {duration: "100ms", warmup: "0s", rounds: 1}
`,
    )
    const second = await run([bench, "check", literal, "--db", db], {})
    expect(second.code, printed(second)).toBe(3)
    expect(second.stderr).toContain("is not reachable at http://bench:***@127.0.0.1:")
    expect(second.stderr).not.toContain(`literal-pw-${tag}`)
  }, 60_000)

  test("compiled scripts hold no secret, send them when run, and refuse to run without them", async () => {
    const scripts = join(work, "scripts")
    const compiled = await run([bench, "compile", specFile, "--out", scripts], {})
    expect(compiled.code, printed(compiled)).toBe(0)
    expect(leaksInFiles(scripts)).toEqual([])
    const web = readFileSync(join(scripts, "secrets", "open-web.sh"), "utf8")
    expect(web).toContain('"$API_TOKEN"')
    expect(web).toContain("require_env BODY_TOKEN")

    const tools = { OHA, GHZ, GRPCURL, VEGETA }

    for (const [script, runner] of [
      ["open-web.sh", "oha"],
      ["open-vault.sh", "ghz"],
      ["command.sh", "command"],
    ] as const) {
      const results = join(work, `results-${script}`)
      const ran = await run(["bash", join(scripts, "secrets", script), results], {
        ...SECRETS,
        ...tools,
      })
      expect({ script, code: ran.code, stderr: ran.stderr }).toEqual({
        script,
        code: 0,
        stderr: expect.any(String) as unknown as string,
      })
      expect(readdirSync(work).filter((f) => f.startsWith("pwned"))).toEqual([])
      // The servers answered 200 / OK to every request: each secret arrived intact.
      const reports = readdirSync(results).filter((f) => f.startsWith("round-"))
      expect(reports.length).toBeGreaterThan(0)
      for (const report of reports) {
        const text = readFileSync(join(results, report), "utf8")
        if (runner === "oha" && report.endsWith(".vegeta.csv")) {
          // One line per request, the status code second.
          const codes = new Set(
            text
              .trim()
              .split("\n")
              .map((line) => line.split(",")[1]),
          )
          expect([...codes]).toEqual(["200"])
        } else if (runner === "oha") {
          const codes = JSON.parse(text).statusCodeDistribution as Record<string, number>
          expect(Object.keys(codes)).toEqual(["200"])
        } else if (runner === "ghz") {
          const codes = JSON.parse(text).statusCodeDistribution as Record<string, number>
          expect(Object.keys(codes)).toEqual(["OK"])
        }
      }
      expect(leaksInFiles(results)).toEqual([])
      expect(leaks(ran.stdout + ran.stderr)).toEqual([])
      const argvLeaks = ran.cmdlines.flatMap((line) =>
        leaks(line).map((needle) => `${line}: ${needle}`),
      )
      expect(argvLeaks).toEqual([])
    }

    // Unset: the script stops before it starts anything, naming the variable and its field.
    const refused = await run(
      ["bash", join(scripts, "secrets", "open-vault.sh"), join(work, "r")],
      {
        ...SECRETS,
        ...tools,
        CALL_TOKEN: undefined,
      },
    )
    expect(refused.code, printed(refused)).toBe(3)
    expect(refused.stderr).toContain("environment variable CALL_TOKEN is not set or empty")
    expect(refused.stderr).toContain('scenarios."open vault".call.metadata.x-call-token')
    // No target started: none wrote its log, and none was seen running. The script refuses in a
    // few milliseconds, less than one sampling of /proc beside a parallel suite takes, so the
    // logs are the proof; its own processes only, as a parallel suite's checks start the same
    // fixture servers.
    expect(filesUnder(join(work, "r")).filter(({ path }) => path.includes("target-"))).toEqual([])
    expect(refused.ownCmdlines.some((line) => line.includes("grpc-server.ts"))).toBe(false)
  }, 240_000)
})
