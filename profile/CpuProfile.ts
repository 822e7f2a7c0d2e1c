/**
 * The `.cpuprofile` that Bun and Node write with `--cpu-prof` (the Chrome DevTools format):
 * a tree of call frames, and the node each sample landed in with the time since the previous
 * sample. Read into folded stacks per time window, so one profile of a launch serves every
 * slice measured during it.
 */
import { relative } from "node:path"
import { fileURLToPath } from "node:url"
import { Either, Schema } from "effect"
import { type DataInvalid, decodeJson } from "../core/OutsideData.ts"
import { NATIVE_MARK } from "./Frames.ts"
import { addStack, type Stacks } from "./Stacks.ts"

const CallFrame = Schema.Struct({ functionName: Schema.String, url: Schema.String })
type CallFrame = typeof CallFrame.Type

/** The fields read; the engine's others (line, column, hit counts) pass unread. */
const CpuProfileJson = Schema.Struct({
  nodes: Schema.Array(
    Schema.Struct({
      id: Schema.Number,
      callFrame: CallFrame,
      children: Schema.optional(Schema.Array(Schema.Number)),
    }),
  ),
  /** Microseconds since the epoch (Bun), or since an arbitrary origin (Node). */
  startTime: Schema.Number,
  samples: Schema.Array(Schema.Number),
  timeDeltas: Schema.Array(Schema.Number),
})

const decodeCpuProfile = decodeJson(CpuProfileJson)

/** A window of wall-clock time, microseconds since the epoch, end excluded. */
export interface Window {
  readonly fromUs: number
  readonly toUs: number
}

/** Frames that are not code: the tree's root, time the thread slept. */
const NOT_CODE = new Set(["(root)", "(idle)"])

/**
 * A frame's name: the function and its file relative to `root` (the target's directory), so
 * the same function is one name in the base commit's worktree and in the head's. A function
 * without a source is the engine's own (`Response [native]`); its pseudo-frames keep their
 * names (`(garbage collector)`).
 */
const nameOf = (frame: CallFrame, root: string): string => {
  const fn = frame.functionName || "(anonymous)"
  if (!frame.url) return /^\(.*\)$/.test(frame.functionName) ? fn : `${fn}${NATIVE_MARK}`
  let file = frame.url
  try {
    file = frame.url.startsWith("file:") ? relative(root, fileURLToPath(frame.url)) : frame.url
  } catch {
    // not a file URL: keep it as it is
  }
  return `${fn} ${file}`
}

/**
 * The samples of a `.cpuprofile` that fall in each window, as folded stacks (one per window,
 * in order); DataInvalid naming the field for text that is not a CPU profile.
 */
export const cpuProfileStacks = (
  text: string,
  windows: ReadonlyArray<Window>,
  root: string,
): Either.Either<Stacks[], DataInvalid> =>
  Either.map(decodeCpuProfile(text), (profile) => stacksOf(profile, windows, root))

const stacksOf = (
  profile: typeof CpuProfileJson.Type,
  windows: ReadonlyArray<Window>,
  root: string,
): Stacks[] => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const stackOf = new Map<number, string[]>()
  const framesOf = (id: number): string[] => {
    const known = stackOf.get(id)
    if (known) return known
    const frames: string[] = []
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)
      if (node && !NOT_CODE.has(node.callFrame.functionName)) {
        frames.push(nameOf(node.callFrame, root))
      }
    }
    frames.reverse()
    stackOf.set(id, frames)
    return frames
  }
  const out = windows.map(() => new Map<string, number>())
  let time = profile.startTime
  for (const [i, id] of profile.samples.entries()) {
    time += profile.timeDeltas[i] ?? 0
    const w = windows.findIndex((win) => time >= win.fromUs && time < win.toUs)
    const into = out[w]
    if (into) addStack(into, framesOf(id))
  }
  return out
}
