/**
 * The document the bun harness writes for one group, one JSON object per line, appended to the
 * file named by BENCHGATE_RESULTS (a file, not stdout: bun test's own output, console.log from
 * the code under test and the harness's human summary cannot corrupt it, and each group's line
 * is written with one append). BunBenchReport.ts decodes it with Schema; this file is the shape
 * the harness writes, kept free of imports so the harness stays light.
 *
 * Units: samplesMs are milliseconds per call (one entry per timed batch, in sample order);
 * heapPerOpBytes is bytes of live heap retained per call (see Engine.ts for what that means).
 */

export const RECORD_FORMAT = "benchgate-bun-bench/1"

/** Environment variables the harness reads; the runner sets them. */
export const ENV = {
  /** File to append one JSON line per group to. Unset: only the human summary is printed. */
  results: "BENCHGATE_RESULTS",
  /** Run only the group with exactly this name (the `-t` pattern also filters; this is exact). */
  group: "BENCHGATE_GROUP",
  samples: "BENCHGATE_SAMPLES",
  batchMs: "BENCHGATE_BATCH_MS",
  warmupMs: "BENCHGATE_WARMUP_MS",
  /** 0 turns the retained-heap pass off. */
  heapMs: "BENCHGATE_HEAP_MS",
  /**
   * Counting (`load: measure: "instructions"`, ADR 31): a results file a native run of the
   * group wrote. Set: the harness counts instead of timing, each variant making the calls that
   * took BENCHGATE_COUNT_MS in that run (and BENCHGATE_COUNT_WARMUP_MS to warm up), its counted
   * calls between two of callgrind's dumps (CountPlan.ts).
   */
  countFrom: "BENCHGATE_COUNT_FROM",
  countMs: "BENCHGATE_COUNT_MS",
  countWarmupMs: "BENCHGATE_COUNT_WARMUP_MS",
  /** The variants to count, as a JSON array of names (the slice's targets'); unset: all. */
  countVariants: "BENCHGATE_COUNT_VARIANTS",
} as const

/** What callgrind's dumps after a variant's counted windows start with: `benchgate count 2: 40 calls`. */
export const COUNT_DUMP = "benchgate count"

interface RecordVariant {
  readonly name: string
  readonly async: boolean
  readonly batch: number
  readonly samplesMs: ReadonlyArray<number>
  readonly heapPerOpBytes?: number
  readonly heapOps?: number
}

interface RecordError {
  readonly phase: "setup" | "calibrate" | "warmup" | "measure" | "heap" | "teardown"
  readonly variant?: string
  readonly message: string
  readonly stack?: string
}

export interface BunBenchRecord {
  readonly format: typeof RECORD_FORMAT
  readonly group: string
  readonly baseline: string
  readonly settings: {
    readonly samples: number
    readonly batchMs: number
    readonly warmupMs: number
    readonly heapMs: number
  }
  readonly runtime: {
    readonly bun: string
    readonly revision: string
    readonly pid: number
    /**
     * The JavaScriptCore and collector options (`BUN_JSC_*`, `BUN_GC_*`) the process ran with:
     * a counted process sizes its windows from a native run's times only when they match.
     */
    readonly options?: Readonly<Record<string, string>>
  }
  /** Variant names of each sample round, in the order they ran. */
  readonly order: ReadonlyArray<ReadonlyArray<string>>
  readonly variants: ReadonlyArray<RecordVariant>
  /**
   * A counted run: each variant's calls, in the order they ran; the i-th one's two windows,
   * `ops` calls apart (countWindows), are callgrind's dumps countDumpLabel(COUNT_DUMP, i, calls)
   * (Engine.ts). Its `variants` and `order` are empty.
   */
  readonly counted?: ReadonlyArray<CountedVariant>
  readonly error?: RecordError
}

/** One variant of a counted run: its warm-up calls and its counted calls. */
export interface CountedVariant {
  readonly name: string
  readonly warmupOps: number
  /** The calls the count is per: its second window's calls less its first's. */
  readonly ops: number
}
