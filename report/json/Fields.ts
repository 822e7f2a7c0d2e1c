/**
 * The kinds of field the JSON report has (docs/json-report.md, Conventions), each a schema
 * helper that carries the field's meaning: the sentence of its row in the docs' field tables
 * (FieldTables.ts). The file side is what benchgate writes; the value side is what a reader of
 * the report gets.
 *
 * - `field`: always written, read as it is.
 * - `orNull`: always written, `null` when it has no value; read as an absent key. A report
 *   written before the field existed lacks it, and reads the same.
 * - `absentUnless`: written only when it has a value; read as an absent key.
 * - `since`: always written; a report written before the field existed reads as a default.
 * - `JsonNumber`: a number, `null` in the file when it was not finite (JSON has no NaN or
 *   infinity); read as NaN. `LowerEnd` and `UpperEnd` read an interval's unbounded end back as
 *   −∞ and +∞.
 */
import { Option, Schema } from "effect"

/** What the docs print as a field's type when the schema's own would not say it. */
export const TypeName = Symbol.for("benchgate/json-report/TypeName")
/** A struct whose fields get a section of their own in the docs, headed by its path. */
export const Section = Symbol.for("benchgate/json-report/Section")
/** A field written only when it has a value (`absentUnless`), so the docs say it may be absent. */
export const MayBeAbsent = Symbol.for("benchgate/json-report/MayBeAbsent")
/** A field whose value the docs do not tabulate further: its own module describes it. */
export const DescribedElsewhere = Symbol.for("benchgate/json-report/DescribedElsewhere")

/** Always written, read as it is. */
export const field = <S extends Schema.Schema.All>(schema: S, meaning: string) =>
  Schema.propertySignature(schema).annotations({ description: meaning })

/** Always written, `null` when it has no value; read as an absent key. */
export const orNull = <A, I>(schema: Schema.Schema<A, I>, meaning: string) =>
  Schema.optionalToOptional(Schema.NullOr(schema), Schema.typeSchema(schema), {
    decode: (written) => Option.flatMap(written, Option.fromNullable),
    encode: (value) => Option.some(Option.getOrNull(value)),
  }).annotations({ description: meaning })

/** Written only when it has a value; read as an absent key. */
export const absentUnless = <S extends Schema.Schema.All>(schema: S, meaning: string) =>
  Schema.optionalWith(schema, { exact: true }).annotations({
    description: meaning,
    [MayBeAbsent]: true,
  })

/** Always written; a report from before the field existed reads as `fallback`. */
export const since = <A, I>(schema: Schema.Schema<A, I>, fallback: () => A, meaning: string) =>
  Schema.optionalWith(schema, { default: fallback }).annotations({ description: meaning })

const nonFinite = (bound: number) =>
  Schema.transform(Schema.NullOr(Schema.Number), Schema.Number, {
    strict: true,
    decode: (written) => written ?? bound,
    encode: (value) => (Number.isFinite(value) ? value : null),
  }).annotations({ [TypeName]: "number | null" })

/** A number; `null` in the file when it was not finite, read as NaN. */
export const JsonNumber = nonFinite(Number.NaN)

/** An interval's lower end; `null` in the file when unbounded, read as −∞. */
export const LowerEnd = nonFinite(Number.NEGATIVE_INFINITY)

/** An interval's upper end; `null` in the file when unbounded, read as +∞. */
export const UpperEnd = nonFinite(Number.POSITIVE_INFINITY)
