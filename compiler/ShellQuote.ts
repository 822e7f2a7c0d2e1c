/**
 * Quoting for the POSIX shell scripts the compiler emits. Every string that comes from a spec
 * goes through here: single quotes keep everything literal ($, `, \, ", newlines), and a
 * single quote itself is written as '\''.
 */
export const shellQuote = (value: string): string => `'${value.replaceAll("'", `'\\''`)}'`

/**
 * Quotes `value` while replacing each `{port}` with a reference to the shell variable holding
 * that target's port: `http://127.0.0.1:{port}/x` → `'http://127.0.0.1:'"$port_0"'/x'`.
 * The variable name is ours (never user text), so it needs no quoting beyond the double quotes.
 */
export const shellTemplate = (value: string, portVariable: string): string =>
  value
    .split("{port}")
    .map((part) => (part === "" ? "" : shellQuote(part)))
    .join(`"$${portVariable}"`) || "''"

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
