/**
 * The users API contract shared by both modes: the wire types and the request decoders.
 * Decoding lives here (not in a mode) so direct and layered reject exactly the same input.
 */

export interface User {
  readonly id: number
  readonly name: string
  readonly email: string
  /** ISO 8601, set on create and on every update. */
  readonly updatedAt: string
}

export interface NewUser {
  readonly name: string
  readonly email: string
}

export interface UserPatch {
  readonly name?: string
  readonly email?: string
}

export type Decoded<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly error: string }

const ok = <A>(value: A): Decoded<A> => ({ ok: true, value })
const fail = <A>(error: string): Decoded<A> => ({ ok: false, error })

const MAX_NAME = 100
const MAX_EMAIL = 254
// Deliberately loose: one "@", no spaces, a dot in the domain. Real validation is a mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const checkName = (name: unknown): string | undefined =>
  typeof name !== "string" || name.trim().length === 0
    ? "name must be a non-empty string"
    : name.length > MAX_NAME
      ? `name must be at most ${MAX_NAME} characters`
      : undefined

const checkEmail = (email: unknown): string | undefined =>
  typeof email !== "string" || email.length > MAX_EMAIL || !EMAIL.test(email)
    ? "email must be an address like someone@example.com"
    : undefined

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body)

export const decodeNewUser = (body: unknown): Decoded<NewUser> => {
  if (!isObject(body)) return fail("body must be a JSON object {name, email}")
  const error = checkName(body.name) ?? checkEmail(body.email)
  return error === undefined
    ? ok({ name: body.name as string, email: body.email as string })
    : fail(error)
}

export const decodeUserPatch = (body: unknown): Decoded<UserPatch> => {
  if (!isObject(body)) return fail("body must be a JSON object {name?, email?}")
  const { name, email } = body
  if (name === undefined && email === undefined) return fail("body must set name or email")
  const error =
    (name === undefined ? undefined : checkName(name)) ??
    (email === undefined ? undefined : checkEmail(email))
  if (error !== undefined) return fail(error)
  return ok({
    ...(name === undefined ? {} : { name: name as string }),
    ...(email === undefined ? {} : { email: email as string }),
  })
}

/** Ids are SQLite rowids: positive integers, no leading zeros, within Number's safe range. */
export const decodeId = (raw: string): Decoded<number> => {
  const id = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : Number.NaN
  return Number.isSafeInteger(id) ? ok(id) : fail("id must be a positive integer")
}
