/**
 * The spec fuzz campaign at length: 10,000 mutants of the bundled, test and catalogue specs
 * (test/support/fuzz/), most through `bench compile` in process, a share of cheap ones through
 * the real `bench check` with a scratch store. Every run must end with exit 0–3 and a message
 * naming the file (and a line) — never an internal error, a stack, a hang past its budget, a
 * process left running or a store that fails integrity_check. test/cli/Fuzz.test.ts runs a
 * fixed slice of the same campaign in CI.
 *
 * Usage: bun benchmarks/fuzz-specs.ts [--mutants 10000] [--seed 1] [--check-share 0.05]
 *   [--lanes 2] [--out FILE]
 * Prints the figures as JSON (and writes them to --out); mutants that failed are kept in
 * .bench/fuzz/failures/ to reproduce with `./bench compile FILE --out DIR` (their seed spec
 * sat in specs/, beside a link to examples/).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus } from "node:os"
import { dirname, join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { runCampaign } from "../test/support/fuzz/Campaign.ts"

const root = resolve(import.meta.dir, "..")
const { values } = parseArgs({
  options: {
    mutants: { type: "string", default: "10000" },
    seed: { type: "string", default: "1" },
    "check-share": { type: "string", default: "0.05" },
    lanes: { type: "string", default: "2" },
    out: { type: "string" },
  },
})

const work = join(root, ".bench/fuzz")
rmSync(work, { recursive: true, force: true })
const load = () => readFileSync("/proc/loadavg", "utf8").trim()
const loadBefore = load()
const startedAt = new Date().toISOString()
let lastReport = 0
const figures = await runCampaign({
  seed: Number(values.seed),
  mutants: Number(values.mutants),
  checkShare: Number(values["check-share"]),
  lanes: Number(values.lanes),
  work,
  // The product bounds cue at 120 s; a compile is allowed half that on a shared machine.
  compileBudgetMs: 60_000,
  checkCostLimitMs: 20_000,
  onProgress: (done, total) => {
    if (done - lastReport >= 250 || done === total) {
      lastReport = done
      process.stderr.write(`${done}/${total} mutants, load ${load().split(" ")[0]}\n`)
    }
  },
})
const result = {
  date: startedAt,
  machine: `${cpus().length} cores`,
  loadBefore,
  loadAfter: load(),
  ...figures,
}
const text = `${JSON.stringify(result, null, 2)}\n`
process.stdout.write(text)
if (values.out) {
  mkdirSync(dirname(values.out), { recursive: true })
  writeFileSync(values.out, text)
}
process.exitCode = figures.failed === 0 ? 0 : 1
