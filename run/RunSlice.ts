/**
 * One slice, whatever its runner: fills the invocation's placeholders (ports, service URLs) and
 * dispatches to the runner's module. Every runner answers with the values of each target the
 * slice measured (one target, or a bun group's variants) and the time it ran.
 */
import { resolve } from "node:path"
import { Effect } from "effect"
import { goPackageKey, type Slice } from "../compiler/Plan.ts"
import type { MetricValues } from "../core/Metric.ts"
import { withPrivateFiles, withSecrets, withSecretsMap } from "../core/Secrets.ts"
import { fillPort, fillServiceEnv, hasEnvRef } from "../core/Templates.ts"
import { RunnerFailed } from "../runners/RunnerFailed.ts"
import { runBun } from "../runners/bun/RunBun.ts"
import { runCommandSlice } from "../runners/command/RunCommand.ts"
import { runGhz } from "../runners/ghz/RunGhz.ts"
import { runGo } from "../runners/go/RunGo.ts"
import { runOha } from "../runners/oha/RunOha.ts"

/** Where each runner's program is; a runner the plan does not use may be absent. */
export interface RunnerTools {
  readonly oha?: string
  /** gRPC load. */
  readonly ghz?: string
  /** gRPC preflight and health checks. */
  readonly grpcurl?: string
  /** bun itself (process.execPath) runs bun slices. */
  readonly bun: string
  readonly go?: string
  /** GNU time, for peak_rss of commands. */
  readonly gnuTime?: string
}

/** What a running spec provides to its slices. */
export interface SliceContext {
  /** The spec file's directory. */
  readonly specDir: string
  readonly tools: RunnerTools
  /** The port allocated for each started HTTP or gRPC target with `{port}`. */
  readonly ports: ReadonlyMap<string, number | undefined>
  /** Each service's URL, `{port}` filled in. */
  readonly services: ReadonlyMap<string, string>
  /** The test binary built for each go package (goPackageKey). */
  readonly goBinaries: ReadonlyMap<string, string>
  /** A directory for result files, removed when the spec ends. */
  readonly scratch: string
  /**
   * The encoded size of each gRPC target's smoke response, measured by the preflight, by
   * responseBytesKey(scenario, target): the target's bytes_per_response in every round.
   */
  readonly responseBytes?: ReadonlyMap<string, number>
}

/** The key of a preflight's response size: one scenario's call on one target. */
export const responseBytesKey = (scenario: string, target: string): string =>
  JSON.stringify([scenario, target])

export interface SliceOutcome {
  readonly values: ReadonlyMap<string, MetricValues>
  /** Wall time the runner ran, for benchgate's own overhead accounting. */
  readonly elapsedMs: number
}

const missingTool = (runner: string, target: string) =>
  new RunnerFailed({ runner, target, detail: `no ${runner} binary was resolved for this run` })

export const runSlice = (
  slice: Slice,
  context: SliceContext,
): Effect.Effect<SliceOutcome, RunnerFailed> => {
  const invocation = slice.invocation
  const target = slice.targets.join(", ")
  const one = (result: Effect.Effect<{ values: MetricValues; elapsedMs: number }, RunnerFailed>) =>
    Effect.map(result, ({ values, elapsedMs }) => ({
      values: new Map([[slice.targets[0] ?? "", values]]),
      elapsedMs,
    }))
  const services = (name: string) => context.services.get(name)
  switch (invocation.runner) {
    case "oha": {
      const oha = context.tools.oha
      if (oha === undefined) return Effect.fail(missingTool("oha", target))
      const port = context.ports.get(slice.targets[0] ?? "")
      const { body, ...rest } = invocation.input
      // Secrets: the body goes in a private file (`-D`); oha takes headers and the URL only on
      // its argv (docs/architecture.md, "Secrets").
      const input = {
        ...rest,
        url: withSecrets(fillPort(invocation.input.url, port)),
        headers: withSecretsMap(invocation.input.headers),
        ...(body === undefined ? {} : { body: withSecrets(body) }),
      }
      if (body === undefined || !hasEnvRef(body)) return one(runOha(oha, target, input))
      return one(
        withPrivateFiles(context.scratch, { body: input.body ?? "" }, (files) =>
          runOha(oha, target, { ...input, bodyFile: files.body ?? "" }),
        ),
      )
    }
    case "ghz": {
      const ghz = context.tools.ghz
      if (ghz === undefined) return Effect.fail(missingTool("ghz", target))
      const name = slice.targets[0] ?? ""
      const port = context.ports.get(name)
      const address = fillPort(invocation.input.target.address, port)
      // Secrets in the metadata or the request go to ghz in private files, not on its argv.
      const rawMetadata = invocation.input.target.metadata
      const metadata = withSecretsMap(rawMetadata)
      const secretMetadata = Object.values(rawMetadata).some(hasEnvRef)
      const secretData = hasEnvRef(invocation.input.data)
      const data = withSecrets(invocation.input.data)
      const input = {
        ...invocation.input,
        data,
        target: { ...invocation.input.target, address, metadata },
      }
      const bytes = context.responseBytes?.get(responseBytesKey(invocation.scenario, name))
      const files = {
        ...(secretMetadata ? { metadata: JSON.stringify(metadata) } : {}),
        ...(secretData ? { data } : {}),
      }
      return one(
        withPrivateFiles(context.scratch, files, (written) =>
          runGhz(
            ghz,
            target,
            {
              ...input,
              ...(written.metadata === undefined ? {} : { metadataFile: written.metadata }),
              ...(written.data === undefined ? {} : { dataFile: written.data }),
            },
            resolve(invocation.dir ?? context.specDir),
          ),
        ).pipe(
          Effect.map((result) =>
            bytes === undefined
              ? result
              : { ...result, values: { ...result.values, bytes_per_response: bytes } },
          ),
        ),
      )
    }
    case "bun":
      return runBun(
        context.tools.bun,
        { ...invocation, env: withSecretsMap(fillServiceEnv(invocation.env, services)) },
        context.specDir,
        context.scratch,
      )
    case "command":
      return one(
        runCommandSlice(
          { ...invocation, env: withSecretsMap(fillServiceEnv(invocation.env, services)) },
          target,
          context.specDir,
          context.tools.gnuTime,
        ),
      )
    case "go": {
      const binary = context.goBinaries.get(goPackageKey(invocation))
      if (binary === undefined) return Effect.fail(missingTool("go", target))
      return one(runGo(binary, invocation, target, context.specDir))
    }
  }
}
