/**
 * Linux perf for the profiling tests: `perf` on PATH, else Debian's linux-perf installed with
 * apt-get (as root), as a user following docs/profiles.md would.
 */
import { debianProgram, type ProgramFound } from "./Debian.ts"

export const perf = (): ProgramFound => debianProgram(["perf"], "linux-perf")
