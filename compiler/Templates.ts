/**
 * Placeholders in spec strings, filled in when the plan runs (or by shell variables in emitted
 * scripts): `{port}` (the port allocated for a started target or service) and `{service.NAME}`
 * (a service's URL, in the `env` of bun and command targets).
 */

/** `{service.NAME}`; NAME is anything up to the next `}`. */
const SERVICE_REF = /\{service\.([^}]*)\}/g

/** The service names `value` refers to, in order of appearance (with repeats). */
export const serviceRefs = (value: string): ReadonlyArray<string> =>
  [...value.matchAll(SERVICE_REF)].map((match) => match[1] ?? "")

/** The text of the placeholder for service `name`. */
export const serviceRef = (name: string): string => `{service.${name}}`

/** `value` with every `{service.NAME}` replaced by `url(NAME)` (left as is when undefined). */
export const fillServices = (value: string, url: (name: string) => string | undefined): string =>
  value.replace(SERVICE_REF, (whole, name: string) => url(name) ?? whole)

/** Every value of `env` with its service references filled in. */
export const fillServiceEnv = (
  env: Readonly<Record<string, string>>,
  url: (name: string) => string | undefined,
): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(env).map(([key, value]) => [key, fillServices(value, url)]))
