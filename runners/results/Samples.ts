/**
 * What a results file holds once parsed: per benchmark name, its samples in the order the tool
 * wrote them, each in catalogue metrics (core/Metric.ts) and canonical units. One sample is one
 * round of the gate.
 */
import { type Either, Schema } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import type { DataInvalid } from "../../core/OutsideData.ts"

export type Samples = ReadonlyMap<string, ReadonlyArray<MetricValues>>

/** A parser of one format: the file's text → samples, or DataInvalid naming the field. */
export type ParseResults = (text: string) => Either.Either<Samples, DataInvalid>

/**
 * A format a `results` target reads (ADR 17): each module of runners/results/ exports one, and
 * Formats.ts lists them. Everything else — the spec's `format` names, the runners, the reading
 * of files — is derived from that list.
 */
export interface ResultsFormat<Name extends string = string> {
  /** The target's `format`, and the name of the runner that reads it. */
  readonly name: Name
  /** The catalogue metrics its files give: decode checks thresholds against them. */
  readonly metrics: ReadonlyArray<MetricName>
  /** One file's text → its samples; `path` is the file's, for a format that reads beside it. */
  readonly parse: (text: string, path: string) => Either.Either<Samples, DataInvalid>
}

/**
 * A field that every file of the format has: when it is missing, the file is most likely
 * another tool's, and the message says which file the format reads (`writtenBy`).
 */
export const documentField = <S extends Schema.Schema.All>(schema: S, writtenBy: string) =>
  Schema.propertySignature(schema).annotations({
    missingMessage: () => `is missing: is it ${writtenBy}?`,
  })

/** A list of finite numbers, as the tools write their samples. */
export const Numbers = Schema.Array(Schema.Finite)

/** Samples of several benchmarks joined, each name's in order (files in name order). */
export const joinSamples = (parts: ReadonlyArray<Samples>): Samples => {
  const joined = new Map<string, Array<MetricValues>>()
  for (const part of parts) {
    for (const [name, samples] of part) joined.set(name, [...(joined.get(name) ?? []), ...samples])
  }
  return joined
}
