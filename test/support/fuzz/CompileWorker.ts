/**
 * A process that runs `bench compile` in process, one spec at a time, for the fuzz campaign:
 * the CLI's own compile command and its own wording of the outcome (cli/Explain.ts, secrets
 * redacted as cli/main.ts does), without a bun start per mutant. Campaign.ts keeps it apart from
 * its own process so that a mutant that hangs or crashes it can be killed and counted.
 *
 * Protocol, one JSON object a line: in `{"file", "out", "cost"?}`; out `{"code", "stderr",
 * "costMs"?}`. With `cost`, also the planned wall time of a spec that compiles (the sum of its
 * scenarios' expected costs, compiler/Shard.ts), so the campaign can tell whether a mutant is
 * cheap enough to check for real.
 */
import { rmSync } from "node:fs"
import { createInterface } from "node:readline"
import { Effect, Exit } from "effect"
import { compile } from "../../../cli/Compile.ts"
import { explain } from "../../../cli/Explain.ts"
import { loadSpecs } from "../../../cli/LoadSpecs.ts"
import { shardPlan } from "../../../compiler/Shard.ts"
import { ExitCode } from "../../../core/ExitCode.ts"
import { redact } from "../../../core/Secrets.ts"

interface Job {
  readonly file: string
  readonly out: string
  readonly cost?: boolean
}

/** The expected wall time of every scenario of the file: all of them on one shard. */
const plannedMs = (file: string) =>
  loadSpecs([file]).pipe(Effect.map(({ specs }) => shardPlan(specs, 1).costMs[0] ?? 0))

const run = async (job: Job) => {
  const exit = await Effect.runPromiseExit(compile({ paths: [job.file], out: job.out }))
  rmSync(job.out, { recursive: true, force: true })
  const ended = Exit.isSuccess(exit) ? { code: ExitCode.Pass, text: "" } : explain(exit.cause)
  const costMs =
    job.cost === true && ended.code === ExitCode.Pass
      ? Exit.match(await Effect.runPromiseExit(plannedMs(job.file)), {
          onSuccess: (ms) => ms,
          onFailure: () => undefined,
        })
      : undefined
  return {
    code: ended.code,
    stderr: redact(ended.text),
    ...(costMs === undefined ? {} : { costMs }),
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === "") continue
  const answer = await run(JSON.parse(line) as Job)
  process.stdout.write(`${JSON.stringify(answer)}\n`)
}
