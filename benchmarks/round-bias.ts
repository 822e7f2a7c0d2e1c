/**
 * Where does an A/A bias come from? Reads the stores `verdict-quality.ts --keep DIR` kept (one
 * per trial of `bench check --base`, head and base identical) and splits the per-round log ratio
 * head ÷ base copy of one metric by what could bias it: the round's position (the first round
 * follows the warm-ups, the others a round), which target ran first, whether each slice
 * followed a slice of its own target (a slice's tail of work lands in the next one's when the
 * target runs twice in a row), and the launch. Prints the mean log ratio of each group with its
 * standard error, over all trials.
 *
 *   bun benchmarks/round-bias.ts DIR [--metric cpu_per_request]
 */
import { Database } from "bun:sqlite"
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { parseArgs } from "node:util"

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { metric: { type: "string", default: "cpu_per_request" } },
})
const dir = positionals[0]
if (dir === undefined) {
  console.error("usage: round-bias.ts DIR [--metric NAME]")
  process.exit(2)
}

interface Slice {
  readonly round: number
  readonly slot: number
  readonly target: string
  readonly fork: number
  readonly value: number
}

const groups = new Map<string, number[]>()
const add = (group: string, x: number) => groups.set(group, [...(groups.get(group) ?? []), x])
let trials = 0

for (const file of readdirSync(dir).filter((f) => f.endsWith(".db"))) {
  const db = new Database(join(dir, file), { readonly: true })
  const slices = db
    .query<Slice, [string]>(
      "SELECT round, slot, target, fork, value FROM measurements WHERE metric = ? ORDER BY round, slot",
    )
    .all(String(values.metric))
  db.close()
  const head = slices.filter((s) => !s.target.endsWith("@base"))
  const base = slices.filter((s) => s.target.endsWith("@base"))
  if (head.length === 0) continue
  trials++
  // The order the slices ran in, to know what each followed.
  const order = [...slices].sort((a, b) => a.round - b.round || a.slot - b.slot)
  const previous = new Map<Slice, Slice | undefined>(order.map((s, i) => [s, order[i - 1]]))
  const rounds = Math.max(...head.map((s) => s.round))
  for (const h of head) {
    const b = base.find((x) => x.round === h.round)
    if (b === undefined || !(h.value > 0) || !(b.value > 0)) continue
    const r = Math.log(h.value / b.value)
    add("all rounds", r)
    add(h.round === 1 ? "round 1" : h.round === rounds ? "last round" : "other rounds", r)
    add(h.slot === 0 ? "head ran first" : "base ran first", r)
    const headAfterSelf = previous.get(h)?.target === h.target
    const baseAfterSelf = previous.get(b)?.target === b.target
    add(
      `head after itself: ${headAfterSelf ? "yes" : "no"}, base after itself: ${baseAfterSelf ? "yes" : "no"}`,
      r,
    )
    add(`launch ${h.fork}`, r)
  }
}

const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
const se = (xs: ReadonlyArray<number>) => {
  const m = mean(xs)
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) / xs.length)
}
console.log(`${trials} trials, metric ${values.metric}; log ratio head ÷ base per round, in %`)
console.log("| group | rounds | mean | standard error |")
console.log("|---|---|---|---|")
for (const [group, xs] of [...groups].sort()) {
  console.log(
    `| ${group} | ${xs.length} | ${(mean(xs) * 100).toFixed(2)}% | ±${(se(xs) * 100).toFixed(2)}% |`,
  )
}
