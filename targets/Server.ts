/**
 * What the kinds benchgate reaches over the network share (http, grpc): an optional `start`,
 * whose environment may hold secrets and whose `cwd` must exist, and the server view the run
 * starts and probes (targets/Kind.ts `Server`).
 */
import type { StartCommand, TargetBase } from "../core/Spec.ts"
import type { SecretField, Server } from "./Kind.ts"

type Startable = TargetBase & { readonly start?: StartCommand }

/** The start command's environment, when the target has one. */
export const startSecrets = (target: Startable): ReadonlyArray<SecretField> =>
  target.start ? [{ field: "start.env", value: target.start.env }] : []

/** The start command's working directory, at `start.cwd`. */
export const startDirectory = (target: Startable) => ({
  field: ["start", "cwd"],
  ...(target.start?.cwd === undefined ? {} : { cwd: target.start.cwd }),
})

/** The target as a server reached at `endpoint`. */
export const serverAt = (
  target: Startable,
  endpoint: string,
  endpointForm: Server["endpointForm"],
): Server => ({
  name: target.name,
  endpoint,
  endpointForm,
  ...(target.start === undefined ? {} : { start: target.start }),
  ...(target.dir === undefined ? {} : { dir: target.dir }),
})

/**
 * Why a service's instructions are not counted (ADR 31): counting a service means launching it
 * under valgrind and cutting its counts at the slices' edges, which is not built. A smoke
 * measurement says it would be worth it (docs/verdict-quality.md, "Counted, not timed").
 */
export const SERVICE_UNCOUNTED =
  "a service's instructions per request are not counted yet (it would run under valgrind for the whole check); gate what a request costs it with cpu_per_request, or count the handler itself in a go or bun benchmark"
