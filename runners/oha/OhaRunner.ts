/**
 * The oha runner: loads an http target with oha for a duration or a request count, one target
 * per slice. Secrets: a body with `{env.NAME}` goes in a private file (`-D`); oha takes headers
 * and the URL only on its argv (docs/architecture.md, "Secrets").
 */
import { Effect } from "effect"
import { httpRequest } from "../../core/HttpRequest.ts"
import { withPrivateFiles, withSecrets, withSecretsMap } from "../../core/Secrets.ts"
import { shellSubstitute } from "../../core/ShellQuote.ts"
import { oneTarget } from "../../core/Slice.ts"
import type { HttpTarget, Scenario } from "../../core/Spec.ts"
import { fillPort, hasEnvRef } from "../../core/Templates.ts"
import { type LoadAmount, perTargetSlices } from "../LoadLimits.ts"
import type { Runner } from "../Runner.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { privateFile } from "../ScriptLines.ts"
import { type OhaCommandInput, ohaArgs } from "./OhaCommand.ts"
import { OHA_METRICS } from "./OhaMetrics.ts"
import { runOha } from "./RunOha.ts"

export interface OhaInvocation {
  readonly runner: "oha"
  /** `{port}` is still in the URL. */
  readonly input: OhaCommandInput
}

/** oha's input for one http target; the scenario's `request` (decode guarantees one). */
export const ohaInput = (
  target: HttpTarget,
  scenario: Scenario,
  load: LoadAmount,
): OhaCommandInput => {
  return {
    ...httpRequest(target, scenario),
    concurrency: scenario.load.concurrency,
    ...load,
    ...(scenario.load.rate === undefined ? {} : { rate: scenario.load.rate }),
  }
}

const BODY_FILE_MARKER = "\u0000body-file\u0000"

export const ohaRunner: Runner<OhaInvocation, HttpTarget> = {
  name: "oha",
  kind: "http",
  metrics: OHA_METRICS,
  tools: [{ tool: "oha", script: { variable: "oha", override: "OHA" } }],
  results: { extension: "json", description: "oha JSON" },
  loadFields: ["concurrency", "rate", "requests", "duration"],
  plan: (targets, scenario) =>
    perTargetSlices(targets, scenario, (target, amount) => ({
      runner: "oha" as const,
      input: ohaInput(target, scenario, amount),
    })),
  sliceMs: (invocation) => invocation.input.durationMs,
  label: (slice) => slice.targets[0] ?? "slice",
  script(slice, context, result) {
    // `{port}` in the URL (oha's last argument) becomes the target's port, `{env.NAME}` the
    // variable; a body with a secret goes through a private file.
    const input = slice.invocation.input
    const secretBody = input.body !== undefined && hasEnvRef(input.body)
    const file = secretBody ? `secret_file_${context.nextFile()}` : ""
    const args = ohaArgs(secretBody ? { ...input, bodyFile: BODY_FILE_MARKER } : input)
    const last = args.length - 1
    const portVariable = context.portOf(slice.targets[0] ?? "")
    const words = args.map((arg, i) =>
      shellSubstitute(arg, {
        ...context.envVariables,
        ...(i === last ? { "{port}": portVariable } : {}),
        [BODY_FILE_MARKER]: file,
      }),
    )
    return [
      ...(secretBody ? privateFile(file, input.body ?? "", context) : []),
      `"$oha" ${words.join(" ")} >${result ?? "/dev/null"}`,
    ]
  },
  run(slice, context) {
    const target = slice.targets.join(", ")
    const oha = context.tools.get("oha")
    if (oha === undefined) {
      return Effect.fail(
        new RunnerFailed({
          runner: "oha",
          target,
          detail: "no oha binary was resolved for this run",
        }),
      )
    }
    const { body, ...rest } = slice.invocation.input
    const input = {
      ...rest,
      url: withSecrets(fillPort(rest.url, context.ports.get(slice.targets[0] ?? ""))),
      headers: withSecretsMap(rest.headers),
      ...(body === undefined ? {} : { body: withSecrets(body) }),
    }
    const measured =
      body === undefined || !hasEnvRef(body)
        ? runOha(oha, target, input)
        : withPrivateFiles(context.scratch, { body: input.body ?? "" }, (files) =>
            runOha(oha, target, { ...input, bodyFile: files.body ?? "" }),
          )
    return Effect.map(measured, ({ values, elapsedMs, requests }) =>
      oneTarget(slice.targets[0] ?? "", values, elapsedMs, requests),
    )
  },
}
