/**
 * The specs the fuzz campaign mutates: the bundled specs (specs/), the compiler's CUE fixtures
 * and golden specs, the malformed catalogue's specs, and the cheap seeds of seeds.txtar that
 * `bench check` can run in a second. Each seed is placed as if it were in specs/, so the
 * bundled specs' `../examples/…` paths resolve (Campaign.ts links examples/ beside them).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { parseTxtar } from "../txtar.ts"

export interface Seed {
  /** Where it came from, for the report: `specs/users.cue`, `golden/grpc.txtar:spec.cue`. */
  readonly origin: string
  readonly text: string
  /** Its targets are cheap enough to check for real (seeds.txtar). */
  readonly checkable: boolean
}

const ROOT = resolve(import.meta.dir, "../../..")

/** Files a checkable seed reads, copied beside the mutants: name there → repository path. */
export const SUPPORT_FILES: Readonly<Record<string, string>> = {
  "fuzz-hyperfine.json": "test/fixtures/results/hyperfine.json",
  "fuzz-gobench.txt": "test/fixtures/results/gobench.txt",
}

const cueFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith(".cue"))
    .sort()
    .map((name) => `${dir}/${name}`)

const txtarSpecs = (path: string, checkable: boolean): ReadonlyArray<Seed> =>
  parseTxtar(readFileSync(join(ROOT, path), "utf8"))
    .files.filter((file) => file.name.endsWith(".cue"))
    .map((file) => ({ origin: `${path}:${file.name}`, text: file.data, checkable }))

const txtars = (dir: string): ReadonlyArray<string> =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith(".txtar"))
    .sort()
    .map((name) => `${dir}/${name}`)

/** Every seed, in a fixed order (a campaign's mutants depend on it). */
export const corpus = (): ReadonlyArray<Seed> => [
  ...[...cueFiles("specs"), ...cueFiles("test/compiler/fixtures/cue")].map((origin) => ({
    origin,
    text: readFileSync(join(ROOT, origin), "utf8"),
    checkable: false,
  })),
  ...txtars("test/compiler/golden").flatMap((path) => txtarSpecs(path, false)),
  ...txtarSpecs("test/cli/malformed.txtar", false),
  ...txtarSpecs("test/support/fuzz/seeds.txtar", true),
]
