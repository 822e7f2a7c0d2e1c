/**
 * What a results file holds once parsed: per benchmark name, its samples in the order the tool
 * wrote them, each in catalogue metrics (core/Metric.ts) and canonical units. One sample is one
 * round of the gate.
 */
import { Either } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"

export type Samples = ReadonlyMap<string, ReadonlyArray<MetricValues>>

/** A parser of one format: the file's text → samples, or what is wrong with it. */
export type ParseResults = (text: string) => Either.Either<Samples, string>

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
  readonly parse: (text: string, path: string) => Either.Either<Samples, string>
}

/** JSON text → a value, or the parse error as a sentence. */
export const parseJson = (text: string): Either.Either<unknown, string> =>
  Either.try({
    try: () => JSON.parse(text) as unknown,
    catch: (error) => `not JSON: ${error instanceof Error ? error.message : String(error)}`,
  })

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A list of finite numbers, or undefined. */
export const numbers = (value: unknown): ReadonlyArray<number> | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === "number" && Number.isFinite(v))
    ? (value as ReadonlyArray<number>)
    : undefined

/** Samples of several benchmarks joined, each name's in order (files in name order). */
export const joinSamples = (parts: ReadonlyArray<Samples>): Samples => {
  const joined = new Map<string, Array<MetricValues>>()
  for (const part of parts) {
    for (const [name, samples] of part) joined.set(name, [...(joined.get(name) ?? []), ...samples])
  }
  return joined
}
