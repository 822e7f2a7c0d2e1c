/**
 * `bench check PATH…`: load → decode → plan → run → store → compare → report → exit code.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { Effect } from "effect"
import { plan } from "../compiler/Plan.ts"
import type { Spec } from "../compiler/Spec.ts"
import { compareScenario } from "../gate/Compare.ts"
import { currentEnvironment, gitInfo } from "../gate/Environment.ts"
import type {
  BaseReference,
  CheckResult,
  RunInfo,
  ScenarioOutcome,
  ScenarioRun,
} from "../gate/Result.ts"
import { Store } from "../gate/Store.ts"
import { renderJson } from "../report/Json.ts"
import { renderMarkdown } from "../report/Markdown.ts"
import { countVerdicts } from "../report/Summary.ts"
import { renderTerminal } from "../report/Terminal.ts"
import { executeSpec } from "../run/Execute.ts"
import { resolveTool } from "../tools/Toolchain.ts"
import { ExitCode } from "./ExitCode.ts"
import { loadSpecs } from "./LoadSpecs.ts"
import { progressReporter } from "./Progress.ts"

export interface CheckOptions {
  readonly paths: ReadonlyArray<string>
  readonly db: string
  readonly json?: string
  readonly markdown?: string
  readonly baseBranch: string
  readonly color: boolean
  readonly quiet: boolean
}

export interface CheckRun {
  readonly result: CheckResult
  readonly exitCode: number
}

const writeReport = (path: string, content: string) =>
  Effect.sync(() => {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, content)
  })

/** The base branch's stored numbers and the verdicts, for every scenario measured. */
const judge = (specs: ReadonlyArray<Spec>, runs: ReadonlyArray<ScenarioRun>, baseBranch: string) =>
  Effect.gen(function* () {
    const store = yield* Store
    const outcomes: ScenarioOutcome[] = []
    for (const scenarioRun of runs) {
      const spec = specs.find((s) => s.name === scenarioRun.spec)
      const scenario = spec?.scenarios.find((s) => s.name === scenarioRun.scenario)
      if (!spec || !scenario) continue
      const bases = new Map<string, BaseReference>()
      for (const target of scenario.targets) {
        const base = yield* store.latestBase({
          branch: baseBranch,
          spec: spec.name,
          scenario: scenario.name,
          target,
        })
        if (base) bases.set(target, base)
      }
      outcomes.push(
        compareScenario({
          spec: spec.name,
          specFile: spec.file,
          scenario,
          run: scenarioRun,
          bases,
          baseBranch,
        }),
      )
    }
    return outcomes
  })

export const check = (options: CheckOptions) =>
  Effect.gen(function* () {
    const { specs, cue } = yield* loadSpecs(options.paths)
    const planned = plan(specs)
    const oha = yield* resolveTool("oha")
    const progress = progressReporter(process.stderr, options.quiet)
    const git = gitInfo(process.cwd())
    const run: RunInfo = {
      startedAt: new Date().toISOString(),
      commit: git.commit,
      branch: git.branch,
      environment: currentEnvironment({ cue: cue.version, oha: oha.version, bun: Bun.version }),
    }

    // Measure everything first: the store is opened only for a run that has results.
    const runs: ScenarioRun[] = []
    let loadMs = 0
    for (const specPlan of planned.specs) {
      const execution = yield* executeSpec(specPlan, {
        oha: oha.path,
        logDir: join(dirname(options.db), "logs"),
        onProgress: progress.onProgress,
      })
      loadMs += execution.loadMs
      runs.push(...execution.runs)
    }
    progress.done()

    const { outcomes, id } = yield* Effect.gen(function* () {
      const outcomes = yield* judge(specs, runs, options.baseBranch)
      const id = yield* (yield* Store).saveRun(run, runs, outcomes)
      return { outcomes, id }
    }).pipe(Effect.provide(Store.layer(options.db)))

    const result: CheckResult = { run: { ...run, id }, outcomes, loadMs }
    process.stdout.write(renderTerminal(result, { color: options.color }))
    if (options.json) yield* writeReport(options.json, renderJson(result))
    if (options.markdown) yield* writeReport(options.markdown, renderMarkdown(result))
    const counts = countVerdicts(result)
    const exitCode = counts.fail > 0 ? ExitCode.Fail : ExitCode.Pass
    if (counts.inconclusive > 0) {
      progress.note(
        `note: ${counts.inconclusive} verdict(s) inconclusive; they do not fail the check`,
      )
    }
    return { result, exitCode } satisfies CheckRun
  })
