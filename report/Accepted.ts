/**
 * How an accepted verdict reads (ADR 24): who accepted it, and for an acceptance carried from an
 * earlier run of the base branch, where and at which level. Pure.
 */
import type { AcceptedVerdict } from "../gate/Result.ts"

/** `ACCEPTED`: the label beside PASS and FAIL for a failure a reviewer accepted. */
export const ACCEPTED_LABEL = "ACCEPTED"

/**
 * `accepted by @alice`, or `accepted by @alice at 1a2b3c4d (stored run 7), within its level
 * 2.10x`; `level` is the accepted level as the threshold is written.
 */
export const acceptedSentence = (accepted: AcceptedVerdict, level?: string): string => {
  const who = `accepted by @${accepted.by}`
  if (accepted.from === undefined) return who
  const where = `${who} at ${accepted.from.commit.slice(0, 8)} (stored run ${accepted.from.runId})`
  return level === undefined ? where : `${where}, within its level ${level}`
}
