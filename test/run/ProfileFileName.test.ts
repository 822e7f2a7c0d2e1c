/** Profile files are named after the spec, scenario and target: any name must make a valid file name. */
import { describe, expect, test } from "bun:test"
import { fileName } from "../../run/Profile.ts"

describe("profile file names", () => {
  test("a short name keeps its characters, others become _", () => {
    expect(fileName("get user")).toBe("get_user")
    expect(fileName("svc@base")).toBe("svc@base")
  })

  test("a long name is cut, with room for suffixes, and two long names stay apart", () => {
    // A target named by a thousand characters failed the check with ENAMETOOLONG (fuzz campaign).
    const a = fileName(`${"x".repeat(1000)}a`)
    const b = fileName(`${"x".repeat(1000)}b`)
    expect(a).not.toBe(b)
    expect(new TextEncoder().encode(`${a}.12.cpuprofile`).length).toBeLessThanOrEqual(255)
    expect(fileName("{port}".repeat(200)).startsWith("_port__port_")).toBe(true)
  })
})
