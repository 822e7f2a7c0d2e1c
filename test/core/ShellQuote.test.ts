import { describe, expect, test } from "bun:test"
import { shellQuote, shellTemplate, slug, uniqueSlugs } from "../../core/ShellQuote.ts"

/** What real bash makes of a script: its stdout as bytes, decoded as UTF-8. */
const bash = (script: string, env: Record<string, string> = {}): string => {
  const result = Bun.spawnSync(["bash", "--norc", "--noprofile", "-c", script], {
    cwd: "/",
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
    stdout: "pipe",
    stderr: "pipe",
    timeout: 10_000,
  })
  if (result.exitCode !== 0) {
    throw new Error(`bash exited ${result.exitCode}: ${result.stderr.toString()}\n${script}`)
  }
  return result.stdout.toString()
}

/** Strings a spec could hold that mean something to a shell. NUL cannot be in an argument. */
const NASTY: ReadonlyArray<string> = [
  "",
  " ",
  "plain",
  "two words",
  "'",
  "''",
  "'\\''",
  '"',
  "\\",
  "\\'",
  "'\\",
  "trailing\\",
  "$HOME",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: shell syntax, kept literal on purpose
  "${HOME}",
  "$(touch pwned)",
  "`touch pwned`",
  "$((1+1))",
  "$'\\x41'",
  "!",
  "!!",
  "!$",
  "a\nb",
  "\n",
  "line\r\nbreak",
  "\t",
  "*",
  "?",
  "[a-z]",
  "~",
  "~root",
  "{a,b}",
  "a;b",
  "a|b",
  "a&b",
  "a>b",
  "<(echo x)",
  "# not a comment",
  "-n",
  "-e \\n",
  "--",
  "%s%d%%",
  "x=1",
  "{port}",
  "ünïcødé ✓ 日本 🙂",
  "\u2028\u2029",
  "\u001b[31mred\u001b[0m",
  '\'"; touch pwned2; echo "',
  "'; touch pwned; '",
  '"$(touch pwned)"',
]

describe("shellQuote", () => {
  test.each([
    ["plain", "'plain'"],
    ["", "''"],
    ["it's", `'it'\\''s'`],
    ["$x `y` \\z", "'$x `y` \\z'"],
  ])("%p → %p", (value, quoted) => {
    expect(shellQuote(value)).toBe(quoted)
  })

  test.each(NASTY.map((value) => [value]))("bash reads %p back unchanged", (value) => {
    expect(bash(`printf %s ${shellQuote(value)}`)).toBe(value)
  })

  test("bash reads back many random strings of shell metacharacters, as separate words", () => {
    // A seeded generator, so a failure reproduces.
    let seed = 20_240_601
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const alphabet = [..."'\"\\$`!(){}[]<>|&;*?~#= \t\n\rax-%", "é", "😀", "{port}", "'\\''"]
    const values = Array.from({ length: 400 }, () =>
      Array.from(
        { length: Math.floor(random() * 12) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join(""),
    )
    // One word per value, each followed by a NUL: the words must not run into each other.
    const out = bash(`printf '%s\\0' ${values.map(shellQuote).join(" ")}`)
    expect(out.split("\0").slice(0, -1)).toEqual(values)
  })
})

describe("shellTemplate", () => {
  test.each([
    ["http://127.0.0.1:{port}/x", `'http://127.0.0.1:'"$port_0"'/x'`],
    ["{port}", `"$port_0"`],
    ["--port={port}", `'--port='"$port_0"`],
    ["{port}{port}", `"$port_0""$port_0"`],
    ["no port", "'no port'"],
    ["", "''"],
  ])("%p → %p", (value, word) => {
    expect(shellTemplate(value, "port_0")).toBe(word)
  })

  test.each(NASTY.map((value) => [value]))("bash reads %p back with {port} replaced", (value) => {
    const template = `${value}{port}${value}:{port}`
    expect(bash(`port_0=4321; printf %s ${shellTemplate(template, "port_0")}`)).toBe(
      template.replaceAll("{port}", "4321"),
    )
  })

  test("the port variable's value is not re-evaluated by the shell", () => {
    const word = shellTemplate("a{port}b", "port_0")
    expect(bash(`port_0='$(echo no) *'; printf %s ${word}`)).toBe("a$(echo no) *b")
  })
})

describe("slug", () => {
  test.each([
    ["get user", "get-user"],
    ["Get User", "get-user"],
    ["  spaced  out  ", "spaced-out"],
    ["$(touch pwned)", "touch-pwned"],
    ["a/../../b", "a-b"],
    ["../..", "unnamed"],
    ["", "unnamed"],
    ["日本", "unnamed"],
    ["p99.9 overhead", "p99-9-overhead"],
    ["x".repeat(80), "x".repeat(60)],
  ])("%p → %p", (name, expected) => {
    expect(slug(name)).toBe(expected)
  })

  test("a slug is always a safe file name", () => {
    for (const value of NASTY) expect(slug(value)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})

describe("uniqueSlugs", () => {
  test.each([
    [
      ["a", "b"],
      ["a", "b"],
    ],
    [
      ["get user", "Get User", "get-user"],
      ["get-user", "get-user-2", "get-user-3"],
    ],
    [
      ["x", "x-2", "x"],
      ["x", "x-2", "x-3"],
    ],
    [
      ["", "!"],
      ["unnamed", "unnamed-2"],
    ],
    [[], []],
  ])("%p → %p", (names, expected) => {
    expect(uniqueSlugs(names)).toEqual(expected)
  })

  test("slugs never collide, even for names built to collide", () => {
    const names = NASTY.concat(NASTY, ["unnamed", "unnamed-2", "unnamed-2"])
    const slugs = uniqueSlugs(names)
    expect(new Set(slugs).size).toBe(names.length)
  })
})
