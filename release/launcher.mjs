#!/usr/bin/env node
/**
 * The `benchgate` command of the npm package. The CLI is a Bun program (it uses Bun's SQLite,
 * spawn and test runner), so this launcher runs the bundled CLI on the bun that pins.json pins:
 * in this process when it already is that bun (`bunx benchgate`), else as a child of node
 * (`npx benchgate`), installing that bun from npm into the cache that `./bench` uses
 * (BENCHGATE_CACHE, default ~/.cache/benchgate) the first time. Plain JavaScript for Node 18+.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { constants, homedir } from "node:os"
import { delimiter, dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const lib = join(dirname(fileURLToPath(import.meta.url)), "..", "lib")
const cli = join(lib, "cli.js")
const version = JSON.parse(readFileSync(join(lib, "pins.json"), "utf8")).bun

const fail = (message) => {
  process.stderr.write(`benchgate: ${message}\n`)
  process.exit(3)
}

/** The pinned bun in the cache, installed with npm the first time (as tools/bootstrap.sh does). */
const pinnedBun = () => {
  const cache =
    process.env.BENCHGATE_CACHE ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "benchgate")
  const dir = join(cache, `bun-${version}`)
  const bun = join(dir, "node_modules", ".bin", "bun")
  if (existsSync(bun)) return bun
  process.stderr.write(`benchgate: installing bun ${version} into ${dir} (once)\n`)
  const npm = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      dir,
      "--no-save",
      "--no-package-lock",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      `bun@${version}`,
    ],
    { stdio: ["ignore", 2, 2] },
  )
  if (npm.error !== undefined)
    fail(`bun ${version} is not installed and npm could not run (${npm.error.message})`)
  if (npm.status !== 0 || !existsSync(bun)) fail(`could not install bun ${version} with npm`)
  return bun
}

// The CLI's help names the command it was run as (cli/Program.ts).
process.env.BENCHGATE_PROGRAM ??= "benchgate"

if (process.versions.bun === version) {
  await import(cli)
} else {
  const bun = pinnedBun()
  // A spec's `cmd: ["bun", …]` should start on a machine where only npm put bun anywhere: the
  // pinned bun's folder goes last on PATH, so a bun the user installed still wins.
  const child = spawn(bun, [cli, ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, PATH: [process.env.PATH, dirname(bun)].filter(Boolean).join(delimiter) },
  })
  // The child decides what an interrupt means (it stops its targets and keeps the store as it
  // was); this process only passes signals on and waits for it.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => child.kill(signal))
  }
  child.on("error", (error) => fail(`could not start bun ${version}: ${error.message}`))
  child.on("exit", (code, signal) => {
    process.exit(code ?? 128 + (constants.signals[signal] ?? 0))
  })
}
