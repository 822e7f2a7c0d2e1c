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
import type { CheckResult, ReplicaInfo, ScenarioRun, ShardInfo } from "../gate/Result.ts"

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

/** A shard's or a replica's report, with its place in the check. */
interface Part<P> extends ShardReport {
  readonly part: P
}

/** What the problems call shards or replicas, and what one check's parts agree on. */
interface PartKind<P extends ShardInfo | ReplicaInfo> {
  readonly name: "shard" | "replica"
  readonly of: (result: CheckResult) => P | undefined
  /** The flag a part's report is written with. */
  readonly flag: string
  /** What each part must have as the first has it, as the problems name it. */
  readonly agree: ReadonlyArray<readonly [string, (part: Part<P>) => string | number]>
  /** What each part's scenarios lack or have besides the check's `scenarios`. */
  readonly coverage: (parts: ReadonlyArray<Part<P>>, scenarios: ReadonlyArray<string>) => string[]
}

/** Each scenario of the check measured by exactly one of the shards. */
const shardCoverage = (
  shards: ReadonlyArray<Part<ShardInfo>>,
  scenarios: ReadonlyArray<string>,
): string[] => {
  const problems: string[] = []
  const measuredBy = new Map<string, string>()
  for (const s of shards) {
    for (const outcome of s.result.outcomes) {
      const key = keyOf(outcome.spec, outcome.scenario)
      const earlier = measuredBy.get(key)
      if (earlier !== undefined) problems.push(`${key}: in ${earlier} and in ${s.file}`)
      else if (!scenarios.includes(key)) problems.push(`${s.file}: ${key} is not in the check`)
      measuredBy.set(key, s.file)
    }
  }
  return problems
}

/** Every replica measured every scenario of the check, and nothing else. */
const replicaCoverage = (
  replicas: ReadonlyArray<Part<ReplicaInfo>>,
  scenarios: ReadonlyArray<string>,
): string[] =>
  replicas.flatMap((r) => {
    const outcomes = new Set(r.result.outcomes.map((o) => keyOf(o.spec, o.scenario)))
    const runs = new Set(r.part.runs.map((run) => keyOf(run.spec, run.scenario)))
    return [
      ...scenarios
        .filter((key) => !outcomes.has(key) || !runs.has(key))
        .map((key) => `${r.file}: ${key} missing`),
      ...[...new Set([...outcomes, ...runs])]
        .filter((key) => !scenarios.includes(key))
        .map((key) => `${r.file}: ${key} is not in the check`),
    ]
  })

/** A value a replica's report may leave out, as the problems name it. */
const shown = (value: number | undefined): string | number => value ?? "not given"

const SHARDS: PartKind<ShardInfo> = {
  name: "shard",
  of: (result) => result.shard,
  flag: "--shard i/n",
  agree: [
    ["commit", (s) => s.result.run.commit],
    ["specs", (s) => s.part.specs],
    ["shard count", (s) => s.part.count],
  ],
  coverage: shardCoverage,
}

const REPLICAS: PartKind<ReplicaInfo> = {
  name: "replica",
  of: (result) => result.replica,
  flag: "--replica i/k",
  agree: [
    ["commit", (r) => r.result.run.commit],
    ["specs", (r) => r.part.specs],
    ["replica count", (r) => r.part.count],
    ["confidence", (r) => shown(r.part.confidence)],
    ["min-effect", (r) => shown(r.part.minEffect)],
    ["busy-limit", (r) => shown(r.part.busyLimit)],
  ],
  coverage: replicaCoverage,
}

/** Each part that differs from `first` in what one check's parts agree on. */
const disagreements = <P extends ShardInfo | ReplicaInfo>(
  kind: PartKind<P>,
  first: Part<P>,
  others: ReadonlyArray<Part<P>>,
): string[] =>
  others.flatMap((other) =>
    kind.agree.flatMap(([what, value]) =>
      value(other) === value(first)
        ? []
        : [
            `${other.file}: ${what} ${value(other)}, but ${first.file} has ${value(first)}: not ${kind.name}s of one check`,
          ],
    ),
  )

