/**
 * A Chromium for the browser tests: BENCHGATE_CHROMIUM, else `chromium` or `chromium-browser`
 * on PATH, else Debian's `chromium` package installed with apt-get (as root; about 30 s here).
 */
import { existsSync } from "node:fs"
import { debianProgram, type ProgramFound } from "./Debian.ts"

export type ChromiumFound = ProgramFound

export const chromium = (): ChromiumFound => {
  const given = process.env.BENCHGATE_CHROMIUM
  return debianProgram(
    ["chromium", "chromium-browser"],
    "chromium",
    given && existsSync(given) ? given : undefined,
  )
}
