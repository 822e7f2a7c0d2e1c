/**
 * `bench site` end to end: ten real `bench check` runs on ten commits of a scratch repository
 * (results targets gated on their peak memory's overhead, which steps from 2x to 3x at the sixth
 * commit while their wall time stays at 1.5x, and a command target), then the site written from
 * their store — what the spec gates heading it, its files, its links, the level shift at its
 * commit — and the pages in Chromium: phone and desktop, light and dark, no sideways scrolling
 * on a phone and no request but the page itself. Screenshots go to test-output/site/.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import puppeteer, { type Browser } from "puppeteer-core"
import { chromium } from "../support/Chromium.ts"
import { runCliInProcess } from "../support/InProcessCli.ts"
import { printed, runBench } from "../support/Running.ts"

const bench = resolve(import.meta.dir, "../../bench")
const work = mkdtempSync(join(tmpdir(), "benchgate-site-"))
const repo = join(work, "repo")
const site = join(work, "site")
const screenshots = resolve(import.meta.dir, "../../test-output/site")

const SPEC = `package bench
targets: {
	direct: results: {format: "hyperfine", file: "results.json", benchmark: "direct"}
	layered: results: {format: "hyperfine", file: "results.json", benchmark: "layered"}
	tick: command: cmd: ["true"]
}
scenarios: {
	sort: {
		targets: ["direct", "layered"]
		baseline: "direct"
		thresholds: [{target: "layered", metric: "peak_rss", overhead: "<= 4x"}]
	}
	"start up": {
		targets: ["tick"]
		load: rounds: 4
		thresholds: [{metric: "wall", max: "5s"}]
	}
}
`

/**
 * Eight samples per command: wall times in seconds, layered at 1.5x direct throughout; peak
 * memory in bytes, layered at 2x direct's before commit 5 and 3x from it on.
 */
const results = (commit: number) => {
  const ratio = commit < 5 ? 2 : 3
  const wobble = (r: number) => 1 + (((r * 7 + commit * 3) % 5) - 2) / 100
  const jitter = (r: number) => 1 + (((r * 3 + commit) % 5) - 2) / 50
  const samples = [0, 1, 2, 3, 4, 5, 6, 7]
  const direct = samples.map((r) => 0.001 * wobble(r))
  const layered = direct.map((d, r) => d * 1.5 * jitter(r))
  const directRss = samples.map((r) => 50e6 * wobble(r))
  const layeredRss = directRss.map((m, r) => m * ratio * jitter(r))
  const entry = (command: string, times: ReadonlyArray<number>, memory: ReadonlyArray<number>) => ({
    command,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    times,
    memory_usage_byte: memory,
  })
  return JSON.stringify({
    results: [entry("direct", direct, directRss), entry("layered", layered, layeredRss)],
  })
}

