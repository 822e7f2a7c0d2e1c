/**
 * The Jenkins JUnit schema (junit-4.xsd, the format CI test reporters read) for validating
 * `--junit` output. It is not copied into this repository: it is read from the `junit-report`
 * crate on crates.io (its tests/JUnit.xsd), pinned by version and sha256 like benchgate's tools,
 * downloaded once into the cache outside the repository.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { cacheRoot } from "../../tools/Toolchain.ts"

const CRATE = "junit-report-0.8.3"
const URL = `https://static.crates.io/crates/junit-report/${CRATE}.crate`
const SHA256 = "06c3a3342e6720a82d7d179f380e9841b73a1dd49344e33959fdfe571ce56b55"

/** The schema's text; throws naming the URL when it cannot be fetched or does not match. */
export const junitSchema = async (): Promise<string> => {
  const dir = join(cacheRoot(), "schemas")
  const xsd = join(dir, `${CRATE}-JUnit.xsd`)
  if (existsSync(xsd)) return readFileSync(xsd, "utf8")
  const response = await fetch(URL)
  if (!response.ok) throw new Error(`${URL}: HTTP ${response.status}`)
  const crate = new Uint8Array(await response.arrayBuffer())
  const digest = createHash("sha256").update(crate).digest("hex")
  if (digest !== SHA256) throw new Error(`${URL}: sha256 ${digest}, expected ${SHA256}`)
  mkdirSync(dir, { recursive: true })
  const archive = join(dir, `${CRATE}.crate`)
  writeFileSync(archive, crate)
  const tar = Bun.spawnSync(["tar", "-xzOf", archive, `${CRATE}/tests/JUnit.xsd`])
  if (tar.exitCode !== 0) throw new Error(`tar ${archive}: ${tar.stderr.toString()}`)
  writeFileSync(xsd, tar.stdout)
  return tar.stdout.toString()
}
