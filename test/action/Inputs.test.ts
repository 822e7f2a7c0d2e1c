import { describe, expect, test } from "bun:test"
import {
  parseFailOn,
  parseHistory,
  parseSpecs,
  readCommentInputs,
  readInputs,
} from "../../action/Inputs.ts"

const inputs = (given: Record<string, string>) => readInputs((name) => given[name] ?? "")

describe("readInputs", () => {
  test("defaults", () => {
    const read = inputs({ token: "t" })
    expect(read).toEqual({
      specs: ["specs/"],
      baseBranch: "main",
      baseMode: "stored",
      history: { kind: "cache" },
      comment: "always",
      failOn: new Set(["threshold", "regression"]),
      alerts: false,
      token: "t",
    })
  })

  test("alerts: off by default, true or false", () => {
    expect(inputs({ alerts: "true" }).alerts).toBe(true)
    expect(inputs({ alerts: " false " }).alerts).toBe(false)
    expect(() => inputs({ alerts: "yes" })).toThrow(
      'input alerts: "yes" is not one of "true", "false"',
    )
  })

  test("every value checked, naming the input and what it accepts", () => {
    expect(() => inputs({ comment: "sometimes" })).toThrow(
      'input comment: "sometimes" is not one of "always", "on-change", "off"',
    )
    expect(() => inputs({ "fail-on": "threshold,regresion" })).toThrow(
      'input fail-on: "regresion" is not one of "threshold", "regression", "inconclusive"',
    )
    expect(() => inputs({ "base-mode": "both" })).toThrow('input base-mode: "both" is not one of')
    expect(() => inputs({ "base-branch": "my branch" })).toThrow("has spaces")
  })

  test("base-mode: stored by default, worktree accepted", () => {
    expect(inputs({}).baseMode).toBe("stored")
    expect(inputs({ "base-mode": "worktree" }).baseMode).toBe("worktree")
    expect(inputs({ "base-mode": " worktree\n" }).baseMode).toBe("worktree")
  })

  test("base-branch: one branch name, never an option", () => {
    expect(inputs({ "base-branch": "release/2.x" }).baseBranch).toBe("release/2.x")
    expect(() => inputs({ "base-branch": "--upload-pack=x" })).toThrow(
      'input base-branch: "--upload-pack=x" looks like an option',
    )
    expect(() => inputs({ "base-branch": "main\n--upload-pack=x" })).toThrow("has spaces")
  })
})

describe("parsers", () => {
  test("specs: one path per line, spaces inside a line kept, options refused", () => {
    expect(parseSpecs("specs/users.cue\n\n  my specs/a.cue  \r\nother/\n")).toEqual([
      "specs/users.cue",
      "my specs/a.cue",
      "other/",
    ])
    expect(() => parseSpecs(" \n ")).toThrow("at least one")
    expect(() => parseSpecs("--db=/etc/x")).toThrow("looks like an option")
  })

  test("fail-on: commas or spaces; none fails on nothing", () => {
    expect(parseFailOn("threshold, inconclusive")).toEqual(new Set(["threshold", "inconclusive"]))
    expect(parseFailOn("regression threshold")).toEqual(new Set(["regression", "threshold"]))
    expect(parseFailOn("none")).toEqual(new Set())
  })

  test("history: cache, none, or a file", () => {
    expect(parseHistory("cache")).toEqual({ kind: "cache" })
    expect(parseHistory("none")).toEqual({ kind: "none" })
    expect(parseHistory(".bench/main.db")).toEqual({ kind: "file", path: ".bench/main.db" })
  })

  test("the comment action needs the artifact directory", () => {
    expect(readCommentInputs((name) => ({ dir: "r", token: "t" })[name] ?? "")).toEqual({
      dir: "r",
      comment: "always",
      token: "t",
    })
    expect(() => readCommentInputs(() => "")).toThrow("input dir")
  })
})
