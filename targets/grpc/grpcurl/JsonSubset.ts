/**
 * The `expect` check of a preflight call: does the response contain what the spec expects?
 *
 * Rules (the same as Jest's toMatchObject):
 * - an object matches when every key of the expected object is present in the actual object
 *   and its value matches, recursively; extra keys in the response are fine;
 * - an array matches an array of the same length whose elements match element by element;
 * - anything else (string, number, boolean, null) matches only an equal value of the same
 *   JSON type. Note protobuf's JSON mapping: int64/uint64 are strings (`"42"`), bytes are
 *   base64 strings, enums are their names; grpcurl with -emit-defaults prints zero values.
 *
 * The result names the first mismatch in document order, as a path from the root: `$`,
 * `$.tasks[0].title`, `$["odd key"]`.
 */

type JsonMatch =
  | { readonly ok: true }
  | {
      readonly ok: false
      /** Path of the first mismatch, e.g. `$.tasks[0].status`. */
      readonly path: string
      /** Why, e.g. `expected "STATUS_DONE", got "STATUS_TODO"`. */
      readonly reason: string
      /** `at PATH: REASON`, ready for a report. */
      readonly message: string
    }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const kind = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value

const show = (value: unknown): string => {
  const text = JSON.stringify(value)
  if (text === undefined) return String(value)
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

const key = (path: string, name: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`

const mismatch = (path: string, reason: string): JsonMatch => ({
  ok: false,
  path,
  reason,
  message: `at ${path}: ${reason}`,
})

const OK: JsonMatch = { ok: true }

const match = (expected: unknown, actual: unknown, path: string): JsonMatch => {
  if (isObject(expected)) {
    if (!isObject(actual))
      return mismatch(path, `expected an object, got ${kind(actual)} ${show(actual)}`)
    for (const [name, value] of Object.entries(expected)) {
      const at = key(path, name)
      if (!Object.hasOwn(actual, name)) return mismatch(at, `missing (expected ${show(value)})`)
      const result = match(value, actual[name], at)
      if (!result.ok) return result
    }
    return OK
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual))
      return mismatch(path, `expected an array, got ${kind(actual)} ${show(actual)}`)
    if (actual.length !== expected.length) {
      return mismatch(path, `expected ${expected.length} elements, got ${actual.length}`)
    }
    for (const [index, value] of expected.entries()) {
      const result = match(value, actual[index], `${path}[${index}]`)
      if (!result.ok) return result
    }
    return OK
  }
  if (kind(expected) !== kind(actual)) {
    const hint =
      typeof expected === "number" && typeof actual === "string" && String(expected) === actual
        ? " (protobuf JSON writes 64-bit integers as strings: expect the string)"
        : ""
    return mismatch(
      path,
      `expected ${kind(expected)} ${show(expected)}, got ${kind(actual)} ${show(actual)}${hint}`,
    )
  }
  return expected === actual
    ? OK
    : mismatch(path, `expected ${show(expected)}, got ${show(actual)}`)
}

/** Whether `actual` contains `expected` (see the rules above). */
export const matchJsonSubset = (expected: unknown, actual: unknown): JsonMatch =>
  match(expected, actual, "$")
