/**
 * A small file system that can be filled: a tmpfs of a few hundred KiB, for runs whose store,
 * reports or temp directory run out of space. Mounting needs root; `mountSmallDisk` says
 * undefined where it cannot mount, and the tests that need one are skipped there.
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

export interface SmallDisk {
  readonly dir: string
  /** Fills it until at most `leaveBytes` are free (a ballast file). */
  readonly fill: (leaveBytes?: number) => void
  /** Removes the ballast. */
  readonly empty: () => void
  readonly unmount: () => void
}

export const mountSmallDisk = (sizeKiB: number): SmallDisk | undefined => {
  if (process.getuid?.() !== 0) return undefined
  const dir = mkdtempSync(join(tmpdir(), "benchgate-small-disk-"))
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${sizeKiB}k`, "tmpfs", dir])
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    return undefined
  }
  const ballast = join(dir, ".ballast")
  return {
    dir,
    fill: (leaveBytes = 0) => {
      const { bavail, bsize } = statfsSync(dir)
      const free = Number(bavail) * Number(bsize)
      const size = Math.max(0, free - leaveBytes)
      try {
        writeFileSync(ballast, Buffer.alloc(size), { flag: "a" })
      } catch {
        // Filled to the last block: what was asked.
      }
    },
    empty: () => rmSync(ballast, { force: true }),
    unmount: () => {
      spawnSync("umount", [dir])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A directory on the small disk. */
export const folderOn = (disk: SmallDisk, name: string): string => {
  const dir = join(disk.dir, name)
  mkdirSync(dir, { recursive: true })
  return dir
}
