/**
 * Quoting for the POSIX shell scripts the compiler emits. Every string that comes from a spec
 * goes through here: single quotes keep everything literal ($, `, \, ", newlines), and a
 * single quote itself is written as '\''.
 */
import { createHash } from "node:crypto"

export const shellQuote = (value: string): string => `'${value.replaceAll("'", `'\\''`)}'`

/**
 * Quotes `value` while replacing each `{port}` with a reference to the shell variable holding
 * that target's port: `http://127.0.0.1:{port}/x` → `'http://127.0.0.1:'"$port_0"'/x'`.
 * The variable name is ours (never user text), so it needs no quoting beyond the double quotes.
 */
export const shellTemplate = (value: string, portVariable: string): string =>
  shellSubstitute(value, { "{port}": portVariable })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** One pattern per set of placeholders: a compile emits thousands of words with the same few. */
const patterns = new Map<string, RegExp>()
const patternOf = (keys: ReadonlyArray<string>): RegExp => {
  const id = keys.join("\0")
  let pattern = patterns.get(id)
  if (pattern === undefined) {
    pattern = new RegExp(keys.map(escapeRegExp).join("|"), "g")
    patterns.set(id, pattern)
  }
  return pattern
}

/**
 * Quotes `value` while replacing each placeholder (a key of `variables`, e.g. `{port}` or
 * `{service.api}`) with a reference to the shell variable named by its value. Variable names
 * are ours (never user text); placeholders not in `variables` stay literal text.
 */
export const shellSubstitute = (
  value: string,
  variables: Readonly<Record<string, string>>,
): string => {
  const keys = Object.keys(variables)
  if (!keys.some((key) => value.includes(key))) return shellQuote(value)
  const words: string[] = []
  let last = 0
  for (const match of value.matchAll(patternOf(keys))) {
    if (match.index > last) words.push(shellQuote(value.slice(last, match.index)))
    words.push(`"$${variables[match[0]]}"`)
    last = match.index + match[0].length
  }
  if (last < value.length) words.push(shellQuote(value.slice(last)))
  return words.join("") || "''"
}

/** A file-name-safe slug of a user name; uniqueness is the caller's job. */
export const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "unnamed"

/** Slugs for all names, suffixed `-2`, `-3`, … where two would collide. */
export const uniqueSlugs = (names: ReadonlyArray<string>): ReadonlyArray<string> => {
  const used = new Set<string>()
  return names.map((name) => {
    const base = slug(name)
    let candidate = base
    for (let n = 2; used.has(candidate); n++) candidate = `${base}-${n}`
    used.add(candidate)
    return candidate
  })
}

/**
 * A file name for a tuple of user names that no other tuple gets: the slugs, to read, then a
 * short hash of the exact names, since slugs alone collide ("x y" and "x-y", "API" and "api",
 * spec "a-b" with target "c" and spec "a" with target "b-c").
 */
export const injectiveSlug = (names: ReadonlyArray<string>): string => {
  const hash = createHash("sha256").update(JSON.stringify(names)).digest("hex").slice(0, 8)
  return `${names.map(slug).join("-")}-${hash}`
}