const git = (...args: string[]) => {
  const ran = Bun.spawnSync(["git", ...args], { cwd: repo })
  if (ran.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${ran.stderr}`)
  return ran.stdout.toString().trim()
}

const commits: string[] = []

beforeAll(async () => {
  mkdirSync(repo)
  git("init", "-q", "-b", "main")
  git("config", "user.email", "ci@example.com")
  git("config", "user.name", "ci")
  writeFileSync(join(repo, ".gitignore"), "results.db*\nlogs/\nprofiles/\n")
  writeFileSync(join(repo, "spec.cue"), SPEC)
  for (let i = 0; i < 10; i++) {
    writeFileSync(join(repo, "results.json"), results(i))
    git("add", ".")
    git("commit", "-q", "-m", `commit ${i}`)
    commits.push(git("rev-parse", "HEAD"))
    // The second check's own HTML report: its overhead history has two runs.
    const html = i === 1 ? ["--html", join(work, "second.html")] : []
    // In process: the checks only fill the store the site is drawn from.
    const ran = await runCliInProcess(
      ["check", "spec.cue", "--db", "results.db", "--quiet", ...html],
      { cwd: repo },
    )
    if (ran.code !== 0) throw new Error(`check ${i} exited ${ran.code}: ${ran.stderr}`)
  }
  const ran = await runBench(
    bench,
    ["site", "results.db", "--out", site, "--commit-url", "https://example.com/c/{commit}"],
    repo,
  )
  if (ran.code !== 0) throw new Error(`site exited ${ran.code}: ${ran.stderr}`)
}, 300_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

const read = (path: string) => readFileSync(join(site, path), "utf8")
const scenarioPages = () => readdirSync(join(site, "scenarios")).map((f) => `scenarios/${f}`)
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "")

describe("bench site", () => {
  test("an index, a page per scenario and every run's report", () => {
    expect(existsSync(join(site, "index.html"))).toBe(true)
    expect(scenarioPages()).toHaveLength(2)
    expect(readdirSync(join(site, "runs")).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i + 1}.html`).sort(),
    )
    const index = read("index.html")
    expect(index).toContain("Benchmark history of <code>main</code>")
    expect(index).toContain("10 runs")
    // Each scenario's row: its page, a sparkline, its latest value and its last verdict.
    expect(index).toMatch(/<a href="scenarios\/spec-sort-[0-9a-f]{8}\.html">sort<\/a>/)
    expect(index).toMatch(/<a href="scenarios\/spec-start-up-[0-9a-f]{8}\.html">start up<\/a>/)
    expect(index.match(/<svg class="spark"/g)).toHaveLength(2)
    // The scenario is headed by what its threshold gates: layered's peak memory over direct's,
    // not its wall time (1.5x), the fallback a scenario without thresholds follows.
    expect(index).toMatch(/3\.\d\dx<br\/><span class="note">layered: peak_rss ÷ direct/)
    expect(
      index.match(/✓ pass<\/span> <span class="note"><a href="runs\/10.html">run 10/g),
    ).toHaveLength(2)
    // The run that a stored report page shows is that run.
    expect(read("runs/6.html")).toContain(commits[5]?.slice(0, 12) ?? "no commit")
  })

  test("the scenario page: a chart per series, intervals as bands, the level shift at its commit", () => {
    const page = read(scenarioPages().find((p) => p.includes("-sort-")) ?? "")
    expect(page).toContain("<h1>spec › sort</h1>")
    // The gated figure first; then wall, each target's fallback: direct's value, layered's ratio.
    const names = [...page.matchAll(/<h3 id="[^"]*">([^<]*)<\/h3>/g)].map((m) => m[1])
    expect(names).toEqual(["layered: peak_rss ÷ direct", "direct: wall", "layered: wall ÷ direct"])
    expect(page).toContain("as its overhead threshold gates it")
    // Every run's overhead verdict had an interval: one band per run on the gated chart.
    const layered = page.slice(page.indexOf("layered: peak_rss ÷ direct"))
    expect(
      layered.slice(0, layered.indexOf("</figure>")).match(/<rect class="band"/g),
    ).toHaveLength(10)
    // The shift from 2x to 3x is named once, at commit 5, linked to it and to its run; the
    // wall time did not move.
    const shift = commits[5] ?? ""
    expect(page.match(/<line class="shift"/g)).toHaveLength(1)
    expect(page).toContain(`<text class="mark"`)
    expect(page).toContain(`>${shift.slice(0, 7)}</text>`)
    expect(page).toMatch(
      new RegExp(
        `level shift 2\\.\\d\\dx → 3\\.\\d\\dx from commit <code><a href="https://example.com/c/${shift}">${shift.slice(0, 7)}</a></code> \\(<a href="../runs/6.html">run 6</a>\\)`,
      ),
    )
    // The y axis is labelled with ratios.
    expect(page).toMatch(/<text class="tick"[^>]*>2\.\d0x<\/text>/)
  })

  test("a check's HTML report: its rounds and its two-run overhead history in the gated metric", () => {
    const report = readFileSync(join(work, "second.html"), "utf8")
    // The rounds of the sort scenario in peak memory, which its threshold gates (not wall).
    expect(report).toMatch(/<h3>Rounds: peak_rss \(gated by overhead\), each dot one round/)
    // The history: the stored run and this one, named by the gated figure, each value written.
    expect(report).toMatch(
      /<figcaption>layered: peak_rss ÷ direct: 2 runs, last [12]\.\d\dx, from [12]\.\d\dx to [12]\.\d\dx<\/figcaption>/,
    )
    expect(report.match(/<text class="value"[^>]*>[12]\.\d\dx<\/text>/g)).toHaveLength(2)
    expect(report).toContain(`>${commits[0]?.slice(0, 7)}</text>`)
    expect(report).toContain(">this run</text>")
  })

  test("every link within the site leads to a file of it; nothing outside but the commits", () => {
    for (const path of ["index.html", ...scenarioPages()]) {
      for (const href of hrefs(read(path))) {
        if (href.startsWith("https://example.com/c/")) continue
        expect(existsSync(resolve(site, dirname(path), href))).toBe(true)
      }
      expect(read(path)).not.toMatch(/<script|<link|<img|@import|url\(/i)
    }
  })

  test.each([
    [["missing.db", "--out", "x"], "no store at missing.db"],
    [["results.db"], "site needs --out DIR"],
    [["results.db", "--out", "x", "--branch", "nope"], "holds no runs of branch nope"],
    [["results.db", "--out", "x", "--commit-url", "https://e.com/"], "--commit-url needs {commit}"],
    [["results.db", "--out", "x", "--limit", "0"], "--limit takes a whole number of runs"],
  ])("bad input %p exits 2 naming it", async (args, message) => {
    const ran = await runBench(bench, ["site", ...args], repo)
    expect(ran.code, printed(ran)).toBe(2)
    expect(ran.stderr).toContain(message)
  })
})

