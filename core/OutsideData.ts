/**
 * Data from outside benchgate — a load tool's output, a results file another tool wrote, a JSON
 * report read back — is decoded one way: through an Effect Schema into an Either, the value or
 * a DataInvalid that names the field. Pure parsers of text that is not JSON (vegeta's CSV, go's
 * benchmark lines) answer an Either too, with an error of their own, so every caller handles a
 * parse the same way: `yield*` it inside Effect.gen (an Either is an Effect), or match it.
 *
 * A field is named as a reader would find it: `scenarios[2].verdicts[0].status`, indices in
 * brackets, keys after dots (`latencyPercentiles.p99.9`, `statusCodeDistribution.200`).
 */
import { Data, Either, ParseResult, Schema } from "effect"

/** At most this many wrong fields are listed; a document of another kind has dozens. */
const MOST_PROBLEMS = 5

/** Outside data that is not what its schema says. */
export class DataInvalid extends Data.TaggedError("DataInvalid")<{
  /** The first wrong field, `scenarios[2].verdicts[0].status`; "" for the document itself. */
  readonly field: string
  /** Each wrong field with what it should be: `results[0].times: is missing`. */
  readonly problems: ReadonlyArray<string>
}> {
  override get message(): string {
    return this.problems.join("; ")
  }
}

/** A path of keys and indices as a reader writes it: `scenarios[2].spec`. */
const fieldPath = (segments: ReadonlyArray<PropertyKey>): string =>
  segments
    .map((segment, i) =>
      typeof segment === "number"
        ? `[${segment}]`
        : i === 0
          ? String(segment)
          : `.${String(segment)}`,
    )
    .join("")

/** One wrong field, at `path` (keys and indices; none for the document, said by `problem`). */
export const dataInvalid = (path: ReadonlyArray<PropertyKey>, problem: string): DataInvalid => {
  const field = fieldPath(path)
  return new DataInvalid({ field, problems: [field === "" ? problem : `${field}: ${problem}`] })
}

/** Effect's wording, shortened where it would spell out a whole structure or value. */
const tidy = (message: string): string => {
  const expected = /^Expected ([\s\S]*), actual ([\s\S]*)$/.exec(message)
  if (expected === null) return message
  const [, type = "", actual = ""] = expected
  const what = /^\{ readonly |^\{\}$/.test(type)
    ? "an object"
    : type.startsWith("ReadonlyArray<")
      ? "an array"
      : type
  return `expected ${what}, got ${actual.length > 80 ? `${actual.slice(0, 77)}...` : actual}`
}

/**
 * A union's members fail one by one at the same path: one line saying every choice (JSON has
 * no undefined, so an optional field's is left out).
 */
const joinAlternatives = (messages: ReadonlyArray<string>): string => {
  const parts = messages.map((m) => /^expected ([\s\S]*), got ([\s\S]*)$/.exec(m))
  if (messages.length < 2 || parts.some((p) => p === null)) return messages.join("; ")
  const got = parts[0]?.[2] ?? ""
  const choices = [...new Set(parts.map((p) => p?.[1] ?? ""))].filter((c) => c !== "undefined")
  return `expected ${choices.join(" or ")}, got ${got}`
}

/**
 * Every wrong field once, deepest first met: where a union's member failed inside (a list with
 * one bad entry), the other members' complaints about the whole (`expected null`) are noise.
 */
const fromParseError = (error: ParseResult.ParseError, at: ReadonlyArray<PropertyKey>) => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => ({
    path: [...at, ...issue.path],
    message: tidy(issue.message),
  }))
  const isInside = (outer: ReadonlyArray<PropertyKey>, inner: ReadonlyArray<PropertyKey>) =>
    inner.length > outer.length && outer.every((segment, i) => inner[i] === segment)
  const byField = new Map<string, Array<string>>()
  for (const issue of issues) {
    if (issues.some((other) => isInside(issue.path, other.path))) continue
    const field = fieldPath(issue.path)
    byField.set(field, [...(byField.get(field) ?? []), issue.message])
  }
  const lines = [...byField].map(
    ([field, messages]) =>
      `${field === "" ? "the document" : field}: ${joinAlternatives(messages)}`,
  )
  const more = lines.length - MOST_PROBLEMS
  return new DataInvalid({
    field: [...byField.keys()][0] ?? "",
    problems: more > 0 ? [...lines.slice(0, MOST_PROBLEMS), `and ${more} more`] : lines,
  })
}

/**
 * A decoder of already-parsed data: the value, or DataInvalid naming every wrong field. `at`
 * is where the value sits in its document, for a part decoded on its own.
 */
export const decodeData =
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is what the outside wrote
  <A>(schema: Schema.Schema<A, any>) => {
    // Keys in the order they were written, so what is read and written again reads the same.
    const decode = Schema.decodeUnknownEither(schema, { errors: "all", propertyOrder: "original" })
    return (value: unknown, at: ReadonlyArray<PropertyKey> = []): Either.Either<A, DataInvalid> =>
      Either.mapLeft(decode(value), (error) => fromParseError(error, at))
  }

/** JSON text → the value; text that is not JSON is a DataInvalid for the document. */
export const decodeJson =
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is what the outside wrote
  <A>(schema: Schema.Schema<A, any>) => {
    const decode = decodeData(schema)
    return (text: string): Either.Either<A, DataInvalid> => {
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch (error) {
        const start = text.trimStart().slice(0, 60)
        return Either.left(
          dataInvalid(
            [],
            `not JSON (${error instanceof Error ? error.message : String(error)}); it starts ${JSON.stringify(start)}`,
          ),
        )
      }
      return decode(value)
    }
  }
