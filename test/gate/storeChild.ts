/**
 * Child process for the interrupted-run test: opens the store at argv[2], saves a run of
 * argv[4] rounds, and inside the transaction (after every row is written) announces itself by
 * creating argv[3], then blocks so the parent can SIGKILL it before COMMIT. Blocks at most 30 s
 * so a lost parent never leaves it behind.
 */
import { writeFileSync } from "node:fs"
import { Effect } from "effect"
import { Store } from "../../gate/Store.ts"
import { outcome, runInfo, scenarioRun } from "../support/storeFixtures.ts"

const [dbPath, readyFile, roundsArg] = process.argv.slice(2)
if (dbPath === undefined || readyFile === undefined || roundsArg === undefined) {
  console.error("usage: storeChild.ts DB READY_FILE ROUNDS")
  process.exit(2)
}

const beforeCommit = () => {
  writeFileSync(readyFile, String(process.pid))
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30_000)
}

const run = scenarioRun("users", "get user", ["direct", "layered"], Number(roundsArg), (round) => ({
  rps: 10_000 + round,
  p50: 1 + round / 1000,
  p90: 2,
  p99: 3,
  mean: 1.2,
}))

const program = Effect.gen(function* () {
  const store = yield* Store
  return yield* store.saveRun(
    runInfo("main", "c".repeat(40)),
    [run],
    [outcome("users", "get user", 2)],
  )
})

const id = await Effect.runPromise(
  program.pipe(Effect.provide(Store.layer(dbPath, { beforeCommit }))),
)
// Reached only if nobody killed us: the parent treats this as a failed test.
console.log(`committed ${id}`)
