/**
 * Seed 000, per call: one RPC handler written six ways, measured in one process, interleaved.
 * The plain async handler is the baseline; the others add effect/Micro, a Micro-based RPC
 * builder, Effect, Effect with a Schema decode, and a full @effect/rpc server. Each call decodes
 * a JSON request, awaits the store, encodes the response.
 *
 *   bun test ./examples/handlers/handlers.bench.ts            # both groups, summary on stdout
 *   bun test ./examples/handlers/handlers.bench.ts -t '^query$'
 */
import { group } from "../../runners/bun/harness.ts"
import { MUTATION, QUERY } from "./Protocol.ts"
import { UserStore } from "./Users.ts"

type Handler = (body: string) => Promise<string>
type Variant = "plain" | "micro" | "micro-rpc" | "effect" | "effect-schema" | "effect-rpc"

/** Each variant's handler over `store`, and what stops it; its modules loaded when asked for. */
const loaders: Record<
  Variant,
  (store: UserStore) => Promise<{ handle: Handler; dispose?: () => Promise<void> }>
> = {
  plain: async (store) => ({ handle: (await import("./plain.ts")).makeHandler(store) }),
  micro: async (store) => ({ handle: (await import("./micro.ts")).makeHandler(store) }),
  "micro-rpc": async (store) => ({ handle: (await import("./micro-rpc.ts")).makeHandler(store) }),
  effect: async (store) => ({ handle: (await import("./effect.ts")).makeHandler(store) }),
  "effect-schema": async (store) => ({
    handle: (await import("./effect-schema.ts")).makeHandler(store),
  }),
  // The RPC server's runtime would otherwise outlive the group.
  "effect-rpc": async (store) => (await import("./effect-rpc.ts")).makeService(store),
}

/**
 * A fresh store and the handlers of the variants this process runs, once per group and
 * process: a counted process runs one, and loading the others' modules under callgrind took
 * seconds (Effect's and @effect/rpc's for the plain handler).
 */
const setup = async (variants: ReadonlyArray<Variant>) => {
  const store = new UserStore()
  const loaded = new Map(
    await Promise.all(variants.map(async (v) => [v, await loaders[v](store)] as const)),
  )
  const handler = (variant: Variant): Handler =>
    loaded.get(variant)?.handle ??
    (() => Promise.reject(new Error(`variant ${variant} was not set up in this process`)))
  // One object of one shape, whichever variants run, as the calls below read it.
  return {
    plain: handler("plain"),
    micro: handler("micro"),
    microRpc: handler("micro-rpc"),
    effect: handler("effect"),
    effectSchema: handler("effect-schema"),
    effectRpc: handler("effect-rpc"),
    dispose: () => Promise.all([...loaded.values()].map((h) => h.dispose?.())),
  }
}

const teardown = (h: Awaited<ReturnType<typeof setup>>) => h.dispose()

group("query", {
  baseline: "plain",
  setup,
  teardown,
  variants: {
    plain: (h) => h.plain(QUERY),
    micro: (h) => h.micro(QUERY),
    "micro-rpc": (h) => h.microRpc(QUERY),
    effect: (h) => h.effect(QUERY),
    "effect-schema": (h) => h.effectSchema(QUERY),
    "effect-rpc": (h) => h.effectRpc(QUERY),
  },
})

group("mutation", {
  baseline: "plain",
  setup,
  teardown,
  variants: {
    plain: (h) => h.plain(MUTATION),
    micro: (h) => h.micro(MUTATION),
    "micro-rpc": (h) => h.microRpc(MUTATION),
    effect: (h) => h.effect(MUTATION),
    "effect-schema": (h) => h.effectSchema(MUTATION),
    "effect-rpc": (h) => h.effectRpc(MUTATION),
  },
})
