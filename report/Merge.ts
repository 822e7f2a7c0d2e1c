/**
 * `bench merge`: the parts of one check joined into one result — one report, one verdict, one
 * exit code. Pure.
 *
 * - Shards (`bench check --shard i/n`) each measured a share of the scenarios: joined into the
 *   result an unsharded check would have given, scenarios in the order of the specs, whichever
 *   shard measured them.
 * - Replicas (`bench check --replica i/k`) each measured every scenario: their rounds are pooled
 *   and every threshold decided again on them (gate/Replicas.ts).
 *
 * Parts are refused unless they are one check's: the same commit, the same specs (their
 * fingerprint) and the same count, each index once, and none missing; replicas also the same
 * confidence, minimum effect and busy limit, and every scenario in each. Shards and replicas are
 * never merged together.
 */

import { poolReplicas } from "../gate/Replicas.ts"
import type { CheckResult, ReplicaInfo, ScenarioRun } from "../gate/Result.ts"

export interface ShardReport {
  /** Where it was read from, to name it in problems. */
  readonly file: string
  readonly result: CheckResult
}

interface Merged {
  readonly result: CheckResult
  /** Every shard's rounds, for storing the check as one run. */
  readonly runs: ReadonlyArray<ScenarioRun>
}

type MergeOutcome =
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

/** Shards or replicas, whichever the reports are; refused when they mix the two. */
export const mergeReports = (reports: ReadonlyArray<ShardReport>): MergeOutcome => {
  const problems: string[] = []
  for (const report of reports) {
    if (report.result.shard !== undefined && report.result.replica !== undefined) {
      problems.push(`${report.file}: both a shard's (--shard) and a replica's (--replica) report`)
    }
  }
  const shards = reports.filter((r) => r.result.shard !== undefined).map((r) => r.file)
  const replicas = reports.filter((r) => r.result.replica !== undefined).map((r) => r.file)
  if (problems.length === 0 && shards.length > 0 && replicas.length > 0) {
    problems.push(
      `shards (--shard: ${shards.join(", ")}) and replicas (--replica: ${replicas.join(", ")}) cannot be merged together: a shard measures some scenarios, a replica all of them`,
    )
  }
  if (problems.length > 0) return { ok: false, problems }
  return replicas.length > 0 ? mergeReplicas(reports) : mergeShards(reports)
}

/** A value a replica's report may leave out, as the problems name it. */
const shown = (value: number | undefined): string | number => value ?? "not given"

/**
 * The replicas of one check pooled into one result: every scenario's rounds from all replicas,
 * every threshold decided again on them (gate/Replicas.ts), stored and reported as one run.
 */
const mergeReplicas = (reports: ReadonlyArray<ShardReport>): MergeOutcome => {
  const problems: string[] = []
  const replicas = reports.flatMap((report) => {
    const replica = report.result.replica
    if (replica === undefined) {
      problems.push(`${report.file}: not a replica's report (written without --replica i/k)`)
      return []
    }
    return [{ ...report, replica }]
  })
  // The lowest index first: its run's identity becomes the merged run's.
  replicas.sort((a, b) => a.replica.index - b.replica.index)
  const first = replicas[0]
  if (first === undefined) {
    return { ok: false, problems: problems.length > 0 ? problems : ["no reports given"] }
  }
  for (const other of replicas.slice(1)) {
    const differs = (what: string, mine: string | number, theirs: string | number) =>
      problems.push(
        `${other.file}: ${what} ${theirs}, but ${first.file} has ${mine}: not replicas of one check`,
      )
    if (other.result.run.commit !== first.result.run.commit) {
      differs("commit", first.result.run.commit, other.result.run.commit)
    }
    if (other.replica.specs !== first.replica.specs) {
      differs("specs", first.replica.specs, other.replica.specs)
    }
    if (other.replica.count !== first.replica.count) {
      differs("replica count", first.replica.count, other.replica.count)
    }
    for (const [what, key] of [
      ["confidence", "confidence"],
      ["min-effect", "minEffect"],
      ["busy-limit", "busyLimit"],
    ] as const satisfies ReadonlyArray<readonly [string, keyof ReplicaInfo]>) {
      if (other.replica[key] !== first.replica[key]) {
        differs(what, shown(first.replica[key]), shown(other.replica[key]))
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems }

  const { count, scenarios } = first.replica
  const byIndex = new Map<number, string[]>()
  for (const r of replicas) {
    byIndex.set(r.replica.index, [...(byIndex.get(r.replica.index) ?? []), r.file])
  }
  for (const [index, files] of [...byIndex.entries()].sort(([a], [b]) => a - b)) {
    if (files.length > 1)
      problems.push(`replica ${index}/${count} given ${files.length} times: ${files.join(", ")}`)
  }
  for (let index = 1; index <= count; index++) {
    if (!byIndex.has(index)) problems.push(`replica ${index}/${count} missing`)
  }
  // Every replica measured every scenario of the check, and nothing else.
  for (const r of replicas) {
    const outcomes = new Set(r.result.outcomes.map((o) => keyOf(o.spec, o.scenario)))
    const runs = new Set(r.replica.runs.map((run) => keyOf(run.spec, run.scenario)))
    for (const key of scenarios) {
      if (!outcomes.has(key) || !runs.has(key)) problems.push(`${r.file}: ${key} missing`)
    }
    for (const key of new Set([...outcomes, ...runs])) {
      if (!scenarios.includes(key)) problems.push(`${r.file}: ${key} is not in the check`)
    }
  }
  if (problems.length > 0) return { ok: false, problems }

  const starts = replicas.map((r) => r.result.run.startedAt).sort()
  const loads = replicas.map((r) => r.result.loadMs)
  const { id: _id, ...identity } = first.result.run
  const run = { ...identity, startedAt: starts[0] ?? identity.startedAt }
  const pooled = poolReplicas(
    replicas.map((r) => ({ outcomes: r.result.outcomes, replica: r.replica })),
    run,
  )
  return {
    ok: true,
    merged: {
      result: {
        run,
        outcomes: pooled.outcomes,
        ...(loads.every((ms) => ms !== undefined)
          ? { loadMs: loads.reduce((sum, ms) => (sum ?? 0) + (ms ?? 0), 0) }
          : {}),
      },
      runs: pooled.runs,
    },
  }
}
