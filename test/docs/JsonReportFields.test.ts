/**
 * docs/json-report.md cannot drift from the report's schema: its field tables are rendered from
 * report/json/JsonReport.ts (report/json/FieldTables.ts), every field with the meaning the schema
 * gives it, and compared here with the page. After a field is added, changed or removed,
 * `BENCHGATE_UPDATE_GOLDEN=1 bun test test/docs/JsonReportFields.test.ts` writes the tables.
 */
import { expect, test } from "bun:test"
import { resolve } from "node:path"
import { Schema } from "effect"
import { field } from "../../report/json/Fields.ts"
import { fieldTables } from "../../report/json/FieldTables.ts"
import { expectGoldenPart } from "../support/golden.ts"

const PAGE = resolve(import.meta.dir, "../../docs/json-report.md")
const BEGIN =
  "<!-- The tables below are rendered from report/json/JsonReport.ts: change a field's meaning there, then run BENCHGATE_UPDATE_GOLDEN=1 bun test test/docs/JsonReportFields.test.ts -->"
const END = "<!-- end of the rendered tables -->"

test("the page's field tables are the schema's", () => {
  expectGoldenPart(PAGE, BEGIN, END, fieldTables())
})

test("a field without a meaning cannot be rendered, so cannot go undocumented", () => {
  const documented = Schema.Struct({ a: field(Schema.String, "the a") })
  expect(fieldTables(documented)).toContain("| `a` | string | the a |")
  const bare = Schema.Struct({
    a: field(Schema.String, "the a"),
    b: Schema.Struct({ c: Schema.Int }),
  })
  expect(() => fieldTables(bare)).toThrow("the JSON report's field b has no meaning")
})
