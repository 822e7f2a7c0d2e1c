/**
 * Seed 000, per call: one RPC handler written four ways, measured in one process, interleaved.
 * The plain async handler is the baseline; the others add effect/Micro, Effect, and Effect with
 * a Schema decode. Each call decodes a JSON request, awaits the store, encodes the response.
 *
 *   bun test ./examples/handlers/handlers.bench.ts            # both groups, summary on stdout
 *   bun test ./examples/handlers/handlers.bench.ts -t '^query$'
 */
import { group } from "../../runners/bun/harness.ts"
import * as effect from "./effect.ts"
import * as effectSchema from "./effect-schema.ts"
import * as micro from "./micro.ts"
import { MUTATION, QUERY } from "./Protocol.ts"
import * as plain from "./plain.ts"
import { UserStore } from "./Users.ts"

/** A fresh store and the four handlers over it, once per group and process. */
const setup = () => {
  const store = new UserStore()
  return {
    plain: plain.makeHandler(store),
    micro: micro.makeHandler(store),
    effect: effect.makeHandler(store),
    effectSchema: effectSchema.makeHandler(store),
  }
}

group("query", {
  baseline: "plain",
  setup,
  variants: {
    plain: (h) => h.plain(QUERY),
    micro: (h) => h.micro(QUERY),
    effect: (h) => h.effect(QUERY),
    "effect-schema": (h) => h.effectSchema(QUERY),
  },
})

group("mutation", {
  baseline: "plain",
  setup,
  variants: {
    plain: (h) => h.plain(MUTATION),
    micro: (h) => h.micro(MUTATION),
    effect: (h) => h.effect(MUTATION),
    "effect-schema": (h) => h.effectSchema(MUTATION),
  },
})
