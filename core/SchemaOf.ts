/**
 * A schema written for a type declared elsewhere (gate/Result.ts's ShardInfo, gate/Reason.ts's
 * Reason) must describe exactly that type, or a field added to one is silently dropped by the
 * other: `schemaOf<T>()(schema)` compiles only when the schema's decoded value is T, field for
 * field, optional fields included (readonly aside).
 */
import type { Schema } from "effect"

/** T with readonly removed all the way down, so only fields and their types are compared. */
type Plain<T> =
  T extends ReadonlyArray<infer E>
    ? Array<Plain<E>>
    : T extends object
      ? { -readonly [K in keyof T]: Plain<T[K]> }
      : T

/** Whether A and B have the same fields with the same types, optional ones included. */
type Same<A, B> =
  (<G>() => G extends Plain<A> ? 1 : 2) extends <G>() => G extends Plain<B> ? 1 : 2 ? true : false

/** The schema, when its value is exactly T; else a compile error showing the schema's value. */
export const schemaOf =
  <T>() =>
  <S extends Schema.Schema.Any>(
    schema: S &
      (Same<Schema.Schema.Type<S>, T> extends true
        ? unknown
        : { readonly "the schema's value is not exactly the type": Schema.Schema.Type<S> }),
  ): S =>
    schema
