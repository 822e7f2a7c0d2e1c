/**
 * The ghz runner: loads a grpc target's unary call (the scenario's `call`) with ghz, one target
 * per slice (the response's size, bytes_per_response, is the preflight's: run/Preflight.ts
 * measures it and the run adds it to every round). Secrets in the metadata or the request go to
 * ghz in private files (`--metadata-file`, `--data-file`), not on its argv; only the reflection
 * metadata has no file form.
 */
import { resolve } from "node:path"
import { Effect } from "effect"
import { withPrivateFiles, withSecrets, withSecretsMap } from "../../core/Secrets.ts"
import { shellQuote, shellSubstitute, shellTemplate } from "../../core/ShellQuote.ts"
import { oneTarget } from "../../core/Slice.ts"
import { fillPort, hasEnvRef } from "../../core/Templates.ts"
import { connectionFor, methodFor } from "../../targets/grpc/GrpcCalls.ts"
import { type GrpcTarget, grpcKind } from "../../targets/grpc/GrpcTarget.ts"
import type { Scenario } from "../../targets/Spec.ts"
import { perTargetSlices } from "../LoadLimits.ts"
import type { Runner } from "../Runner.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { cdInto, privateFile } from "../ScriptLines.ts"
import { type GhzCommandInput, ghzArgs, ghzReflectConfig } from "./GhzCommand.ts"
import { GHZ_METRICS } from "./GhzMetrics.ts"
import { runGhz } from "./RunGhz.ts"

interface GhzInvocation {
  readonly runner: "ghz"
  /** Directory the target's paths (protos, CA, protoset) are relative to, when not the spec's. */
  readonly dir?: string
  /** `{port}` is still in the address. With protos, only the first (ghz reads one). */
  readonly input: GhzCommandInput
}

/** ghz's input for one gRPC target; the scenario's `call` (decode guarantees one). */
const ghzInput = (
  target: GrpcTarget,
  scenario: Scenario,
  load: { durationMs?: number; requests?: number },
): GhzCommandInput => {
  const call = scenario.call
  if (!call) throw new Error(`plan: scenario "${scenario.name}" has grpc targets but no call`)
  const connection = connectionFor(target, call)
  const { schema } = connection
  return {
    target:
      schema.kind === "protos"
        ? { ...connection, schema: { ...schema, files: schema.files.slice(0, 1) } }
        : connection,
    call: methodFor(target, call),
    data: call.data,
    concurrency: scenario.load.concurrency,
    ...(scenario.load.connections === undefined ? {} : { connections: scenario.load.connections }),
    ...load,
    ...(scenario.load.rate === undefined ? {} : { rate: scenario.load.rate }),
    ...(call.timeoutMs === undefined ? {} : { timeoutMs: call.timeoutMs }),
  }
}

const ADDRESS_MARKER = "\u0000address\u0000"
const METADATA_FILE_MARKER = "\u0000metadata-file\u0000"
const DATA_FILE_MARKER = "\u0000data-file\u0000"
const REFLECT_CONFIG_MARKER = "\u0000reflect-config\u0000"

