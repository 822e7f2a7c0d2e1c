/**
 * The oha runner: loads an http target with oha for a duration or a request count, one target
 * per slice. Secrets go in private files, never on oha's argv: a body with `{env.NAME}` (`-D`),
 * and the headers with the URL's userinfo when one of them holds a secret (`--header-file`)
 * (docs/architecture.md, "Secrets").
 */
import { Effect } from "effect"
import { withPrivateFiles, withSecrets, withSecretsMap } from "../../core/Secrets.ts"
import { shellSubstitute } from "../../core/ShellQuote.ts"
import { oneTarget } from "../../core/Slice.ts"
import { fillPort, hasEnvRef } from "../../core/Templates.ts"
import { httpRequest } from "../../targets/http/HttpRequest.ts"
import { type HttpTarget, httpKind } from "../../targets/http/HttpTarget.ts"
import type { Scenario } from "../../targets/Spec.ts"
import { type LoadAmount, perTargetSlices } from "../LoadLimits.ts"
import type { Runner, ScriptContext } from "../Runner.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { privateFile } from "../ScriptLines.ts"
import { type OhaCommandInput, ohaArgs, ohaHeaderText, splitUserinfo } from "./OhaCommand.ts"
import { OHA_METRICS } from "./OhaMetrics.ts"
import { runOha } from "./RunOha.ts"

interface OhaInvocation {
  readonly runner: "oha"
  /** `{port}` is still in the URL. */
  readonly input: OhaCommandInput
}

/** oha's input for one http target; the scenario's `request` (decode guarantees one). */
const ohaInput = (target: HttpTarget, scenario: Scenario, load: LoadAmount): OhaCommandInput => {
  return {
    ...httpRequest(target, scenario),
    concurrency: scenario.load.concurrency,
    ...load,
    ...(scenario.load.rate === undefined ? {} : { rate: scenario.load.rate }),
  }
}

const BODY_FILE_MARKER = "\u0000body-file\u0000"
const HEADER_FILE_MARKER = "\u0000header-file\u0000"

/**
 * Whether the headers go to oha in a file: when a header value refers to a variable, or the URL
 * has userinfo (its password is a secret even when written in the spec: messages redact it).
 */
const secretHeaders = (input: Pick<OhaCommandInput, "url" | "headers">): boolean =>
  Object.values(input.headers).some(hasEnvRef) || splitUserinfo(input.url).basicAuth !== undefined

/**
 * The lines that write the `--header-file` of a script: the userinfo's Authorization (base64 of
 * `user:password` through a pipe, so the value is on no argv) and then the headers.
 */
const headerFileLines = (
  variable: string,
  input: Pick<OhaCommandInput, "url" | "headers">,
  context: ScriptContext,
): ReadonlyArray<string> => {
  const { url, basicAuth } = splitUserinfo(input.url)
  const headers = ohaHeaderText({ url, headers: input.headers })
  const authorization =
    basicAuth === undefined
      ? []
      : [
          `printf 'Authorization: Basic %s\\n' "$(printf '%s' ${shellSubstitute(basicAuth, context.envVariables)} | base64 | tr -d '\\n')"`,
        ]
  const headerLines =
    headers === "" ? [] : [`printf '%s' ${shellSubstitute(headers, context.envVariables)}`]
  return [
    `${variable}="$secrets/${variable}"`,
    `(umask 077 && { ${[...authorization, ...headerLines].map((line) => `${line};`).join(" ")} } >"$${variable}")`,
  ]
}

export const ohaRunner: Runner<OhaInvocation, HttpTarget> = {
  name: "oha",
  kind: httpKind.name,
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
    const bodyFile = secretBody ? `secret_file_${context.nextFile()}` : ""
    const headerFile = secretHeaders(input) ? `secret_file_${context.nextFile()}` : ""
    const args = ohaArgs({
      ...input,
      ...(secretBody ? { bodyFile: BODY_FILE_MARKER } : {}),
      ...(headerFile === "" ? {} : { headerFile: HEADER_FILE_MARKER }),
    })
    const last = args.length - 1
    const portVariable = context.portOf(slice.targets[0] ?? "")
    const words = args.map((arg, i) =>
      shellSubstitute(arg, {
        ...context.envVariables,
        ...(i === last ? { "{port}": portVariable } : {}),
        [BODY_FILE_MARKER]: bodyFile,
        [HEADER_FILE_MARKER]: headerFile,
      }),
    )
    return [
      ...(secretBody ? privateFile(bodyFile, input.body ?? "", context) : []),
      ...(headerFile === "" ? [] : headerFileLines(headerFile, input, context)),
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
    const files = {
      ...(body !== undefined && hasEnvRef(body) ? { body: input.body ?? "" } : {}),
      ...(secretHeaders(rest) ? { headers: ohaHeaderText(input) } : {}),
    }
    const measured = withPrivateFiles(context.scratch, files, (written) =>
      runOha(oha, target, {
        ...input,
        ...(written.body === undefined ? {} : { bodyFile: written.body }),
        ...(written.headers === undefined ? {} : { headerFile: written.headers }),
      }),
    )
    return Effect.map(measured, ({ values, elapsedMs, requests }) =>
      oneTarget(slice.targets[0] ?? "", values, elapsedMs, requests),
    )
  },
}
