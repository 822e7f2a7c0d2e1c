/**
 * The npm package as a user gets it: `npm pack` of release/npm.ts's package, installed from the
 * tarball into a fresh project whose specs sit two folders below its node_modules, then checked
 * with `npx benchgate` (node starts the pinned bun) and with bun running the command itself.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { pack } from "../../release/npm.ts"
import { KINDS } from "../../targets/Registry.ts"
import { eventually, processesMatching } from "../support/Processes.ts"
import { printed, spawnUntil } from "../support/Running.ts"

const HARNESS_FILE = `import { group } from "benchgate/harness"

const numbers = Array.from({ length: 1000 }, (_, i) => i)

group("sum", {
  baseline: "loop",
  variants: {
    loop: () => {
      let total = 0
      for (const n of numbers) total += n
      return total
    },
    reduce: () => numbers.reduce((a, b) => a + b, 0),
  },
})
`

const spec = (file: string, load: string) => `package bench

targets: {
	loop: bun: {file: "${file}", group: "sum", variant: "loop"}
	reduce: bun: {file: "${file}", group: "sum", variant: "reduce"}
}
scenarios: "sum of 1000": {
	targets: ["loop", "reduce"]
	baseline: "loop"
	load: ${load}
	thresholds: [{target: "reduce", metric: "time_per_op", overhead: "<= 1000x"}]
}
`

let work: string
let project: string
let app: string

const run = async (argv: ReadonlyArray<string>, cwd: string, env: Record<string, string> = {}) => {
  const child = Bun.spawn([...argv], {
    cwd,
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, NO_COLOR: "1", ...env },
    timeout: 180_000,
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ])
  return { code, stdout, stderr }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "benchgate-package-"))
  const tarball = await pack(work)
  project = join(work, "project")
  app = join(project, "packages", "app")
  mkdirSync(join(app, "bench"), { recursive: true })
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "project", private: true, type: "module" }),
  )
  writeFileSync(join(app, "bench", "sum.bench.ts"), HARNESS_FILE)
  writeFileSync(
    join(app, "bench", "sum.cue"),
    spec("sum.bench.ts", `{duration: "30ms", warmup: "30ms", rounds: 3}`),
  )
  const installed = await run(
    ["npm", "install", "--no-audit", "--no-fund", "--loglevel=error", tarball],
    project,
  )
  if (installed.code !== 0)
    throw new Error(`npm install of the tarball failed:\n${installed.stderr}`)
}, 120_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("the npm package", () => {
  test("carries only what it declares: the command, the bundles, the pins, schema, readme, licence", () => {
    const root = join(project, "node_modules", "benchgate")
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
    expect(manifest.dependencies).toBeUndefined()
    expect(manifest.bin).toEqual({ benchgate: "bin/benchgate.mjs" })
    for (const file of [
      "bin/benchgate.mjs",
      "lib/cli.js",
      "lib/harness.js",
      "lib/pins.json",
      "schema.cue",
      "LICENSE",
    ]) {
      expect(existsSync(join(root, file))).toBe(true)
    }
    const pins = JSON.parse(readFileSync(join(root, "lib/pins.json"), "utf8"))
    expect(pins).toEqual(
      JSON.parse(readFileSync(join(import.meta.dir, "../../tools/pins.json"), "utf8")),
    )
    // One whole schema: schema.cue with every target kind's part (targets/<kind>/schema.cue).
    const schema = readFileSync(join(root, "schema.cue"), "utf8")
    for (const kind of KINDS) expect(schema).toContain(kind.schema.trim())
    // The harness's declarations resolve without .ts imports.
    expect(readFileSync(join(root, "lib/harness/harness.d.ts"), "utf8")).toContain(
      'from "./Engine.js"',
    )
  })

  test("npx benchgate checks specs below the project's node_modules, and stores the run there", async () => {
    const out = join(work, "npx.json")
    const checked = await run(
      ["npx", "--no-install", "benchgate", "check", "bench/", "--json", out],
      app,
    )
    expect(checked.stderr).not.toContain("internal error")
    expect(checked.code, printed(checked)).toBe(0)
    expect(checked.stdout).toContain("1 passed, 0 failed")
    const report = JSON.parse(readFileSync(out, "utf8"))
    const verdict = report.scenarios[0].verdicts[0]
    expect(verdict.status).toBe("pass")
    expect(verdict.measured.value).toBeGreaterThan(0)
    expect(existsSync(join(app, ".bench", "results.db"))).toBe(true)
    // The help names the command as it was run.
    const help = await run(["npx", "--no-install", "benchgate", "help"], app)
    expect(help.stdout).toContain("usage: benchgate COMMAND [options]")
    expect(help.stdout).not.toMatch(/usage: bench /)
  }, 180_000)

  test("npx benchgate starts a target whose cmd is bun on a machine where only npm has bun", async () => {
    const dir = join(app, "cmd")
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      join(dir, "bun-cmd.cue"),
      `package bench
targets: hello: command: cmd: ["bun", "-e", "console.log(1)"]
scenarios: hello: {load: {warmup: "0s", rounds: 2}, thresholds: [{metric: "wall", max: "60s"}]}
`,
    )
    // PATH without any bun: only the folders of node and npm.
    const path = ["/usr/bin", "/bin", dirname(Bun.which("npx") ?? "/usr/bin/npx")]
      .filter((folder) => !existsSync(join(folder, "bun")))
      .join(":")
    const checked = await run(
      ["npx", "--no-install", "benchgate", "check", "cmd/bun-cmd.cue"],
      app,
      { PATH: path },
    )
    expect({ code: checked.code, stderr: checked.stderr }).toEqual({
      code: 0,
      stderr: expect.not.stringContaining("Executable not found") as unknown as string,
    })
    expect(checked.stdout).toContain("1 passed, 0 failed")
  }, 180_000)

  test("bun runs the command in process when it is the pinned bun, and exit codes come through", async () => {
    const bin = join(project, "node_modules", ".bin", "benchgate")
    const version = await run([process.execPath, bin, "--version"], app)
    expect(version.stdout.trim()).toBe(
      `benchgate ${JSON.parse(readFileSync(join(import.meta.dir, "../../package.json"), "utf8")).version}`,
    )
    writeFileSync(join(app, "bench", "typo.cue"), "package bench\n\ntargetz: {}\n")
    try {
      const invalid = await run([process.execPath, bin, "check", "bench/typo.cue"], app)
      expect(invalid.code, printed(invalid)).toBe(2)
      expect(invalid.stderr).toContain("typo.cue:3")
      const viaNode = await run(["node", bin, "check", "bench/typo.cue"], app)
      expect(viaNode.code, printed(viaNode)).toBe(2)
      expect(viaNode.stderr).toContain("typo.cue:3")
    } finally {
      rmSync(join(app, "bench", "typo.cue"))
    }
  }, 60_000)

  test("SIGTERM to the node launcher stops the check: exit 130, no bun left behind", async () => {
    const slow = join(app, "slow")
    mkdirSync(slow, { recursive: true })
    // Named for this run: a parallel suite's bun must not count as left behind.
    const bench = `slow-${process.pid}.bench.ts`
    writeFileSync(join(slow, bench), HARNESS_FILE)
    writeFileSync(
      join(slow, "slow.cue"),
      spec(bench, `{duration: "2s", warmup: "10ms", rounds: 20}`),
    )
    const bin = join(project, "node_modules", ".bin", "benchgate")
    const child = await spawnUntil(
      ["node", bin, "check", "slow/", "--db", join(work, "slow.db")],
      app,
      "round 1/",
    )
    child.kill("SIGTERM")
    expect(await child.exited).toBe(130)
    expect(await eventually(() => processesMatching(bench).length === 0)).toBe(true)
    expect(processesMatching(join(project, "node_modules"))).toEqual([])
  }, 60_000)

  test("a machine without the pinned bun gets it from npm on first use, into BENCHGATE_CACHE", async () => {
    const cache = join(work, "cache")
    const bin = join(project, "node_modules", ".bin", "benchgate")
    const first = await run(["node", bin, "--version"], app, { BENCHGATE_CACHE: cache })
    expect(first.code, printed(first)).toBe(0)
    expect(first.stderr).toContain("installing bun")
    const pinned = JSON.parse(
      readFileSync(join(import.meta.dir, "../../tools/pins.json"), "utf8"),
    ).bun
    expect(existsSync(join(cache, `bun-${pinned}`, "node_modules", ".bin", "bun"))).toBe(true)
    const second = await run(["node", bin, "--version"], app, { BENCHGATE_CACHE: cache })
    expect(second.stderr).not.toContain("installing bun")
    expect(second.stdout).toBe(first.stdout)
  }, 120_000)
})
