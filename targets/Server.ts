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
