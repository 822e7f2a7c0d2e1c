/**
 * Reads a JSON report (report/Json.ts, docs/json-report.md) back into the CheckResult it was
 * rendered from, for `bench merge`. The inverse of `jsonReport` on what the reports use: a
 * number written as `null` (not finite) comes back as NaN, a verdict's threshold is rebuilt from
 * its kind, text, limit and location, its reason from `reasonData`. Pure; a document that is not
 * a benchgate report of a known version is refused with the path of the first wrong field.
 */
import { isMetricName, type MetricName, type MetricValues } from "../core/Metric.ts"
import type { Comparator, Threshold } from "../core/Spec.ts"
import type { Disturbance } from "../gate/Disturbance.ts"
import type { Reason } from "../gate/Reason.ts"
import type {
  CheckResult,
  Environment,
  LevelShift,
  OverheadHistory,
  ReplicaInfo,
  RoundMeasurement,
  ScenarioOutcome,
  ScenarioProfile,
  ScenarioRun,
  ShardInfo,
  Status,
  TargetSummary,
  ThresholdVerdict,
} from "../gate/Result.ts"
import { JSON_REPORT_VERSION } from "./Json.ts"

/** A field that is not what a report of this version holds; `path` like `scenarios[2].spec`. */
export class ReportUnreadable extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path === "" ? "the document" : path}: expected ${expected}`)
  }
}

type Json = unknown

const object = (value: Json, path: string): Record<string, Json> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ReportUnreadable(path, "an object")
  }
  return value as Record<string, Json>
}

const array = (value: Json, path: string): ReadonlyArray<Json> => {
  if (!Array.isArray(value)) throw new ReportUnreadable(path, "an array")
  return value
}

const string = (value: Json, path: string): string => {
  if (typeof value !== "string") throw new ReportUnreadable(path, "a string")
  return value
}

const number = (value: Json, path: string): number => {
  if (typeof value !== "number") throw new ReportUnreadable(path, "a number")
  return value
}

/** A number the writer turned into null because it was not finite. */
const numberOrNaN = (value: Json, path: string): number =>
  value === null ? Number.NaN : number(value, path)

const optional = <A>(value: Json, read: (value: Json) => A): A | undefined =>
  value === null || value === undefined ? undefined : read(value)

const STATUSES: ReadonlyArray<Status> = ["pass", "fail", "inconclusive", "skipped"]
const COMPARATORS: ReadonlyArray<Comparator> = ["<", "<=", ">", ">="]

const oneOf = <A extends string>(value: Json, allowed: ReadonlyArray<A>, path: string): A => {
  if (typeof value !== "string" || !allowed.includes(value as A)) {
    throw new ReportUnreadable(path, `one of ${allowed.join(", ")}`)
  }
  return value as A
}

const metric = (value: Json, path: string): MetricName => {
  const name = string(value, path)
  if (!isMetricName(name)) throw new ReportUnreadable(path, "a metric name")
  return name
}

/** `{ "p50": { "value": 1.2, "unit": "ms" } }` → `{ p50: 1.2 }`. */
const quantities = (value: Json, path: string): MetricValues => {
  const out: Record<string, number> = {}
  for (const [name, quantity] of Object.entries(object(value, path))) {
    const at = `${path}.${name}`
    metric(name, at)
    out[name] = numberOrNaN(object(quantity, at).value, `${at}.value`)
  }
  return out as MetricValues
}

const environment = (value: Json, path: string): Environment => {
  const env = object(value, path)
  const tools: Record<string, string> = {}
  for (const [name, version] of Object.entries(object(env.tools, `${path}.tools`))) {
    tools[name] = string(version, `${path}.tools.${name}`)
  }
  return {
    fingerprint: string(env.fingerprint, `${path}.fingerprint`),
    cpuModel: string(env.cpuModel, `${path}.cpuModel`),
    cores: number(env.cores, `${path}.cores`),
    os: string(env.os, `${path}.os`),
    tools,
  }
}

const history = (value: Json, path: string): OverheadHistory => {
  const h = object(value, path)
  return {
    metric: metric(h.metric, `${path}.metric`),
    branch: string(h.branch, `${path}.branch`),
    points: array(h.points, `${path}.points`).map((p, i) => {
      const at = `${path}.points[${i}]`
      const point = object(p, at)
      const runId = optional(point.runId, (v) => number(v, `${at}.runId`))
      return {
        ...(runId === undefined ? {} : { runId }),
        commit: string(point.commit, `${at}.commit`),
        startedAt: string(point.startedAt, `${at}.startedAt`),
        ratio: numberOrNaN(object(point.ratio, `${at}.ratio`).value, `${at}.ratio.value`),
      }
    }),
    // Reports written before level shifts were found have none.
    shifts: array(h.shifts ?? [], `${path}.shifts`).map((s, i): LevelShift => {
      const at = `${path}.shifts[${i}]`
      const shift = object(s, at)
      return {
        index: number(shift.index, `${at}.index`),
        commit: string(shift.commit, `${at}.commit`),
        before: numberOrNaN(object(shift.before, `${at}.before`).value, `${at}.before.value`),
        after: numberOrNaN(object(shift.after, `${at}.after`).value, `${at}.after.value`),
        pValue: number(shift.pValue, `${at}.pValue`),
      }
    }),
  }
}

const target = (value: Json, path: string): TargetSummary => {
  const t = object(value, path)
  const h = optional(t.history, (v) => history(v, `${path}.history`))
  return {
    target: string(t.target, `${path}.target`),
    rounds: number(t.rounds, `${path}.rounds`),
    estimates: quantities(t.estimates, `${path}.estimates`),
    overhead: quantities(t.overhead, `${path}.overhead`),
    change: quantities(t.change, `${path}.change`),
    ...(h === undefined ? {} : { history: h }),
  }
}

const threshold = (v: Record<string, Json>, path: string): Threshold => {
  const kind = oneOf(v.kind, ["absolute", "overhead", "regression"] as const, `${path}.kind`)
  const limit = object(v.limit, `${path}.limit`)
  const value = number(limit.value, `${path}.limit.value`)
  const line = optional(v.location, (l) =>
    number(object(l, `${path}.location`).line, `${path}.location.line`),
  )
  const base = {
    text: string(v.threshold, `${path}.threshold`),
    target: string(v.target, `${path}.target`),
    metric: metric(v.metric, `${path}.metric`),
    ...(line === undefined ? {} : { line }),
  }
  const comparator = () => oneOf(limit.comparator, COMPARATORS, `${path}.limit.comparator`)
  switch (kind) {
    case "absolute":
      return { ...base, kind, comparator: comparator(), limit: value }
    case "overhead": {
      const form =
        limit.form === undefined
          ? "ratio"
          : oneOf(limit.form, ["relative", "additive"] as const, `${path}.limit.form`)
      return { ...base, kind, comparator: comparator(), form, limit: value }
    }
    case "regression":
      return { ...base, kind, tolerance: value }
  }
}

const verdict = (value: Json, path: string): ThresholdVerdict => {
  const v = object(value, path)
  const measured = optional(v.measured, (m) =>
    numberOrNaN(object(m, `${path}.measured`).value, `${path}.measured.value`),
  )
  const interval = optional(v.interval, (i) => {
    const at = `${path}.interval`
    const iv = object(i, at)
    return {
      lower: numberOrNaN(iv.lower, `${at}.lower`),
      upper: numberOrNaN(iv.upper, `${at}.upper`),
      level: number(iv.level, `${at}.level`),
      method: string(iv.method, `${at}.method`),
    }
  })
  const rounds = optional(v.rounds, (r) => number(r, `${path}.rounds`))
  // The reason as data; a report without it keeps the sentence.
  const reason: Reason =
    v.reasonData === undefined || v.reasonData === null
      ? { kind: "text", text: string(v.reason, `${path}.reason`) }
      : (object(v.reasonData, `${path}.reasonData`) as unknown as Reason)
  const accepted = optional(v.accepted, (a) => {
    const at = `${path}.accepted`
    const ac = object(a, at)
    const level = optional(ac.level, (l) => number(l, `${at}.level`))
    const from = optional(ac.from, (f) => {
      const fr = object(f, `${at}.from`)
      return {
        runId: number(fr.runId, `${at}.from.runId`),
        commit: string(fr.commit, `${at}.from.commit`),
      }
    })
    return {
      by: string(ac.by, `${at}.by`),
      ...(level === undefined ? {} : { level }),
      ...(from === undefined ? {} : { from }),
    }
  })
  return {
    threshold: threshold(v, path),
    status: oneOf(v.status, STATUSES, `${path}.status`),
    ...(measured === undefined ? {} : { measured }),
    ...(interval === undefined ? {} : { interval }),
    ...(rounds === undefined ? {} : { rounds }),
    reason,
    ...(accepted === undefined ? {} : { accepted }),
  }
}

const scenario = (value: Json, path: string): ScenarioOutcome => {
  const s = object(value, path)
  const baseline = optional(s.baseline, (b) => string(b, `${path}.baseline`))
  const adaptive = optional(s.adaptive, (a) => {
    const at = `${path}.adaptive`
    const ad = object(a, at)
    return {
      level: number(ad.level, `${at}.level`),
      looks: number(ad.looks, `${at}.looks`),
      stopped: string(ad.stopped, `${at}.stopped`),
    }
  })
  const disturbance = optional(s.disturbance, (d): Disturbance => {
    const at = `${path}.disturbance`
    const o = object(d, at)
    return {
      limit: number(o.limit, `${at}.limit`),
      rounds: number(o.rounds, `${at}.rounds`),
      disturbed: number(o.disturbed, `${at}.disturbed`),
      median: number(o.median, `${at}.median`),
      highest: number(o.highest, `${at}.highest`),
      judged: oneOf(o.judged, ["clean", "all"] as const, `${at}.judged`),
    }
  })
  return {
    spec: string(s.spec, `${path}.spec`),
    specFile: string(s.specFile, `${path}.specFile`),
    scenario: string(s.scenario, `${path}.scenario`),
    ...(baseline === undefined ? {} : { baseline }),
    ...(adaptive === undefined ? {} : { adaptive }),
    ...(disturbance === undefined ? {} : { disturbance }),
    targets: array(s.targets, `${path}.targets`).map((t, i) => target(t, `${path}.targets[${i}]`)),
    verdicts: array(s.verdicts, `${path}.verdicts`).map((v, i) =>
      verdict(v, `${path}.verdicts[${i}]`),
    ),
  }
}

const scenarioRun = (value: Json, path: string): ScenarioRun => {
  const r = object(value, path)
  const baseline = optional(r.baseline, (b) => string(b, `${path}.baseline`))
  // What the pooling of replicas uses beside the rounds: the adaptive looks' confidence, the
  // round time and the targets whose rounds another tool recorded.
  const adaptive = optional(r.adaptive, (a) => {
    const at = `${path}.adaptive`
    const ad = object(a, at)
    return {
      level: number(ad.level, `${at}.level`),
      looks: number(ad.looks, `${at}.looks`),
      stopped: string(ad.stopped, `${at}.stopped`),
    }
  })
  const roundMs = optional(r.roundMs, (v) => number(v, `${path}.roundMs`))
  const recorded = optional(r.recorded, (v) =>
    array(v, `${path}.recorded`).map((t, i) => string(t, `${path}.recorded[${i}]`)),
  )
  const copies = optional(r.copies, (v) =>
    Object.fromEntries(
      Object.entries(object(v, `${path}.copies`)).map(([name, c]) => {
        const at = `${path}.copies.${name}`
        const copy = object(c, at)
        return [
          name,
          {
            of: string(copy.of, `${at}.of`),
            kind: oneOf(copy.kind, ["base", "twin"] as const, `${at}.kind`),
          },
        ]
      }),
    ),
  )
  return {
    spec: string(r.spec, `${path}.spec`),
    scenario: string(r.scenario, `${path}.scenario`),
    ...(baseline === undefined ? {} : { baseline }),
    ...(adaptive === undefined ? {} : { adaptive }),
    ...(copies === undefined ? {} : { copies }),
    ...(roundMs === undefined ? {} : { roundMs }),
    ...(recorded === undefined ? {} : { recorded }),
    targets: array(r.targets, `${path}.targets`).map((t, i) => string(t, `${path}.targets[${i}]`)),
    rounds: array(r.rounds, `${path}.rounds`).map((m, i): RoundMeasurement => {
      const at = `${path}.rounds[${i}]`
      const slice = object(m, at)
      const values: Record<string, number> = {}
      for (const [name, v] of Object.entries(object(slice.values, `${at}.values`))) {
        metric(name, `${at}.values.${name}`)
        values[name] = number(v, `${at}.values.${name}`)
      }
      const fork = optional(slice.fork, (f) => number(f, `${at}.fork`))
      return {
        round: number(slice.round, `${at}.round`),
        slot: number(slice.slot, `${at}.slot`),
        target: string(slice.target, `${at}.target`),
        ...(fork === undefined ? {} : { fork }),
        values: values as MetricValues,
      }
    }),
  }
}

const shard = (value: Json, path: string): ShardInfo => {
  const s = object(value, path)
  return {
    index: number(s.index, `${path}.index`),
    count: number(s.count, `${path}.count`),
    specs: string(s.specs, `${path}.specs`),
    scenarios: array(s.scenarios, `${path}.scenarios`).map((k, i) =>
      string(k, `${path}.scenarios[${i}]`),
    ),
    runs: array(s.runs, `${path}.runs`).map((r, i) => scenarioRun(r, `${path}.runs[${i}]`)),
  }
}

const replica = (value: Json, path: string): ReplicaInfo => {
  const r = object(value, path)
  const setting = (name: "confidence" | "minEffect" | "busyLimit") => {
    const v = optional(r[name], (n) => number(n, `${path}.${name}`))
    return v === undefined ? {} : { [name]: v }
  }
  // The same fields as a shard's, and the settings the merge must decide with.
  return {
    ...shard(value, path),
    ...setting("confidence"),
    ...setting("minEffect"),
    ...setting("busyLimit"),
  }
}

/** A profile as the report has it: interval ends that were infinite are null there. */
const profile = (value: Json, path: string): ScenarioProfile => {
  const p = object(value, path)
  for (const key of ["spec", "scenario", "base", "head", "why"]) string(p[key], `${path}.${key}`)
  array(p.files, `${path}.files`)
  const differential = p.differential as Record<string, Json> | null | undefined
  if (differential) {
    const ends = (c: Record<string, Json>): Record<string, Json> => ({
      ...c,
      low: c.low === null ? Number.NEGATIVE_INFINITY : (c.low ?? null),
      high: c.high === null ? Number.POSITIVE_INFINITY : (c.high ?? null),
    })
    const rows = (key: string) =>
      array(differential[key], `${path}.differential.${key}`).map((r, i) =>
        ends(object(r, `${path}.differential.${key}[${i}]`)),
      )
    // Reports written before the ranked rows have none; the reports then show the self rows.
    const ranked =
      differential.ranked === undefined
        ? []
        : rows("ranked").map((r, i) => ({
            ...r,
            self: ends(object(r.self ?? null, `${path}.differential.ranked[${i}].self`)),
          }))
    return {
      ...(p as unknown as ScenarioProfile),
      differential: {
        ...(differential as unknown as NonNullable<ScenarioProfile["differential"]>),
        total: ends(differential.total as Record<string, Json>) as never,
        self: rows("self") as never,
        inclusive: rows("inclusive") as never,
        ...(differential.ranked === undefined ? {} : { ranked: ranked as never }),
      },
    }
  }
  return p as unknown as ScenarioProfile
}

/** The CheckResult a JSON report was rendered from; throws ReportUnreadable. */
export const readJsonReport = (text: string): CheckResult => {
  let document: Json
  try {
    document = JSON.parse(text)
  } catch (error) {
    throw new ReportUnreadable("", `JSON (${(error as Error).message})`)
  }
  const doc = object(document, "")
  if (doc.tool !== "benchgate") throw new ReportUnreadable("tool", '"benchgate"')
  if (doc.version !== JSON_REPORT_VERSION) {
    throw new ReportUnreadable("version", `${JSON_REPORT_VERSION} (this benchgate's report)`)
  }
  const run = object(doc.run, "run")
  const id = optional(run.id, (v) => number(v, "run.id"))
  const loadMs = optional(run.loadMs, (v) => number(v, "run.loadMs"))
  const shardInfo = optional(doc.shard, (v) => shard(v, "shard"))
  const replicaInfo = optional(doc.replica, (v) => replica(v, "replica"))
  const profiles = optional(doc.profiles, (v) =>
    array(v, "profiles").map((p, i) => profile(p, `profiles[${i}]`)),
  )
  return {
    run: {
      ...(id === undefined ? {} : { id }),
      startedAt: string(run.startedAt, "run.startedAt"),
      commit: string(run.commit, "run.commit"),
      branch: string(run.branch, "run.branch"),
      environment: environment(run.environment, "run.environment"),
    },
    outcomes: array(doc.scenarios, "scenarios").map((s, i) => scenario(s, `scenarios[${i}]`)),
    ...(loadMs === undefined ? {} : { loadMs }),
    ...(shardInfo === undefined ? {} : { shard: shardInfo }),
    ...(replicaInfo === undefined ? {} : { replica: replicaInfo }),
    ...(profiles === undefined || profiles.length === 0 ? {} : { profiles }),
  }
}