const found = chromium()
if (found.path === undefined) process.stderr.write(`Site.test.ts: Chromium skipped: ${found.why}\n`)

describe.skipIf(found.path === undefined)("the site in Chromium", () => {
  let browser: Browser | undefined
  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true })
    browser = await puppeteer.launch({
      executablePath: found.path ?? "",
      headless: true,
      args: ["--no-sandbox", "--disable-gpu"],
    })
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
  })

  test("each page on a phone and a desktop, light and dark: laid out, no overflow, nothing fetched", async () => {
    const pages = [
      ["index", "index.html"],
      ["sort", scenarioPages().find((p) => p.includes("-sort-")) ?? ""],
      ["start-up", scenarioPages().find((p) => p.includes("-start-up-")) ?? ""],
    ] as const
    for (const [name, path] of pages) {
      const file = join(site, path)
      for (const [view, width, scheme] of [
        ["phone", 375, "light"],
        ["phone-dark", 375, "dark"],
        ["wide", 1200, "light"],
        ["wide-dark", 1200, "dark"],
      ] as const) {
        const page = await (browser as Browser).newPage()
        const requests: string[] = []
        const errors: string[] = []
        page.on("request", (request) => requests.push(request.url()))
        page.on("pageerror", (error) => errors.push(String(error)))
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text())
        })
        await page.setViewport({ width, height: 900 })
        await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: scheme }])
        await page.goto(`file://${file}`, { waitUntil: "load" })
        // Every chart has a size and a text alternative.
        const charts = await page.$$eval("svg[role='img']", (all) =>
          all.map((svg) => ({
            width: svg.getBoundingClientRect().width,
            height: svg.getBoundingClientRect().height,
            label: svg.getAttribute("aria-label") ?? "",
          })),
        )
        expect(charts.length).toBeGreaterThan(0)
        for (const chart of charts) {
          expect(chart.width).toBeGreaterThan(40)
          expect(chart.height).toBeGreaterThan(10)
          expect(chart.label.length).toBeGreaterThan(10)
        }
        // The text follows the reader's setting.
        const background = await page.$eval(
          "body",
          (body) => body.ownerDocument.defaultView?.getComputedStyle(body).backgroundColor,
        )
        expect(background).toBe(scheme === "dark" ? "rgb(13, 17, 23)" : "rgb(255, 255, 255)")
        // Nothing wider than the page: no sideways scrolling on a phone.
        const overflow = await page.$eval("html", (html) => html.scrollWidth - html.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        expect(errors).toEqual([])
        expect(requests).toEqual([`file://${file}`])
        await page.screenshot({ path: join(screenshots, `${name}-${view}.png`), fullPage: true })
        await page.close()
      }
    }
  }, 120_000)
})
