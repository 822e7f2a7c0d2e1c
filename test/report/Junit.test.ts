import { describe, expect, test } from "bun:test"
import { XmlDocument, XsdValidator } from "libxml2-wasm"
import { renderJunit } from "../../report/Junit.ts"
import { xmlText } from "../../report/Xml.ts"
import { outcome, overhead, result, sampleResult, target, verdict } from "../support/build.ts"
import { junitSchema } from "../support/JunitSchema.ts"

/** Validates against the Jenkins JUnit schema; the validator's message when invalid. */
const validate = async (xml: string): Promise<string | undefined> => {
  const schema = XmlDocument.fromString(await junitSchema())
  const validator = XsdValidator.fromDoc(schema)
  const doc = XmlDocument.fromString(xml)
  try {
    validator.validate(doc)
    return undefined
  } catch (error) {
    return (error as Error).message
  } finally {
    doc.dispose()
    validator.dispose()
    schema.dispose()
  }
}

describe("--junit", () => {
  test("validates against the JUnit schema CI reporters read", async () => {
    expect(await validate(renderJunit(sampleResult()))).toBeUndefined()
    expect(
      await validate(renderJunit(sampleResult(), { failOnInconclusive: true })),
    ).toBeUndefined()
    // The validator does refuse what breaks the schema (a suite without its name).
    expect(await validate('<testsuites><testsuite tests="0"/></testsuites>')).toContain("name")
  })

  test("a test case per threshold; failures carry the measured value and the reason", () => {
    const xml = renderJunit(sampleResult())
    const doc = XmlDocument.fromString(xml)
    try {
      const cases = doc.find("//testcase")
      const verdicts = sampleResult().outcomes.flatMap((o) => o.verdicts)
      expect(cases).toHaveLength(verdicts.length)
      const failures = doc.find("//testcase/failure")
      expect(failures).toHaveLength(verdicts.filter((v) => v.status === "fail").length)
      const skipped = doc.find("//testcase/skipped")
      expect(skipped).toHaveLength(
        verdicts.filter((v) => v.status === "inconclusive" || v.status === "skipped").length,
      )
    } finally {
      doc.dispose()
    }
    const failing = sampleResult()
      .outcomes.flatMap((o) => o.verdicts)
      .find((v) => v.status === "fail")
    expect(xml).toContain(`name="${xmlText(failing?.threshold.text ?? "")}"`)
    expect(xml).toMatch(/<failure type="[a-z]+" message="FAIL measured [^"]+">/)
  })

  test("with --fail-on-inconclusive an inconclusive threshold is a failure, as in the exit code", () => {
    const one = result([
      outcome({
        scenario: "get user",
        baseline: "direct",
        targets: [target("direct", { p50: 1 })],
        verdicts: [verdict(overhead("layered", "p50", 2), "inconclusive", "interval spans 2x")],
      }),
    ])
    expect(renderJunit(one)).toContain("<skipped>INCONCLUSIVE interval spans 2x</skipped>")
    expect(renderJunit(one)).toContain('failures="0"')
    const strict = renderJunit(one, { failOnInconclusive: true })
    expect(strict).toContain('<failure type="overhead" message="INCONCLUSIVE interval spans 2x">')
    expect(strict).toMatch(/<testsuite [^>]*failures="1"/)
  })

  test("user strings are escaped and characters XML forbids replaced", async () => {
    const nasty = "a<b>&\"c' \u0001 \ud800 end"
    expect(xmlText(nasty)).toBe("a&lt;b&gt;&amp;&quot;c&#39; \ufffd \ufffd end")
    const xml = renderJunit(
      result([
        outcome({
          spec: "s<&>",
          scenario: nasty,
          verdicts: [verdict(overhead(nasty, "p50", 2), "fail", nasty, 3)],
        }),
      ]),
    )
    expect(await validate(xml)).toBeUndefined()
    expect(xml).not.toContain("\u0001")
  })
})
