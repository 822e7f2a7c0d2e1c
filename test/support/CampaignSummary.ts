/** The kill campaign's attempts counted per command and signal, for docs/benchmarks.md. */
import type { DiskFullAttempt } from "./DiskFullCampaign.ts"
import type { Attempt } from "./KillCampaign.ts"

export interface CampaignRow {
  readonly command: string
  readonly signal: string
  readonly attempts: number
  /** Attempts the signal reached before the command ended by itself. */
  readonly signalled: number
  /** How the attempts ended: exit code or signal, with counts. */
  readonly exits: Readonly<Record<string, number>>
  readonly unchanged: number
  readonly wholeRun: number
  readonly partialRun: number
  readonly corrupt: number
  readonly partialReport: number
  readonly processesLeft: number
  /** Attempts whose processes outlived the command at all, and the longest they did. */
  readonly lingered: number
  readonly maxLingerMs: number
  /** Attempts that left something in their TMPDIR, by kind of entry. */
  readonly tempLeft: number
  readonly tempKinds: Readonly<Record<string, number>>
  readonly strayFiles: number
  readonly internalErrors: number
  readonly hung: number
}

/** `benchgate-run-Ab12Cd` → `benchgate-run-*`: what kind of entry was left, not which. */
const kindOf = (entry: string): string => entry.replace(/[-.][^-.]*$/, "-*")

const count = <T>(items: ReadonlyArray<T>, predicate: (item: T) => boolean): number =>
  items.filter(predicate).length

export const campaignRows = (attempts: ReadonlyArray<Attempt>): ReadonlyArray<CampaignRow> => {
  const groups = new Map<string, Attempt[]>()
  for (const a of attempts) {
    const key = `${a.command}\u0000${a.signal}`
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [a])
    else group.push(a)
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as Attempt
    const exits: Record<string, number> = {}
    const tempKinds: Record<string, number> = {}
    for (const a of group) {
      exits[a.exit] = (exits[a.exit] ?? 0) + 1
      for (const entry of new Set(a.tempLeft.map(kindOf))) {
        tempKinds[entry] = (tempKinds[entry] ?? 0) + 1
      }
    }
    return {
      command: first.command,
      signal: first.signal,
      attempts: group.length,
      signalled: count(group, (a) => a.signalled),
      exits,
      unchanged: count(group, (a) => a.store === "unchanged"),
      wholeRun: count(group, (a) => a.store === "whole run"),
      partialRun: count(group, (a) => a.store === "partial run"),
      corrupt: count(group, (a) => a.store === "corrupt"),
      partialReport: count(group, (a) => a.report === "partial"),
      processesLeft: group.reduce((sum, a) => sum + a.processesLeft, 0),
      lingered: count(group, (a) => a.lingerMs > 0),
      maxLingerMs: Math.round(Math.max(0, ...group.map((a) => a.lingerMs))),
      tempLeft: count(group, (a) => a.tempLeft.length > 0),
      tempKinds,
      strayFiles: count(group, (a) => a.strayFiles.length > 0),
      internalErrors: count(group, (a) => a.internalError),
      hung: count(group, (a) => a.hung),
    }
  })
}

export interface DiskFullRow {
  readonly command: string
  readonly runs: number
  readonly exits: Readonly<Record<string, number>>
  readonly wholeRun: number
  readonly unchanged: number
  readonly partialRun: number
  readonly corrupt: number
  readonly partialReport: number
  readonly tempLeft: number
  /** Runs that failed without saying no space was left, or with a stack trace. */
  readonly unclear: number
  /** The distinct messages of the failed runs, with counts. */
  readonly messages: Readonly<Record<string, number>>
}

/** `/tmp/x/attempt/store.db` → `…/store.db`: messages grouped by what they say. */
const withoutFolders = (message: string): string => message.replace(/\/[^\s:]*\//g, "…/")

export const diskFullRows = (
  attempts: ReadonlyArray<DiskFullAttempt>,
): ReadonlyArray<DiskFullRow> =>
  [...new Set(attempts.map((a) => a.command))].map((command) => {
    const group = attempts.filter((a) => a.command === command)
    const exits: Record<string, number> = {}
    const messages: Record<string, number> = {}
    for (const a of group) {
      exits[a.exit] = (exits[a.exit] ?? 0) + 1
      if (a.message !== undefined) {
        const text = withoutFolders(a.message).replace(/\(\d+ (bytes|KiB) free\)/, "(N free)")
        messages[text] = (messages[text] ?? 0) + 1
      }
    }
    return {
      command,
      runs: group.length,
      exits,
      wholeRun: count(group, (a) => a.store === "whole run"),
      unchanged: count(group, (a) => a.store === "unchanged"),
      partialRun: count(group, (a) => a.store === "partial run"),
      corrupt: count(group, (a) => a.store === "corrupt"),
      partialReport: count(group, (a) => a.report === "partial"),
      tempLeft: count(group, (a) => a.tempLeft.length > 0),
      unclear: count(group, (a) =>
        a.problems.some((p) => p.startsWith("exit") || p.startsWith("internal")),
      ),
      messages,
    }
  })
