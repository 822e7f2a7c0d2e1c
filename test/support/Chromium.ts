/**
 * A Chromium for the browser tests: BENCHGATE_CHROMIUM, else `chromium` or `chromium-browser`
 * on PATH, else Debian's `chromium` package installed with apt-get (as root; about 30 s here).
 * Undefined, with the reason, only where no package manager can install it.
 */
import { existsSync } from "node:fs"

const onPath = (name: string): string | undefined => {
  const found = Bun.which(name)
  return found === null ? undefined : found
}

const find = (): string | undefined => {
  const given = process.env.BENCHGATE_CHROMIUM
  if (given && existsSync(given)) return given
  return onPath("chromium") ?? onPath("chromium-browser")
}

export type ChromiumFound =
  | { readonly path: string }
  | { readonly path?: undefined; readonly why: string }

export const chromium = (): ChromiumFound => {
  const found = find()
  if (found !== undefined) return { path: found }
  if (onPath("apt-get") === undefined) {
    return { why: "no chromium on PATH and no apt-get to install Debian's chromium package" }
  }
  if (process.getuid?.() !== 0) {
    return { why: "no chromium on PATH, and apt-get needs root to install it" }
  }
  for (const argv of [
    ["apt-get", "update", "-qq"],
    ["apt-get", "install", "-y", "-qq", "chromium"],
  ]) {
    const ran = Bun.spawnSync(argv, {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      timeout: 600_000,
    })
    if (ran.exitCode !== 0) {
      throw new Error(
        `${argv.join(" ")} failed (${ran.exitCode}): ${ran.stderr.toString().slice(-2000)}`,
      )
    }
  }
  const installed = find()
  if (installed === undefined) throw new Error("apt-get installed chromium, but it is not on PATH")
  return { path: installed }
}
