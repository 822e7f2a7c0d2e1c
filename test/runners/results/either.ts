/**
 * The results parsers answer Either: the samples, or a DataInvalid naming the field; reading a
 * target's files answers the sentence that names the file too.
 */
import { Either } from "effect"

type Why = string | { readonly message: string }

const say = (why: Why): string => (typeof why === "string" ? why : why.message)

/** The value; a failure fails the test with its message. */
export const right = <A>(result: Either.Either<A, Why>): A => {
  if (Either.isLeft(result)) throw new Error(say(result.left))
  return result.right
}

/** The failure's message; "parsed" when it parsed. */
export const left = <A>(result: Either.Either<A, Why>): string =>
  Either.isLeft(result) ? say(result.left) : "parsed"
