/**
 * The report files of check, merge and report come from the exporter registry
 * (report/exporters/Registry.ts): each format's flag names its file, and the file holds that
 * format's rendering, given what the command knows (the rounds, --fail-on-inconclusive).
 */
import { afterAll, describe, expect, test } from "bun:test"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { reportFilesOf, reportFlags, writeReports } from "../../cli/Reports.ts"
import { EXPORTERS } from "../../report/exporters/Registry.ts"
import { everyChartResult, sampleResult } from "../support/build.ts"

const dir = mkdtempSync(join(tmpdir(), "benchgate-reports-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("report files", () => {
  test("every format's flag writes its own rendering to the file it names", async () => {
    const { result, runs } = everyChartResult()
    const values = Object.fromEntries(
      EXPORTERS.map((exporter) => [exporter.name, join(dir, "every", `report.${exporter.name}`)]),
    )
    const files = reportFilesOf({ ...values, color: true })
    expect(files.map((file) => file.exporter.name)).toEqual([
      "json",
      "markdown",
      "junit",
      "bmf",
      "html",
    ])
    await Effect.runPromise(writeReports(result, files, { failOnInconclusive: false, runs }))
    for (const exporter of EXPORTERS) {
      const written = readFileSync(join(dir, "every", `report.${exporter.name}`), "utf8")
      expect(written).toBe(exporter.render(result, { failOnInconclusive: false, runs }))
    }
    // The rounds reach the formats that draw them.
    expect(readFileSync(join(dir, "every", "report.html"), "utf8")).toContain('class="round"')
  })

  test("--fail-on-inconclusive reaches the JUnit file: an inconclusive verdict fails there", async () => {
    const junit = (failOnInconclusive: boolean) => {
      const path = join(dir, `${failOnInconclusive}.xml`)
      const files = reportFilesOf({ junit: path })
      return Effect.runPromise(writeReports(sampleResult(), files, { failOnInconclusive })).then(
        () => readFileSync(path, "utf8"),
      )
    }
    const failures = (xml: string) => xml.match(/<failure /g)?.length ?? 0
    expect(failures(await junit(true))).toBe(failures(await junit(false)) + 1)
  })

  test("a temporary file a killed writer left beside the report is removed by the next write", async () => {
    const folder = join(dir, "abandoned")
    mkdirSync(folder, { recursive: true })
    // A pid no process has (above the kernel's pid_max), and a live one (this test's parent).
    const abandoned = join(folder, ".report.json.4194305.tmp")
    const live = join(folder, `.report.json.${process.ppid}.tmp`)
    const other = join(folder, ".other.json.4194305.tmp")
    for (const file of [abandoned, live, other]) writeFileSync(file, "{")
    const files = reportFilesOf({ json: join(folder, "report.json") })
    await Effect.runPromise(writeReports(sampleResult(), files, { failOnInconclusive: false }))
    expect(existsSync(abandoned)).toBe(false)
    expect(existsSync(live)).toBe(true)
    // Another report's temporary file is that report's writer's to remove.
    expect(existsSync(other)).toBe(true)
    expect(JSON.parse(readFileSync(join(folder, "report.json"), "utf8")).tool).toBe("benchgate")
  })

  test("only the flags given with a file are reports, in the registry's order", () => {
    const files = reportFilesOf({ html: "a.html", json: "", bmf: "b.json", quiet: true })
    expect(reportFlags(files)).toEqual([
      ["--bmf", "b.json"],
      ["--html", "a.html"],
    ])
  })
})
