/**
 * The vegeta runner: a second load generator for http targets (`runner: "vegeta"`), one target
 * per slice, for a duration (vegeta has no request count), closed loop at the scenario's
 * concurrency or open loop at its rate. It keeps every request's result, from which the
 * metrics are computed (VegetaResults.ts). The request reaches vegeta on stdin and the body as a
 * file, so headers, URL credentials and bodies — secrets included — are on no argv.
 */
import { Effect } from "effect"
import { withPrivateFiles, withSecrets, withSecretsMap } from "../../core/Secrets.ts"
import { shellQuote, shellSubstitute } from "../../core/ShellQuote.ts"
import { oneTarget } from "../../core/Slice.ts"
import { fillPort, hasEnvRef, isJsonText } from "../../core/Templates.ts"
import { httpRequest } from "../../targets/http/HttpRequest.ts"
import { type HttpTarget, httpKind } from "../../targets/http/HttpTarget.ts"
import type { Scenario } from "../../targets/Spec.ts"
import { perTargetSlices, REQUEST_TIMEOUT_MS } from "../LoadLimits.ts"
import type { Runner } from "../Runner.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { runVegeta } from "./RunVegeta.ts"
import {
  type VegetaInput,
  vegetaAttackArgs,
  vegetaEncodeArgs,
  vegetaTarget,
} from "./VegetaCommand.ts"
import { VEGETA_METRICS } from "./VegetaResults.ts"

export interface VegetaInvocation {
  readonly runner: "vegeta"
  /** `{port}` is still in the URL. */
  readonly input: VegetaInput
}

const vegetaInput = (target: HttpTarget, scenario: Scenario, durationMs: number): VegetaInput => {
  return {
    timeoutMs: REQUEST_TIMEOUT_MS,
    ...httpRequest(target, scenario),
    concurrency: scenario.load.concurrency,
    durationMs,
    ...(scenario.load.rate === undefined ? {} : { rate: scenario.load.rate }),
  }
}

const BODY_MARKER = "\u0000body\u0000"

export const vegetaRunner: Runner<VegetaInvocation, HttpTarget> = {
  name: "vegeta",
  kind: httpKind.name,
  metrics: VEGETA_METRICS,
  tools: [{ tool: "vegeta", script: { variable: "vegeta", override: "VEGETA" } }],
  results: { extension: "vegeta.csv", description: "vegeta results, one CSV line per request" },
  loadFields: ["concurrency", "rate", "duration"],
  checkLoad(load) {
    return load.rate !== undefined && !Number.isInteger(load.rate)
      ? [["rate", `vegeta takes a whole number of requests per second, not ${load.rate}`]]
      : []
  },
  // Always a duration: `requests` is not among vegeta's load fields, so decode refuses it.
  plan: (targets, scenario) =>
    perTargetSlices(targets, scenario, (target, amount) => ({
      runner: "vegeta" as const,
      input: vegetaInput(target, scenario, amount.durationMs ?? 0),
    })),
  sliceMs: (invocation) => invocation.input.durationMs,
  label: (slice) => slice.targets[0] ?? "slice",
  script(slice, context, result) {
    const input = slice.invocation.input
    const port = context.portOf(slice.targets[0] ?? "")
    // The target on stdin and the body through a process substitution, both written by the
    // printf builtin: no value of theirs, secrets included, is on an argv.
    const target = shellSubstitute(vegetaTarget(input), {
      ...context.envJsonVariables,
      "{port}": port,
    })
    const body =
      input.body === undefined
        ? undefined
        : `<(printf '%s' ${shellSubstitute(input.body, isJsonText(input.body) ? context.envJsonVariables : context.envVariables)})`
    const attack = vegetaAttackArgs(input, body === undefined ? {} : { bodyFile: BODY_MARKER })
      .map((arg) => (arg === BODY_MARKER ? (body ?? "") : shellQuote(arg)))
      .join(" ")
    const encode = vegetaEncodeArgs().map(shellQuote).join(" ")
    // The results repeat each request's URL, a password in its userinfo included.
    const secret = hasEnvRef(input.url)
    return [
      result === undefined
        ? `printf '%s' ${target} | "$vegeta" ${attack} >/dev/null`
        : `printf '%s' ${target} | "$vegeta" ${attack} | "$vegeta" ${encode} >${result}`,
      ...(secret && result !== undefined ? [`redact_file ${result}`] : []),
    ]
  },
  run(slice, context) {
    const target = slice.targets.join(", ")
    const vegeta = context.tools.get("vegeta")
    if (vegeta === undefined) {
      return Effect.fail(
        new RunnerFailed({ runner: "vegeta", target, detail: "no vegeta binary was resolved" }),
      )
    }
    const { body, ...rest } = slice.invocation.input
    const input = {
      ...rest,
      url: withSecrets(fillPort(rest.url, context.ports.get(slice.targets[0] ?? ""))),
      headers: withSecretsMap(rest.headers),
    }
    const files = body === undefined ? {} : { body: withSecrets(body) }
    return withPrivateFiles(context.scratch, files, (written) =>
      runVegeta(vegeta, target, input, context.scratch, written.body),
    ).pipe(
      Effect.map(({ values, elapsedMs, requests }) =>
        oneTarget(slice.targets[0] ?? "", values, elapsedMs, requests),
      ),
    )
  },
}
