/**
 * `bench merge`: the shards of one sharded check (`bench check --shard i/n`) joined into the
 * result an unsharded check would have given — one report, one verdict, one exit code. Pure.
 *
 * Shards are refused unless they are one check's: the same commit, the same specs (their
 * fingerprint) and the same shard count, each index once, and none missing. Scenarios come out
 * in the order of the specs, whichever shard measured them.
 */
import type { CheckResult, ScenarioRun } from "../gate/Result.ts"

export interface ShardReport {
  /** Where it was read from, to name it in problems. */
  readonly file: string
  readonly result: CheckResult
}

export interface Merged {
  readonly result: CheckResult
  /** Every shard's rounds, for storing the check as one run. */
  readonly runs: ReadonlyArray<ScenarioRun>
}

export type MergeOutcome =
  | { readonly ok: true; readonly merged: Merged }
  | { readonly ok: false; readonly problems: ReadonlyArray<string> }

const keyOf = (spec: string, scenario: string) => `${spec}/${scenario}`

export const mergeShards = (reports: ReadonlyArray<ShardReport>): MergeOutcome => {
  const problems: string[] = []
  const shards = reports.flatMap((report) => {
    const shard = report.result.shard
    if (shard === undefined) {
      problems.push(`${report.file}: not a shard's report (written without --shard i/n)`)
      return []
    }
    return [{ ...report, shard }]
  })
  // The lowest index first: its run's identity becomes the merged run's.
  shards.sort((a, b) => a.shard.index - b.shard.index)
  const first = shards[0]
  if (first === undefined) {
    return { ok: false, problems: problems.length > 0 ? problems : ["no reports given"] }
  }
  for (const other of shards.slice(1)) {
    const differs = (what: string, mine: string | number, theirs: string | number) =>
      problems.push(
        `${other.file}: ${what} ${theirs}, but ${first.file} has ${mine}: not shards of one check`,
      )
    if (other.result.run.commit !== first.result.run.commit) {
      differs("commit", first.result.run.commit, other.result.run.commit)
    }
    if (other.shard.specs !== first.shard.specs)
      differs("specs", first.shard.specs, other.shard.specs)
    if (other.shard.count !== first.shard.count) {
      differs("shard count", first.shard.count, other.shard.count)
    }
  }
  if (problems.length > 0) return { ok: false, problems }

  const { count } = first.shard
  const byIndex = new Map<number, string[]>()
  for (const s of shards)
    byIndex.set(s.shard.index, [...(byIndex.get(s.shard.index) ?? []), s.file])
  for (const [index, files] of [...byIndex.entries()].sort(([a], [b]) => a - b)) {
    if (files.length > 1)
      problems.push(`shard ${index}/${count} given ${files.length} times: ${files.join(", ")}`)
  }
  for (let index = 1; index <= count; index++) {
    if (!byIndex.has(index)) problems.push(`shard ${index}/${count} missing`)
  }
  // Each scenario of the check measured by exactly one of the shards.
  const measuredBy = new Map<string, string>()
  for (const s of shards) {
    for (const outcome of s.result.outcomes) {
      const key = keyOf(outcome.spec, outcome.scenario)
      const earlier = measuredBy.get(key)
      if (earlier !== undefined) problems.push(`${key}: in ${earlier} and in ${s.file}`)
      else if (!first.shard.scenarios.includes(key))
        problems.push(`${s.file}: ${key} is not in the check`)
      measuredBy.set(key, s.file)
    }
  }
  if (problems.length > 0) return { ok: false, problems }

  const order = new Map(first.shard.scenarios.map((key, i) => [key, i]))
  const rank = (spec: string, scenario: string) => order.get(keyOf(spec, scenario)) ?? 0
  const outcomes = shards
    .flatMap((s) => s.result.outcomes)
    .sort((a, b) => rank(a.spec, a.scenario) - rank(b.spec, b.scenario))
  const runs = shards
    .flatMap((s) => s.shard.runs)
    .sort((a, b) => rank(a.spec, a.scenario) - rank(b.spec, b.scenario))
  const starts = shards.map((s) => s.result.run.startedAt).sort()
  const loads = shards.map((s) => s.result.loadMs)
  const { id: _id, ...run } = first.result.run
  return {
    ok: true,
    merged: {
      result: {
        run: { ...run, startedAt: starts[0] ?? run.startedAt },
        outcomes,
        ...(loads.every((ms) => ms !== undefined)
          ? { loadMs: loads.reduce((sum, ms) => (sum ?? 0) + (ms ?? 0), 0) }
          : {}),
      },
      runs,
    },
  }
}
