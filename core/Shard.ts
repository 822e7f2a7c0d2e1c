/** One share of a sharded check (`--shard I/N`): the type and its command-line form. */

export interface Shard {
  /** 1-based. */
  readonly index: number
  readonly count: number
}

/** Most shards a check is split into: far more than any Actions matrix would use. */
export const MAX_SHARDS = 256

/** `I/N` as written on a command line or an action input; undefined when it is not one. */
export const parseShard = (text: string): Shard | undefined => {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim())
  if (match === null) return undefined
  const index = Number(match[1])
  const count = Number(match[2])
  return count >= 1 && count <= MAX_SHARDS && index >= 1 && index <= count
    ? { index, count }
    : undefined
}