export const ghzRunner: Runner<GhzInvocation, GrpcTarget> = {
  name: "ghz",
  kind: grpcKind.name,
  metrics: GHZ_METRICS,
  tools: [{ tool: "ghz", script: { variable: "ghz", override: "GHZ" } }],
  results: { extension: "ghz.json", description: "ghz JSON" },
  loadFields: ["concurrency", "connections", "rate", "requests", "duration"],
  checkLoad(load) {
    return [
      ...(load.connections !== undefined && load.connections > load.concurrency
        ? ([
            [
              "connections",
              `${load.connections} connections for ${load.concurrency} workers (concurrency): ghz needs connections <= concurrency`,
            ],
          ] as const)
        : []),
      ...(load.rate !== undefined && !Number.isInteger(load.rate)
        ? ([["rate", `ghz takes a whole number of calls per second, not ${load.rate}`]] as const)
        : []),
    ]
  },
  plan: (targets, scenario) =>
    perTargetSlices(targets, scenario, (target, amount) => ({
      runner: "ghz" as const,
      ...(target.dir === undefined ? {} : { dir: target.dir }),
      input: ghzInput(target, scenario, amount),
    })),
  sliceMs: (invocation) => invocation.input.durationMs,
  label: (slice) => slice.targets[0] ?? "slice",
  script(slice, context, result) {
    const { input, dir } = slice.invocation
    const metadata = input.target.metadata
    const secretMetadata = Object.values(metadata).some(hasEnvRef)
    const secretData = hasEnvRef(input.data)
    const metadataFile = secretMetadata ? `secret_file_${context.nextFile()}` : ""
    const reflectConfig =
      secretMetadata && input.target.schema.kind === "reflection"
        ? `secret_file_${context.nextFile()}`
        : ""
    const dataFile = secretData ? `secret_file_${context.nextFile()}` : ""
    const args = ghzArgs({
      ...input,
      target: { ...input.target, address: ADDRESS_MARKER },
      ...(secretMetadata ? { metadataFile: METADATA_FILE_MARKER } : {}),
      ...(reflectConfig === "" ? {} : { reflectConfigFile: REFLECT_CONFIG_MARKER }),
      ...(secretData ? { dataFile: DATA_FILE_MARKER } : {}),
    })
    const address = shellTemplate(input.target.address, context.portOf(slice.targets[0] ?? ""))
    const words = args.map((arg) =>
      arg === ADDRESS_MARKER
        ? address
        : shellSubstitute(arg, {
            ...context.envJsonVariables,
            [METADATA_FILE_MARKER]: metadataFile,
            [REFLECT_CONFIG_MARKER]: reflectConfig,
            [DATA_FILE_MARKER]: dataFile,
          }),
    )
    // ghz's JSON report repeats its options, metadata and data included.
    const redact = secretMetadata || secretData
    return [
      ...(secretMetadata ? privateFile(metadataFile, JSON.stringify(metadata), context) : []),
      // ghz reads a config file's format from its extension.
      ...(reflectConfig === ""
        ? []
        : privateFile(reflectConfig, ghzReflectConfig(metadata), context, ".json")),
      ...(secretData ? privateFile(dataFile, input.data, context) : []),
      // In the target's directory: protos, protoset and CA files are relative to it.
      // ghz 0.121 can panic in its worker ticker on a starved CPU (runners/ghz/RunGhz.ts):
      // such a run is made again, at most twice.
      `for attempt in 1 2 3; do (${cdInto(dir, undefined)} && exec -- "$ghz" ${words.join(" ")}) >${result ?? "/dev/null"} 2>"$out/ghz.stderr" && break; if [ "$attempt" = 3 ] || ! grep -q ${shellQuote("ConstWorkerTicker).Run")} "$out/ghz.stderr"; then cat "$out/ghz.stderr" >&2; exit 1; fi; done`,
      ...(redact && result !== undefined ? [`redact_file ${result}`] : []),
    ]
  },
  run(slice, context) {
    const name = slice.targets[0] ?? ""
    const target = slice.targets.join(", ")
    const ghz = context.tools.get("ghz")
    if (ghz === undefined) {
      return Effect.fail(
        new RunnerFailed({
          runner: "ghz",
          target,
          detail: "no ghz binary was resolved for this run",
        }),
      )
    }
    const invocation = slice.invocation
    const address = fillPort(invocation.input.target.address, context.ports.get(name))
    const rawMetadata = invocation.input.target.metadata
    const metadata = withSecretsMap(rawMetadata)
    const data = withSecrets(invocation.input.data)
    const input = {
      ...invocation.input,
      data,
      target: { ...invocation.input.target, address, metadata },
    }
    const secretMetadata = Object.values(rawMetadata).some(hasEnvRef)
    const files = {
      ...(secretMetadata ? { metadata: JSON.stringify(metadata) } : {}),
      // The key is the file's extension: ghz reads a config's format from it.
      ...(secretMetadata && input.target.schema.kind === "reflection"
        ? { json: ghzReflectConfig(metadata) }
        : {}),
      ...(hasEnvRef(invocation.input.data) ? { data } : {}),
    }
    return withPrivateFiles(context.scratch, files, (written) =>
      runGhz(
        ghz,
        target,
        {
          ...input,
          ...(written.metadata === undefined ? {} : { metadataFile: written.metadata }),
          ...(written.json === undefined ? {} : { reflectConfigFile: written.json }),
          ...(written.data === undefined ? {} : { dataFile: written.data }),
        },
        resolve(invocation.dir ?? context.specDir),
      ),
    ).pipe(
      Effect.map(({ values, elapsedMs, requests }) => oneTarget(name, values, elapsedMs, requests)),
    )
  },
}
