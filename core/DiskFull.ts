/**
 * Whether a write may have failed because its file system is full. SQLite says "database or
 * disk is full" or only "disk I/O error", and a shell redirection that cannot write leaves an
 * empty file: the free space says which, so an error can name the cause.
 */
import { statfsSync } from "node:fs"

/** Below this many free bytes a file system counts as full: a few pages of a write. */
const NEARLY_FULL_BYTES = 1024 * 1024

/** Bytes an unprivileged process may still write on the file system holding `path`. */
const freeBytes = (path: string): number | undefined => {
  try {
    const stats = statfsSync(path)
    return Number(stats.bavail) * Number(stats.bsize)
  } catch {
    return undefined
  }
}

const inWords = (bytes: number): string =>
  bytes < 1024 ? `${bytes} bytes` : `${Math.floor(bytes / 1024)} KiB`

/**
 * `no space left on the file system of DIR (N KiB free)` when that file system is (nearly)
 * full, else undefined. `dir` must exist.
 */
export const diskFullNote = (dir: string): string | undefined => {
  const free = freeBytes(dir)
  return free !== undefined && free < NEARLY_FULL_BYTES
    ? `no space left on the file system of ${dir} (${inWords(free)} free)`
    : undefined
}
