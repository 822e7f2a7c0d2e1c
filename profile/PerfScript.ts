/**
 * The text `perf script -F comm,tid,time,ip,sym,dso` prints of a `perf record -g` file: per
 * sample a header line (`command tid seconds:`), then one line per frame, leaf first —
 * `address symbol+offset (object)` — then a blank line. Read into folded stacks, root first,
 * the machinery's frames marked (profile/Frames.ts), one per time window; the times are those
 * of the clock perf recorded with (`-k CLOCK_REALTIME`: seconds since the epoch, the windows'
 * clock).
 */
import { basename } from "node:path"
import type { Window } from "./CpuProfile.ts"
import { isCRuntimeObject, KERNEL_MARK } from "./Frames.ts"
import { addStack, type Stacks } from "./Stacks.ts"

/** A frame line: its address, then the symbol (maybe with +0xOFFSET), then `(object)`. */
const FRAME = /^\s*([0-9a-f]+)\s+(.*?)\s*\(([^()]*)\)\s*$/
/** A sample's header line ends with its time in seconds. */
const HEADER_TIME = /\s(\d+\.\d+):\s*$/

/**
 * The kernel's frames: in `[kernel.kallsyms]` or a module, at an address of the upper half
 * (x86-64 and arm64 map the kernel there).
 */
const isKernel = (address: string, object: string): boolean =>
  object.startsWith("[kernel") ||
  (address.length === 16 && address[0] !== undefined && address[0] >= "8")

/**
 * A frame's folded name: its symbol, marked when it is machinery only the object tells apart
 * (profile/Frames.ts): the kernel's `_[k]` (flamegraph.pl's and inferno's mark), the C
 * runtime's object (`memcpy [libc.so.6]`). Without a symbol, the object's name says at least
 * where the time went.
 */
const symbolOf = (line: string): string | undefined => {
  const match = FRAME.exec(line)
  if (!match) return undefined
  const [, address = "", found = "", object = "unknown"] = match
  const symbol = found.replace(/\+0x[0-9a-f]+$/, "")
  if (symbol === "" || symbol === "[unknown]") return `[${basename(object)}]`
  if (isKernel(address, object)) return `${symbol}${KERNEL_MARK}`
  return isCRuntimeObject(basename(object)) ? `${symbol} [${basename(object)}]` : symbol
}

export const perfScriptStacks = (text: string, windows: ReadonlyArray<Window>): Stacks[] => {
  const out = windows.map(() => new Map<string, number>())
  let frames: string[] | undefined
  let into: Map<string, number> | undefined
  const flush = () => {
    if (frames && into && frames.length > 0) addStack(into, [...frames].reverse())
    frames = undefined
    into = undefined
  }
  for (const line of text.split("\n")) {
    if (line.trim() === "") {
      flush()
      continue
    }
    if (!/^\s/.test(line)) {
      flush()
      const seconds = Number(HEADER_TIME.exec(line)?.[1])
      const us = seconds * 1e6
      frames = []
      into = out[windows.findIndex((w) => us >= w.fromUs && us < w.toUs)]
      continue
    }
    const symbol = symbolOf(line)
    if (symbol !== undefined && frames) frames.push(symbol)
  }
  flush()
  return out
}
