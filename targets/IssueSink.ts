/**
 * Where decoders record what is wrong with a spec, by the path of the field (compiler/ locates
 * the path in the source). Below the kind interface so the kinds' shared checks (./Checks.ts)
 * and the interface (./Kind.ts) both use it without needing each other.
 */
import type { Either } from "effect"
import type { SourceLocation } from "../core/Spec.ts"

/** A field of the spec as a path: `["targets", "api", "http", "url"]`. */
export type Path = ReadonlyArray<string | number>

/** Where a decoder records what is wrong with the spec, located in the source (compiler/). */
export interface IssueSink {
  add(path: Path, message: string): void
  /** The value on success; records the error and answers undefined otherwise. */
  take<A>(path: Path, result: Either.Either<A, string>): A | undefined
  /** Where `path` is written, for errors found later (the preflight). */
  at(path: Path): SourceLocation | undefined
}