/** Every index of the count given, and each once. */
const indexProblems = <P extends ShardInfo | ReplicaInfo>(
  kind: PartKind<P>,
  parts: ReadonlyArray<Part<P>>,
  count: number,
): string[] => {
  const problems: string[] = []
  const byIndex = new Map<number, string[]>()
  for (const p of parts) byIndex.set(p.part.index, [...(byIndex.get(p.part.index) ?? []), p.file])
  for (const [index, files] of [...byIndex.entries()].sort(([a], [b]) => a - b)) {
    if (files.length > 1)
      problems.push(
        `${kind.name} ${index}/${count} given ${files.length} times: ${files.join(", ")}`,
      )
  }
  for (let index = 1; index <= count; index++) {
    if (!byIndex.has(index)) problems.push(`${kind.name} ${index}/${count} missing`)
  }
  return problems
}

/**
 * The reports' parts, the lowest index first (its run's identity becomes the merged run's),
 * when they are one check's: each a part, agreeing with the first, each index once and none
 * missing, the check's scenarios covered. Otherwise every problem found.
 */
const partsOfOneCheck = <P extends ShardInfo | ReplicaInfo>(
  reports: ReadonlyArray<ShardReport>,
  kind: PartKind<P>,
):
  | { readonly ok: true; readonly first: Part<P>; readonly parts: ReadonlyArray<Part<P>> }
  | { readonly ok: false; readonly problems: ReadonlyArray<string> } => {
  const problems: string[] = []
  const parts = reports.flatMap((report): Part<P>[] => {
    const part = kind.of(report.result)
    if (part !== undefined) return [{ ...report, part }]
    problems.push(`${report.file}: not a ${kind.name}'s report (written without ${kind.flag})`)
    return []
  })
  parts.sort((a, b) => a.part.index - b.part.index)
  const [first, ...others] = parts
  if (first === undefined) {
    return { ok: false, problems: problems.length > 0 ? problems : ["no reports given"] }
  }
  problems.push(...disagreements(kind, first, others))
  if (problems.length > 0) return { ok: false, problems }
  problems.push(
    ...indexProblems(kind, parts, first.part.count),
    ...kind.coverage(parts, first.part.scenarios),
  )
  return problems.length > 0 ? { ok: false, problems } : { ok: true, first, parts }
}

/** The merged run: the first part's identity, started when the earliest part started. */
const mergedRun = (first: ShardReport, parts: ReadonlyArray<ShardReport>) => {
  const starts = parts.map((p) => p.result.run.startedAt).sort()
  const { id: _id, ...run } = first.result.run
  return { ...run, startedAt: starts[0] ?? run.startedAt }
}

/** The time spent inside the runners by all parts, when every part's report says it. */
const totalLoad = (parts: ReadonlyArray<ShardReport>): { readonly loadMs?: number } => {
  const loads = parts.map((p) => p.result.loadMs)
  return loads.every((ms) => ms !== undefined)
    ? { loadMs: loads.reduce((sum, ms) => (sum ?? 0) + (ms ?? 0), 0) }
    : {}
}

export const mergeShards = (reports: ReadonlyArray<ShardReport>): MergeOutcome => {
  const checked = partsOfOneCheck(reports, SHARDS)
  if (!checked.ok) return checked
  const { first, parts: shards } = checked
  const order = new Map(first.part.scenarios.map((key, i) => [key, i]))
  const rank = (spec: string, scenario: string) => order.get(keyOf(spec, scenario)) ?? 0
  const outcomes = shards
    .flatMap((s) => s.result.outcomes)
    .sort((a, b) => rank(a.spec, a.scenario) - rank(b.spec, b.scenario))
  const runs = shards
    .flatMap((s) => s.part.runs)
    .sort((a, b) => rank(a.spec, a.scenario) - rank(b.spec, b.scenario))
  return {
    ok: true,
    merged: { result: { run: mergedRun(first, shards), outcomes, ...totalLoad(shards) }, runs },
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

/**
 * The replicas of one check pooled into one result: every scenario's rounds from all replicas,
 * every threshold decided again on them (gate/Replicas.ts), stored and reported as one run.
 */
const mergeReplicas = (reports: ReadonlyArray<ShardReport>): MergeOutcome => {
  const checked = partsOfOneCheck(reports, REPLICAS)
  if (!checked.ok) return checked
  const { first, parts: replicas } = checked
  const run = mergedRun(first, replicas)
  const pooled = poolReplicas(
    replicas.map((r) => ({ outcomes: r.result.outcomes, replica: r.part })),
    run,
  )
  return {
    ok: true,
    merged: {
      result: { run, outcomes: pooled.outcomes, ...totalLoad(replicas) },
      runs: pooled.runs,
    },
  }
}
