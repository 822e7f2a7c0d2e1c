/**
 * The HTML report in a real browser (headless Chromium through puppeteer-core): every
 * scenario's charts laid out with a size, no console error, no request but the file itself,
 * light and dark, wide and phone-sized. Screenshots go to test-output/html/.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { mkdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import puppeteer, { type Browser } from "puppeteer-core"
import { renderHtml } from "../../report/Html.ts"
import {
  docExampleResult,
  everyChartResult,
  history,
  profiledResult,
  sampleResult,
} from "../support/build.ts"
import { chromium } from "../support/Chromium.ts"

const out = resolve(import.meta.dir, "../../test-output/html")
const found = chromium()
if (found.path === undefined) {
  process.stderr.write(`HtmlBrowser.test.ts: skipped: ${found.why}\n`)
}
let browser: Browser | undefined

beforeAll(async () => {
  if (found.path === undefined) return
  mkdirSync(out, { recursive: true })
  browser = await puppeteer.launch({
    executablePath: found.path,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu"],
  })
}, 120_000)
afterAll(async () => {
  await browser?.close()
})

const everyChart = () => {
  const { result, runs } = everyChartResult()
  return renderHtml(result, { runs })
}

/** The same with an overhead history of two runs: the stored one and this one. */
const twoRuns = () => {
  const { result, runs } = everyChartResult()
  const outcomes = result.outcomes.map((o) => ({
    ...o,
    targets: o.targets.map((t) =>
      t.history === undefined ? t : { ...t, history: history("p50", [2.31, 2.47]) },
    ),
  }))
  return renderHtml({ ...result, outcomes }, { runs })
}

const REPORTS: ReadonlyArray<readonly [string, () => string]> = [
  ["sample", () => renderHtml(sampleResult())],
  ["documented", () => renderHtml(docExampleResult())],
  ["every-chart", everyChart],
  ["two-runs", twoRuns],
  ["profiled", () => renderHtml(profiledResult())],
]

describe.skipIf(found.path === undefined)("the HTML report in Chromium", () => {
  test.each(REPORTS)(
    "%s: charts laid out, no error, nothing fetched",
    async (name, render) => {
      const file = join(out, `${name}.html`)
      writeFileSync(file, render())
      for (const [view, width, scheme] of [
        ["wide", 1200, "light"],
        ["phone", 390, "light"],
        ["dark", 1200, "dark"],
      ] as const) {
        const page = await (browser as Browser).newPage()
        const requests: string[] = []
        const errors: string[] = []
        page.on("request", (request) => requests.push(request.url()))
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text())
        })
        page.on("pageerror", (error) => errors.push(String(error)))
        await page.setViewport({ width, height: 900 })
        await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: scheme }])
        await page.goto(`file://${file}`, { waitUntil: "load" })
        const sections = await page.$$eval("section", (all) =>
          all.map((section) => ({
            charts: section.querySelectorAll("svg").length,
            laidOut: [...section.querySelectorAll("svg")].filter((svg) => {
              const box = svg.getBoundingClientRect()
              return box.width > 50 && box.height > 5
            }).length,
            table: section.querySelector("table") !== null,
          })),
        )
        expect(sections.length).toBeGreaterThan(0)
        for (const section of sections) {
          expect(section.charts).toBeGreaterThan(0)
          expect(section.laidOut).toBe(section.charts)
          expect(section.table).toBe(true)
        }
        // A differential flame graph is drawn as wide as its section, its frames titled, its
        // labels at their font size (a phone scrolls it rather than shrinking them).
        const flames = await page.$$eval("svg.flame", (all) =>
          all.map((svg) => ({
            width: svg.getBoundingClientRect().width,
            section: svg.closest("section")?.getBoundingClientRect().width ?? 0,
            frames: svg.querySelectorAll("g > rect").length,
            titled: svg.querySelectorAll("g > title").length,
            smallestLabel: Math.min(
              ...[...svg.querySelectorAll("text")].map((t) => t.getBoundingClientRect().height),
            ),
          })),
        )
        expect(flames.length).toBe(name === "profiled" ? 1 : 0)
        for (const flame of flames) {
          expect(flame.width).toBeGreaterThan(flame.section * 0.9)
          expect(flame.frames).toBeGreaterThan(5)
          expect(flame.titled).toBe(flame.frames)
          expect(flame.smallestLabel).toBeGreaterThanOrEqual(11)
        }
        // Nothing wider than the page: no sideways scrolling on a phone.
        const overflow = await page.$eval("html", (html) => html.scrollWidth - html.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        expect(errors).toEqual([])
        expect(requests).toEqual([`file://${file}`])
        await page.screenshot({ path: join(out, `${name}-${view}.png`), fullPage: true })
        await page.close()
      }
    },
    60_000,
  )
})
