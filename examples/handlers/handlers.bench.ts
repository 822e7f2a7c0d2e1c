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
import * as effect from "./effect.ts"
import * as effectRpc from "./effect-rpc.ts"
import * as effectSchema from "./effect-schema.ts"
import * as micro from "./micro.ts"
import * as microRpc from "./micro-rpc.ts"
import { MUTATION, QUERY } from "./Protocol.ts"
import * as plain from "./plain.ts"
import { UserStore } from "./Users.ts"

/** A fresh store and the six handlers over it, once per group and process. */
const setup = () => {
  const store = new UserStore()
  const rpc = effectRpc.makeService(store)
  return {
    plain: plain.makeHandler(store),
    micro: micro.makeHandler(store),
    microRpc: microRpc.makeHandler(store),
    effect: effect.makeHandler(store),
    effectSchema: effectSchema.makeHandler(store),
    effectRpc: rpc.handle,
    dispose: rpc.dispose,
  }
}

/** The RPC server's runtime would otherwise outlive the group. */
const teardown = (h: ReturnType<typeof setup>) => h.dispose()

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
