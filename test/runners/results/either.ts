/** The results parsers answer Either: the samples, or the sentence that says why not. */
import { Either } from "effect"
import type { Samples } from "../../../runners/results/Samples.ts"

/** The samples; a parse failure fails the test with its message. */
export const right = (result: Either.Either<Samples, string>): Samples => {
  if (Either.isLeft(result)) throw new Error(result.left)
  return result.right
}

/** The failure's message; "parsed" when it parsed. */
export const left = (result: Either.Either<Samples, string>): string =>
  Either.isLeft(result) ? result.left : "parsed"
