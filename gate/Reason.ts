/**
 * Why a verdict is what it is, as data: the gate decides and records the numbers behind each
 * verdict here; report/Reason.ts words them. The store keeps this (as JSON), so the wording can
 * change without touching a stored run, and a renderer can show the numbers its own way.
 */
import type { MetricName } from "../core/Metric.ts"
import type { BusyAllowance, Disturbance } from "./Disturbance.ts"
import type { Better, Comparator } from "./stats/Limit.ts"

/**
 * How the numbers of a reason read: in the metric's unit, as a ratio (`2.14x`), as a change
 * (`+3.1%`), or as plain numbers of three significant digits.
 */
export type Scale =
  | { readonly kind: "metric"; readonly metric: MetricName }
  | { readonly kind: "plain" }
  | { readonly kind: "ratio" }
  /** Ratios shown as the change they are: 1.053 reads `+5.3%` (overhead written `+10%`). */
  | { readonly kind: "relative" }
  /** A difference target − baseline in the metric's unit: `+4.7 ms` (overhead written `+5ms`). */
  | { readonly kind: "difference"; readonly metric: MetricName }
  | { readonly kind: "change" }

/** An interval as a verdict saw it; numbers in the reason's scale. */
export interface ReasonBounds {
  readonly estimate: number
  readonly lower: number
  readonly upper: number
  readonly level?: number
  /** Rounds (or launches) behind the interval. */
  readonly n?: number
  /** False when `n` is too small for `level`; `achievedLevel` is the best it can give. */
  readonly attainable?: boolean
  readonly achievedLevel?: number
}

/** A regression limit: how far the head may get worse than the base. */
export interface RegressionLimit {
  readonly better: Better
  /** Largest tolerated worsening as a fraction: 0.05 = 5%. */
  readonly tolerance: number
}

/** What an undecided ratio verdict lacked (gate/stats/Power.ts). */
export interface Undecided {
  /** Half-width of the interval this run gave, as a relative change: 0.031 = ±3.1%. */
  readonly resolved: number
  /** Rounds that would decide it if the truth were the estimate; absent: none would. */
  readonly rounds?: number
  /** Those rounds' time at this run's round time, ms. */
  readonly ms?: number
  /** The rounds are samples a results target's tool recorded: more must be recorded there. */
  readonly recorded?: true
  /** The busy machine's allowance keeps it open (BusyNote.heldOpen: more rounds cannot). */
  readonly busy?: true
  /** What launches differ by keeps it open: more rounds cannot, the base in the same rounds can. */
  readonly launches?: true
  /**
   * A stored base's rounds are fixed, and with this few of them the interval cannot reach its
   * confidence before `attainableAt` rounds here (Infinity: not within fifty).
   */
  readonly storedRounds?: { readonly base: number; readonly attainableAt: number }
  /**
   * A stored base's own spread keeps it open: fifty rounds here drawn like these would still
   * give these bounds (in the reason's scale), across the limit.
   */
  readonly baseBound?: { readonly base: number; readonly lower: number; readonly upper: number }
}

/**
 * A verdict judged on busy rounds (gate/Disturbance.ts): the disturbance, the allowance for
 * what it can move, and the widened interval the verdict was decided on, in the reason's scale.
 * Reasons stored before the allowance existed carry the disturbance alone: a failure that was
 * reported inconclusive because the machine was busy.
 */
export interface BusyNote extends Disturbance {
  readonly allowance?: BusyAllowance
  readonly judgedBounds?: { readonly lower: number; readonly upper: number }
  /**
   * Undecided, and so would be every value within the interval, known exactly and widened by
   * the allowance: no rounds on a machine this busy decide it, only a quieter machine can.
   */
  readonly heldOpen?: true
}

/**
 * A failure on one launch of a started target, measured again on fresh processes
 * (gate/Launches.ts): what the fresh launch's own verdict was, with its interval in the
 * reason's scale.
 */
export interface ConfirmationNote {
  readonly status: "pass" | "fail" | "inconclusive"
  readonly bounds?: ReasonBounds
  readonly rounds?: number
}

/**
 * A verdict against a stored run, decided on an interval widened to what the base branch's own
 * runs moved from one launch to the next (gate/stats/LaunchSpread.ts): how many runs, the
 * standard deviation of one run's estimate (of its log for scale "log", else in the metric's
 * unit), and the interval it was decided on, in the reason's scale.
 */
