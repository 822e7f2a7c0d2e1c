/**
 * callgrind's client requests from JavaScript, for a counted harness run (ADR 31): a dozen
 * lines of C compiled in process by bun:ffi's `cc` (TinyCC, part of bun), holding valgrind's
 * "special instruction" sequence — four rotations of %rdi that leave it unchanged, then `xchg
 * %rbx,%rbx` — which valgrind recognises while translating code and the CPU runs as a no-op.
 * The request codes are callgrind's (callgrind.h: 'C','T' in the tool's base, then DUMP_STATS_AT
 * 3, START_INSTRUMENTATION 4 and STOP_INSTRUMENTATION 5). x86-64 only: other machines get no
 * requests, so their counts are the whole process's.
 */
import { rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const SOURCE = `typedef unsigned long u64;
u64 benchgate_callgrind(u64 request, u64 arg) {
  volatile u64 args[6];
  volatile u64 result = 0;
  args[0] = request; args[1] = arg; args[2] = 0; args[3] = 0; args[4] = 0; args[5] = 0;
  __asm__ volatile("rolq $3, %%rdi ; rolq $13, %%rdi\\n\\t"
                   "rolq $61, %%rdi ; rolq $51, %%rdi\\n\\t"
                   "xchgq %%rbx,%%rbx"
                   : "=d" (result) : "a" (&args[0]), "0" (result) : "cc", "memory");
  return result;
}
`

/** callgrind's base for its requests: VG_USERREQ_TOOL_BASE('C', 'T'). */
const BASE = 0x43540000n
const DUMP_STATS_AT = BASE + 3n
const START_INSTRUMENTATION = BASE + 4n
const STOP_INSTRUMENTATION = BASE + 5n

export interface CallgrindRequests {
  /** Switches counting on (after `--instr-atstart=no`). */
  readonly start: () => void
  /** Switches counting off again. */
  readonly stop: () => void
  /** Writes the counts since the last dump as a part named `label`, and starts a new one. */
  readonly dump: (label: string) => void
}

/** The requests, compiled in `dir` (the file is removed at once). */
export const callgrindRequests = async (dir: string): Promise<CallgrindRequests> => {
  if (process.arch !== "x64") return { start: () => {}, stop: () => {}, dump: () => {} }
  const { cc, ptr } = await import("bun:ffi")
  const file = join(dir, `benchgate-callgrind-${process.pid}.c`)
  writeFileSync(file, SOURCE)
  try {
    const { symbols } = cc({
      source: file,
      symbols: { benchgate_callgrind: { args: ["u64", "u64"], returns: "u64" } },
    })
    const request = (code: bigint, arg: bigint) => symbols.benchgate_callgrind(code, arg)
    return {
      start: () => void request(START_INSTRUMENTATION, 0n),
      stop: () => void request(STOP_INSTRUMENTATION, 0n),
      dump: (label) => {
        const text = Buffer.from(`${label.replace(/[\r\n]/g, " ")}\0`)
        request(DUMP_STATS_AT, BigInt(ptr(text)))
      },
    }
  } finally {
    rmSync(file, { force: true })
  }
}
