/**
 * Copies of a target that a transform adds to a spec: the base commit's copy (`check --base`,
 * compiler/WithBase.ts) and calibrate's twin (compiler/WithTwins.ts). A copy is measured like
 * any target, but it is not one of the user's: the tables, the history and the verdicts know
 * it by this record, not by its name.
 */
export interface CopyOf {
  /** The target it is a copy of. */
  readonly of: string
  readonly kind: "base" | "twin"
}

/** A run's copies by their names. */
export type Copies = Readonly<Record<string, CopyOf>>

/** The name of `target`'s copy of `kind` among `copies`, if it has one. */
export const copyOf = (
  copies: Copies | undefined,
  target: string,
  kind: CopyOf["kind"],
): string | undefined =>
  Object.entries(copies ?? {}).find(([, c]) => c.of === target && c.kind === kind)?.[0]

/** Whether `target` is a copy rather than one of the user's targets. */
export const isCopy = (copies: Copies | undefined, target: string): boolean =>
  copies !== undefined && Object.hasOwn(copies, target)
