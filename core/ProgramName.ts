/**
 * The name the CLI was run by, for every message it prints: `bench` from a clone (./bench), or
 * `benchgate` from the npm package (its launcher sets BENCHGATE_PROGRAM) and from a single
 * executable, whose own modules live in bun's embedded file system.
 */
export const programName = (): string =>
  process.env.BENCHGATE_PROGRAM || (Bun.main.startsWith("/$bunfs/") ? "benchgate" : "bench")
