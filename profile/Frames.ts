/**
 * Which frames of a folded stack are the program's — the service's own code and the libraries
 * it calls, the code a reader can change or call differently — and which are the machinery
 * beneath them: the kernel, the language's runtime and scheduler, the C library, the JavaScript
 * engine's native functions, frames no profiler could name. The machinery's samples belong to
 * the program's frame that called it (ADR 27): a write syscall's kernel time is the cost of the
 * `os.(*File).Write` or logger that asked for it, and a scheduler function is no change anyone
 * can make.
 *
 * Decided from the names alone, as the folded stacks carry them: the profilers' readers mark
 * what only they can tell (profile/PerfScript.ts: kernel frames `_[k]`, the C library's
 * ` [libc.so.6]`; profile/CpuProfile.ts: the engine's native functions ` [native]`).
 */
/** The pseudo-frame of samples whose stack holds no frame of the program (GC, scheduler, IRQs). */
export const NO_PROGRAM_FRAME = "(runtime and kernel, no caller in the program)"

/** flamegraph.pl's and inferno's annotation of a kernel frame. */
export const KERNEL_MARK = "_[k]"

/** The mark of a JavaScript function without source: the engine's own (`Response [native]`). */
export const NATIVE_MARK = " [native]"

/** Objects of the C runtime: the C and C++ libraries, the dynamic loader. */
const C_RUNTIME =
  /^(libc|libm|libpthread|libdl|librt|libresolv|libgcc_s|libstdc\+\+|ld-linux[^.]*|ld-musl[^.]*)(?=[.-])/

/** Whether a shared object is the C runtime's (its frames are machinery): `libc.so.6`. */
export const isCRuntimeObject = (object: string): boolean => C_RUNTIME.test(object)

const MACHINERY: ReadonlyArray<RegExp> = [
  // The kernel, as perf's reader marks it.
  /_\[k\]$/,
  // A frame perf could not name: only its object, `[unknown]`, `[vdso]`, `[libc.so.6]`.
  /^\[[^\]]*\]$/,
  // JavaScript: the engine's native functions, and its pseudo-frames `(garbage collector)`,
  // `(program)`.
  / \[native\]$/,
  /^\([^)]*\)$/,
  // JavaScript: the runtime's built-in modules, `processTicksAndRejections node:internal/…`.
  / (node|bun|internal|builtin):\S*$/,
  // Go: the runtime and its scheduler, syscalls, the standard library's internal packages
  // (internal/poll, internal/bytealg), atomics.
  /^(runtime|syscall|internal)[./]/,
  /^sync\/atomic\./,
]

/** The object a frame of a shared object is marked with: `memcpy [libc.so.6]` → `libc.so.6`. */
const OBJECT_MARK = / \[([^\]]+)\]$/

/** Whether a folded frame is the program's code (its own or a library's), not machinery. */
export const isProgramFrame = (name: string): boolean => {
  if (MACHINERY.some((m) => m.test(name))) return false
  const object = OBJECT_MARK.exec(name)?.[1]
  return object === undefined || !isCRuntimeObject(object)
}

/**
 * The program's frames of a folded stack, root first: the machinery's frames left out, so its
 * samples count for the program frame that called it; a stack without any program frame is
 * NO_PROGRAM_FRAME's.
 */
export const programFrames = (folded: string): string[] => {
  const frames = folded.split(";").filter(isProgramFrame)
  return frames.length > 0 ? frames : [NO_PROGRAM_FRAME]
}
