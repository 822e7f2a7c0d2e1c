import { expect, test } from "bun:test"
import { isProgramFrame, NO_PROGRAM_FRAME, programFrames } from "../../profile/Frames.ts"

test.each([
  // Go: the service, its libraries and the standard library the reader calls.
  ["main.encodeTask", true],
  ["github.com/gin-gonic/gin.LoggerWithConfig.func1", true],
  ["encoding/json.Marshal", true],
  ["net/http.(*conn).serve", true],
  ["os.(*File).Write", true],
  // Go: the runtime, its scheduler, syscalls, the standard library's internals.
  ["runtime.memmove", false],
  ["runtime.mallocgc", false],
  ["internal/poll.(*FD).Write", false],
  ["internal/runtime/syscall/linux.Syscall6", false],
  ["syscall.write", false],
  ["sync/atomic.(*Int64).Add", false],
  // The kernel (perf's reader marks it), frames without a symbol, the C runtime.
  ["finish_task_switch.isra.0_[k]", false],
  ["[unknown]", false],
  ["[libc.so.6]", false],
  ["__memmove_avx_unaligned_erms [libc.so.6]", false],
  ["operator new(unsigned long) [libstdc++.so.6]", false],
  ["_dl_runtime_resolve [ld-linux-x86-64.so.2]", false],
  // A library of the program that perf names with its object stays the program's.
  ["SSL_write", true],
  ["crypto_hash [libcrypto.so.3]", true],
  // JavaScript: the program's files and its node_modules; the engine's natives and internals.
  ["encodeTask server.ts", true],
  ["parse node_modules/zod/lib/types.js", true],
  ["(anonymous) server.ts", true],
  ["Response [native]", false],
  ["(garbage collector)", false],
  ["(program)", false],
  ["processTicksAndRejections node:internal/process/task_queues", false],
  ["readableStreamToArray builtin://bun/ReadableStream", false],
])("%s is the program's: %p", (name, program) => {
  expect(isProgramFrame(name)).toBe(program)
})

test("a stack's program frames: the machinery left out, or the pseudo-frame when none is left", () => {
  expect(
    programFrames(
      "runtime.goexit.abi0;net/http.(*conn).serve;main.handler;runtime.mallocgc;asm_exc_page_fault_[k]",
    ),
  ).toEqual(["net/http.(*conn).serve", "main.handler"])
  expect(programFrames("runtime.mstart;runtime.schedule;finish_task_switch.isra.0_[k]")).toEqual([
    NO_PROGRAM_FRAME,
  ])
})
