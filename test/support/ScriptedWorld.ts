/**
 * A scripted world for the run loop (run/RunWorld.ts): targets and services "start" at once and
 * count their launches; each slice answers the values the test scripts for each of its targets,
 * from the round and the launches running, with a little deterministic noise. No process, no
 * port, no tool: run/Execute.ts's orchestration in milliseconds.
 */
import { Effect } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import type { World } from "../../run/RunWorld.ts"

/** Where a slice's target is measured: its round, and the launch (0: the first) of anything. */
export interface At {
  readonly round: number | undefined
  /** Which launch of a target or service (by name) is running now: 0 the first, 1 the next… */
  readonly launchOf: (name: string) => number
}

export type Script = (target: string, at: At) => MetricValues

/** A generator of uniform numbers in [0, 1) from a seed (mulberry32): the same noise each run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** `value` moved by up to ±`spread` (a fraction), the same sequence for the same seed. */
export const jitter = (seed: number, spread: number) => {
  const next = random(seed)
  return (value: number) => value * (1 + spread * (2 * next() - 1))
}

export interface Scripted {
  readonly world: World
  /** Every start, in order: target and service names. */
  readonly started: ReadonlyArray<string>
}

export const scriptedWorld = (script: Script): Scripted => {
  const launches = new Map<string, number>()
  const started: string[] = []
  const start = (name: string, url: string) =>
    Effect.sync(() => {
      launches.set(name, (launches.get(name) ?? 0) + 1)
      started.push(name)
      return {
        name,
        url: url.replace("{port}", "1"),
        died: Effect.never,
        alive: Effect.void,
      }
    })
  const launchOf = (name: string) => Math.max(0, (launches.get(name) ?? 1) - 1)
  return {
    started,
    world: {
      startTarget: (_spec, server) => start(server.name, server.endpoint),
      startService: (_spec, service) => start(service.name, service.url),
      runSlice: (slice, context) =>
        Effect.sync(() => ({
          values: new Map(
            slice.targets.map((target) => [
              target,
              script(target, { round: context.round, launchOf }),
            ]),
          ),
          elapsedMs: 1,
        })),
    },
  }
}
