/**
 * Folded stacks as a pprof profile (profile.proto of github.com/google/pprof, gzipped), so
 * `go tool pprof` and every viewer that reads pprof open what benchgate sampled. Only what a
 * CPU sample needs is written: sample types, samples (leaf first), locations, functions and
 * the string table.
 */
import { gzipSync } from "node:zlib"
import type { Stacks } from "./Stacks.ts"

/** Protocol buffer writing, the few wire types profile.proto uses. */
class Writer {
  private readonly bytes: number[] = []
  varint(value: number): this {
    let v = Math.max(0, Math.floor(value))
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) | 0x80)
      v = Math.floor(v / 0x80)
    }
    this.bytes.push(v)
    return this
  }
  /** A varint field (wire type 0). */
  int(field: number, value: number): this {
    return this.varint(field * 8).varint(value)
  }
  /** A length-delimited field (wire type 2): a message, a string or a packed list. */
  bytesField(field: number, content: Uint8Array): this {
    this.varint(field * 8 + 2).varint(content.length)
    for (const b of content) this.bytes.push(b)
    return this
  }
  packed(field: number, values: ReadonlyArray<number>): this {
    const inner = new Writer()
    for (const v of values) inner.varint(v)
    return this.bytesField(field, inner.done())
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes)
  }
}

/**
 * The gzipped pprof profile of `stacks`, each sample worth `periodNs` of CPU time (a sample
 * per millisecond for perf at 999 Hz and for Bun's and Node's profilers); with `periodNs`
 * undefined, the stacks are callgrind's instruction counts, one value per stack.
 */
export const pprofProfile = (
  stacks: Stacks,
  periodNs: number | undefined = 1_000_000,
): Uint8Array => {
  const strings = [""]
  const stringIds = new Map<string, number>([["", 0]])
  const str = (s: string): number => {
    let id = stringIds.get(s)
    if (id === undefined) {
      id = strings.length
      strings.push(s)
      stringIds.set(s, id)
    }
    return id
  }
  const functionIds = new Map<string, number>()
  const idOf = (name: string): number => {
    let id = functionIds.get(name)
    if (id === undefined) {
      id = functionIds.size + 1
      functionIds.set(name, id)
    }
    return id
  }
  const profile = new Writer()
  const valueType = (type: string, unit: string) =>
    new Writer().int(1, str(type)).int(2, str(unit)).done()
  if (periodNs === undefined) profile.bytesField(1, valueType("instructions", "count"))
  else {
    profile.bytesField(1, valueType("samples", "count"))
    profile.bytesField(1, valueType("cpu", "nanoseconds"))
  }
  for (const [key, n] of stacks) {
    // A location per function: ids are shared, so one function is one node in pprof's graph.
    const leafFirst = key.split(";").reverse().map(idOf)
    profile.bytesField(
      2,
      new Writer()
        .packed(1, leafFirst)
        .packed(2, periodNs === undefined ? [n] : [n, n * periodNs])
        .done(),
    )
  }
  for (const [name, id] of functionIds) {
    const line = new Writer().int(1, id).done()
    profile.bytesField(4, new Writer().int(1, id).bytesField(4, line).done())
    profile.bytesField(5, new Writer().int(1, id).int(2, str(name)).int(3, str(name)).done())
  }
  if (periodNs !== undefined) {
    profile.bytesField(11, valueType("cpu", "nanoseconds"))
    profile.int(12, periodNs)
  }
  // The string table last: every index above was taken from it while writing.
  const encoder = new TextEncoder()
  for (const s of strings) profile.bytesField(6, encoder.encode(s))
  return gzipSync(profile.done())
}