export interface LaunchesNote {
  readonly runs: number
  readonly spread: number
  readonly scale: "log" | "unit"
  readonly judgedBounds: { readonly lower: number; readonly upper: number }
}

/** What every reason may carry beside its own numbers. */
interface Notes {
  /** What a regression was measured against: `x@base`, `main @ 1a2b3c4`. */
  readonly against?: string
  readonly undecided?: Undecided
  /** A failure made inconclusive: the base ran in another environment (this one). */
  readonly otherEnvironment?: string
  /** Judged on busy rounds, its interval widened by an allowance (gate/Disturbance.ts). */
  readonly busy?: BusyNote
  /** A failure measured again on fresh processes of its launched targets (gate/Launches.ts). */
  readonly confirmation?: ConfirmationNote
  /** Against a stored run: widened to what the base branch's runs moved between launches. */
  readonly launches?: LaunchesNote
  /**
   * An overhead regression's two overheads: the head's and the base's estimate, as ratios
   * target ÷ baseline (form "ratio") or differences in the metric's unit ("additive").
   */
  readonly overheads?: {
    readonly head: number
    readonly base: number
    readonly form: "ratio" | "additive"
    readonly metric: MetricName
  }
}

/** A verdict from an interval and a limit (gate/stats/Verdict.ts). */
export interface IntervalReason extends Notes {
  readonly kind: "interval"
  readonly outcome: "no-estimate" | "unattainable" | "pass" | "fail" | "straddles" | "small-effect"
  /** What is measured: `layered p50 ratio`, `api rps`. */
  readonly label: string
  readonly scale: Scale
  readonly bounds: ReasonBounds
  /** The limit in the reason's scale: a value, a ratio; for regressions see `regression`. */
  readonly limit: { readonly comparator: Comparator; readonly value: number }
  /** Set for a regression limit: the bounds are then relative changes. */
  readonly regression?: RegressionLimit
  readonly minEffect: number
  /** small-effect: how far past the limit, relative to it, and what it would have been. */
  readonly excess?: number
  readonly wouldBe?: "fail" | "straddles"
}

/** An exact verdict on a deterministic metric's rounds (gate/stats/Deterministic.ts). */
export interface DeterministicReason extends Notes {
  readonly kind: "deterministic"
  readonly status: "pass" | "fail" | "inconclusive"
  readonly label: string
  readonly scale: Scale
  /** The value most rounds measured; NaN when none did. */
  readonly value: number
  readonly limit: { readonly comparator: Comparator; readonly value: number }
  /** Rounds that measured something else, and what they measured. */
  readonly disagreeing: ReadonlyArray<number>
  readonly others: ReadonlyArray<number>
}

/** An exact regression verdict on a deterministic metric. */
export interface DeterministicRegressionReason extends Notes {
  readonly kind: "deterministic-regression"
  readonly status: "pass" | "fail" | "inconclusive"
  readonly label: string
  readonly scale: Scale
  /** The head's and the base's consensus values; absent side: nothing measured there. */
  readonly value: number
  readonly base: number
  readonly missing?: "here" | "on the base"
  readonly regression: RegressionLimit
  readonly disagreeing: ReadonlyArray<number>
  readonly others: ReadonlyArray<number>
  /** Base rounds that differ from the base's consensus. */
  readonly baseDisagreeing: ReadonlyArray<number>
}

export type Reason =
  | IntervalReason
  | DeterministicReason
  | DeterministicRegressionReason
  /** Nothing to decide on: no value of the metric for these targets. */
  | { readonly kind: "not-measured"; readonly metric: MetricName; readonly what: string }
  /** A regression without a base to compare with; `why` says what is missing. */
  | { readonly kind: "no-baseline"; readonly why: string }
  /** The implicit error limit of a target without an error_rate threshold (ADR 12). */
  | {
      readonly kind: "default-error-rate"
      readonly target: string
      readonly mean: number
      readonly limit: number
      readonly rounds: number
    }
  /** A sentence kept as written: rows stored before reasons were data, recorded fixtures. */
  | { readonly kind: "text"; readonly text: string }
