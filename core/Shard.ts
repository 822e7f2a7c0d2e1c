/**
 * The parts of a check a matrix of CI jobs divides it into, and their command-line form:
 * a shard (`--shard I/N`) measures a share of the scenarios; a replica (`--replica I/K`) measures
 * every scenario again on another machine, so `bench merge` can pool the rounds.
 */

export interface Shard {
  /** 1-based. */
  readonly index: number
  readonly count: number
}

/** One of K replicas of a check (`--replica I/K`): 1-based index and the count. */
export type Replica = Shard

/** `SPEC/SCENARIO`, the key a scenario is known by across shards and replicas. */
export const scenarioKey = (spec: string, scenario: string): string => `${spec}/${scenario}`

/** Most shards a check is split into: far more than any Actions matrix would use. */
export const MAX_SHARDS = 256

/** Most replicas of a check, for the same reason. */
export const MAX_REPLICAS = 256

/** `I/N` with 1 <= I <= N <= max; undefined when it is not one. */
const parsePart = (text: string, max: number): Shard | undefined => {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim())
  if (match === null) return undefined
  const index = Number(match[1])
  const count = Number(match[2])
  return count >= 1 && count <= max && index >= 1 && index <= count ? { index, count } : undefined
}

/** `I/N` as written on a command line or an action input; undefined when it is not one. */
export const parseShard = (text: string): Shard | undefined => parsePart(text, MAX_SHARDS)

/** `I/K` as written on a command line or an action input; undefined when it is not one. */
export const parseReplica = (text: string): Replica | undefined => parsePart(text, MAX_REPLICAS)
