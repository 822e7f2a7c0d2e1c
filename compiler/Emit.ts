/**
 * emit: Plan → runner scripts, pure. One bash script per scenario that runs on its own: it
 * allocates ports, starts the spec's services and the scenario's HTTP targets in their own
 * process groups, waits until they are ready, builds what the runners prepare (Go test
 * binaries), runs the warm-ups and the rounds in the planned order — each slice's lines written
 * by its runner (runners/Runner.ts `script`), one result file per slice — and stops every
 * process it started on any exit. `bench compile` stops here.
 *
 * Result files, per round R and slice: `round-R-SLUG.EXT`, the extension the slice's runner
 * declares (`results`): oha JSON (.json), ghz JSON (.ghz.json), bun records (.jsonl), command
 * timings (.timing), go output (.txt).
 *
 * Servers of every kind start alike; a kind's health check (targets/Kind.ts `HealthCheck`: the
 * gRPC one, `ready: grpc`) runs after the port probe, by a shell function the kind writes. The
 * scripts run no preflight (`bench check` does, before any load): a method the server lacks
 * fails in the first ghz run.
 *
 * Every string from a spec reaches the script through shellQuote/shellSubstitute; variable
 * names and file names are ours (indices and slugs), never user text.
 */

import { shellQuote, shellSubstitute, shellTemplate, uniqueSlugs } from "../core/ShellQuote.ts"
import type { Service, StartCommand } from "../core/Spec.ts"
import { ENV_NAME, envRef, type SecretUse, serviceRef } from "../core/Templates.ts"
import { type AnyRunner, runnerOfSlice, toolsOfSlice } from "../runners/Registry.ts"
import { preparedKey, type RunnerTool, type ScriptContext } from "../runners/Runner.ts"
import { exportLines } from "../runners/ScriptLines.ts"
import type { HealthCheck, Server } from "../targets/Kind.ts"
import { kindOf, serverOf } from "../targets/Registry.ts"
import { secretUses } from "../targets/Secrets.ts"
import {
  type Preparation,
  preparations,
  roundSlices,
  type ScenarioPlan,
  type Slice,
  type SpecPlan,
} from "./Plan.ts"
// Shell functions every script shares: cleanup, ports, readiness.
import PRELUDE from "./prelude.sh" with { type: "text" }
// Shell functions of scripts with secrets: require_env, json_escape, redact_file.
import SECRETS_FUNCTIONS from "./secrets.sh" with { type: "text" }

export interface EmitOptions {
  /** The spec file's directory as seen from the script's directory (or absolute). */
  readonly specDirFromScript: string
  /**
   * The program each tool name stands for (runners' tools, and those of the kinds' health checks),
   * the script's default unless its variable (OHA, GHZ, …) is set; a tool missing here defaults
   * to its name on PATH. GNU time missing: the scripts do not measure peak_rss.
   */
  readonly tools: ReadonlyMap<string, string>
}

interface EmittedFile {
  /** Relative to the output directory. */
  readonly path: string
  readonly content: string
  readonly executable: boolean
}

interface Endpoint {
  readonly host: string
  /** A shell word: a quoted literal port or the port variable. */
  readonly port: string
}

const endpoint = (url: string, portVariable: string): Endpoint => {
  const parsed = new URL(url.replaceAll("{port}", "1"))
  const port = url.includes("{port}")
    ? `"$${portVariable}"`
    : shellQuote(parsed.port || (parsed.protocol === "https:" ? "443" : "80"))
  return { host: shellQuote(parsed.hostname.replace(/^\[|\]$/g, "")), port }
}

/** A `host:port` address as the readiness probe's host and port words. */
const addressEndpoint = (address: string, portVariable: string): Endpoint => {
  const cut = address.lastIndexOf(":")
  const port = address.slice(cut + 1)
  return {
    host: shellQuote(address.slice(0, cut).replace(/^\[|\]$/g, "")),
    port: port === "{port}" ? `"$${portVariable}"` : shellQuote(port),
  }
}

/**
 * A spec name inside a `#` comment. A comment ends at the first newline, so the name is written
 * JSON-escaped (one line, `\n` for a newline) rather than shell-quoted: a raw newline would turn
 * the rest of the name into a command.
 */
const commentName = (name: string): string => JSON.stringify(name)

/** Starts a process (target or service) in the background and waits until it is ready. */
const startProcess = (
  label: string,
  at: Endpoint,
  start: StartCommand,
  portVariable: string,
  log: string,
  envVariables: Readonly<Record<string, string>>,
): ReadonlyArray<string> => {
  const cd = start.cwd === undefined ? "" : ` && cd -- ${shellQuote(start.cwd)}`
  const command = start.cmd.map((arg) => shellTemplate(arg, portVariable))
  const { host, port } = at
  const probePath = shellQuote(start.ready.httpPath ?? "")
  const timeout = Math.max(1, Math.ceil(start.timeoutMs / 1000))
  // The build first, to its end, into the same log; its failure ends the script as a run failure.
  const build =
    start.build === undefined
      ? []
      : [
          `(cd -- "$spec_dir"${cd} && exec -- ${start.build.map(shellQuote).join(" ")}) >${log} 2>&1 || { echo ${shellQuote(`${label}: its build failed; last lines of its log:`)} >&2; tail -n 20 ${log} >&2; exit 3; }`,
        ]
  return [
    ...build,
    `(cd -- "$spec_dir"${cd}${exportLines(start.env, { ...envVariables, "{port}": portVariable })} && exec -- ${command.join(" ")}) >${build.length > 0 ? ">" : ""}${log} 2>&1 &`,
    "pids+=($!)",
    `wait_ready ${shellQuote(label)} ${host} ${port} ${probePath} ${timeout} $! ${log}`,
  ]
}

const ADDRESS_MARKER = "\u0000address\u0000"
const FILE_DIR_MARKER = "\u0000file-dir\u0000"

/** Our literal text beside a marker, left bare so a flag joined to one reads `-flag="$dir"`. */
const PLAIN = /^[A-Za-z0-9_./=-]+$/

// biome-ignore lint/suspicious/noControlCharactersInRegex: the markers are NUL-delimited
const MARKER = /(\u0000[a-z-]+\u0000)/

/**
 * A health check's argument as one shell word: quoted, or where it holds markers, each marker
 * the shell word given for it and the text around it quoted (left bare when plain).
 */
const markedWord = (arg: string, words: Readonly<Record<string, string>>): string =>
  MARKER.test(arg)
    ? arg
        .split(MARKER)
        .filter((part) => part !== "")
        .map((part) => words[part] ?? (PLAIN.test(part) ? part : shellQuote(part)))
        .join("")
    : shellQuote(arg)

/**
 * A server target: its port allocated when it has `{port}`, and started when it has `start`;
 * one with a health check (`ready: grpc`) is waited for until that check answers ready too.
 */
const startServer = (
  server: Server,
  index: number,
  slugName: string,
  envVariables: Readonly<Record<string, string>>,
): string => {
  const portVariable = `port_${index}`
  const lines = [`# target ${commentName(server.name)}`]
  if (server.endpoint.includes("{port}")) lines.push(`${portVariable}=$(free_port)`)
  const start = server.start
  if (start === undefined) return lines.join("\n")
  const log = `"$out/target-${slugName}.log"`
  const label = `target ${server.name}`
  const at =
    server.endpointForm === "url"
      ? endpoint(server.endpoint, portVariable)
      : addressEndpoint(server.endpoint, portVariable)
  lines.push(...startProcess(label, at, start, portVariable, log, envVariables))
  const health = server.health
  if (health !== undefined) {
    const words = {
      [ADDRESS_MARKER]: shellTemplate(server.endpoint, portVariable),
      [FILE_DIR_MARKER]: health.script.fileDir,
    }
    const args = health.args(ADDRESS_MARKER, FILE_DIR_MARKER).map((arg) => markedWord(arg, words))
    const timeout = Math.max(1, Math.ceil(start.timeoutMs / 1000))
    lines.push(
      `${health.script.name} ${shellQuote(label)} ${timeout} $! ${log} ${shellQuote(server.dir ?? "")} ${args.join(" ")}`,
    )
  }
  return lines.join("\n")
}

/** The health checks a script makes, one per shell function. */
const healthChecksOf = (servers: ReadonlyArray<Server>): ReadonlyArray<HealthCheck> => [
  ...new Map(
    servers.flatMap((s) =>
      s.start !== undefined && s.health !== undefined ? [[s.health.script.name, s.health]] : [],
    ),
  ).values(),
]

const startService = (
  service: Service,
  index: number,
  slugName: string,
  envVariables: Readonly<Record<string, string>>,
): string => {
  const portVariable = `service_port_${index}`
  const log = `"$out/service-${slugName}.log"`
  return [
    `# service ${commentName(service.name)}`,
    ...(service.url.includes("{port}") ? [`${portVariable}=$(free_port)`] : []),
    ...startProcess(
      `service ${service.name}`,
      endpoint(service.url, portVariable),
      service.start,
      portVariable,
      log,
      envVariables,
    ),
    `service_url_${index}=${shellSubstitute(service.url, { ...envVariables, "{port}": portVariable })}`,
  ].join("\n")
}

/** The lines of one slice, by its runner; `result` is its quoted result file, if measured. */
const sliceLines = (
  slice: Slice,
  context: ScriptContext,
  result: string | undefined,
): ReadonlyArray<string> => runnerOfSlice(slice).script(slice, context, result)

/** The script's header: what it does and writes, and the variables that choose its programs. */
const headerLines = (
  runners: ReadonlyArray<AnyRunner>,
  preflighted: boolean,
  overrides: ReadonlyArray<string>,
): ReadonlyArray<string> => {
  const results = runners
    .map((r) => `${r.results.description} (.${r.results.extension})`)
    .join(", ")
  const prepares = runners.some((r) => r.prepare !== undefined)
  const text = [
    `Runs on its own: starts the services and targets,${prepares ? " builds what the runners need," : ""}`,
    "warms up, runs the rounds in a counterbalanced order and writes one result per slice to",
    `OUT_DIR (default: results/ next to this script): ${results}.`,
    ...(preflighted ? ["No gRPC preflight: `bench check` runs one before any load."] : []),
  ].join(" ")
  return [
    ...commentLines(text),
    `# Usage: ${overrides.map((o) => `[${o}=…] `).join("")}./this-script.sh [OUT_DIR]`,
  ]
}

/** `# `-comment lines of at most 96 characters; the text is ours, never the spec's. */
const commentLines = (text: string): ReadonlyArray<string> => {
  const lines: string[] = []
  let line = "#"
  for (const word of text.split(" ")) {
    if (line.length + 1 + word.length > 96 && line !== "#") {
      lines.push(line)
      line = "#"
    }
    line += ` ${word}`
  }
  return [...lines, line]
}

/** Whether a scenario's target has preflight checks (`bench check` runs them, scripts do not). */
const preflighted = (spec: SpecPlan, scenarioPlan: ScenarioPlan): boolean =>
  spec.targets.some(
    (t) =>
      scenarioPlan.scenario.targets.includes(t.name) && kindOf(t).preflightChecks !== undefined,
  )

/** Servers the script starts (and whose ports it allocates), in declaration order. */
const startedServers = (spec: SpecPlan, scenarioPlan: ScenarioPlan): ReadonlyArray<Server> =>
  spec.targets.flatMap((t) => {
    const server = scenarioPlan.scenario.targets.includes(t.name) ? serverOf(t) : undefined
    return server === undefined ? [] : [server]
  })

/** The secrets a script needs, each once, and the shell variables that stand for them. */
interface ScriptSecrets {
  /** Each variable's first use: its field is the one a missing variable is reported by. */
  readonly firstUses: ReadonlyArray<SecretUse>
  readonly envVariables: Readonly<Record<string, string>>
  readonly envJsonVariables: Readonly<Record<string, string>>
}

/** Secrets this script needs: its services', its targets' and its scenario's `{env.NAME}`. */
const scriptSecrets = (spec: SpecPlan, scenarioPlan: ScenarioPlan): ScriptSecrets => {
  const { scenario } = scenarioPlan
  const uses = secretUses(spec.spec).filter((use) =>
    use.owner.kind === "service"
      ? true
      : use.owner.kind === "target"
        ? scenario.targets.includes(use.owner.name)
        : use.owner.name === scenario.name,
  )
  const firstUses = [...new Map(uses.map((use) => [use.variable, use] as const)).values()]
  for (const { variable } of firstUses) {
    // Decode allows no other name; a name that could break out of "$NAME" is a bug upstream.
    if (!ENV_NAME.test(variable))
      throw new Error(`emit: ${JSON.stringify(variable)} is no variable name`)
  }
  const envVariables = Object.fromEntries(
    firstUses.map(({ variable }) => [envRef(variable), variable]),
  )
  const envJsonVariables = Object.fromEntries(
    firstUses.map(({ variable }) => [envRef(variable), `env_json_${variable}`]),
  )
  return { firstUses, envVariables, envJsonVariables }
}

/** What the runners' script lines ask of the script: its variables and private file numbers. */
const scriptContext = (
  services: ReadonlyArray<Service>,
  servers: ReadonlyArray<Server>,
  prepared: ReadonlyArray<Preparation>,
  secrets: ScriptSecrets,
  options: EmitOptions,
): ScriptContext => {
  let files = 0
  return {
    serviceVariables: Object.fromEntries(
      services.map((s, i) => [serviceRef(s.name), `service_url_${i}`]),
    ),
    envVariables: secrets.envVariables,
    envJsonVariables: secrets.envJsonVariables,
    nextFile: () => files++,
    portOf: (name: string) => `port_${servers.findIndex((t) => t.name === name)}`,
    preparedOf: (key: string) =>
      `prepared_${prepared.findIndex((p) => p.key === preparedKey(p.runner.name, key))}`,
    tools: options.tools,
  }
}

/** The tools the script runs through a variable a user may override (OHA, GHZ, …), once each. */
const scriptToolsOf = (slices: ReadonlyArray<Slice>): ReadonlyArray<RunnerTool> => [
  ...new Map(
    slices.flatMap(toolsOfSlice).flatMap((t) => (t.script ? [[t.tool, t] as const] : [])),
  ).values(),
]

/** Where it runs from and writes to, its programs, and the health checks' files. */
const setupLines = (
  options: EmitOptions,
  scriptTools: ReadonlyArray<RunnerTool>,
  healthChecks: ReadonlyArray<HealthCheck>,
  scenarioSlug: string,
): ReadonlyArray<string> => [
  `here=$(cd -- "$(dirname -- "\${BASH_SOURCE[0]}")" && pwd)`,
  `spec_dir=$(cd -- "$here" && cd -- ${shellQuote(options.specDirFromScript)} && pwd)`,
  ...scriptTools.map(
    ({ tool, script }) =>
      `${script?.variable}=\${${script?.override}:-${shellQuote(options.tools.get(tool) ?? tool)}}`,
  ),
  ...healthChecks.map(
    ({ tool }) =>
      `${tool.variable}=\${${tool.override}:-${shellQuote(options.tools.get(tool.name) ?? tool.name)}}`,
  ),
  `out=\${1:-"$here/results/${scenarioSlug}"}`,
  `mkdir -p -- "$out"`,
  // Absolute: slices `cd` before they write their results.
  `out=$(cd -- "$out" && pwd)`,
  ...healthChecks.flatMap(({ file, script }) => [
    `mkdir -p -- ${script.fileDir}`,
    `cat >${script.fileDir}/${file.name} <<'${script.delimiter}'`,
    file.content.trimEnd(),
    script.delimiter,
  ]),
]

/** What the runners build once (go test binaries), before anything runs. */
const buildLines = (prepared: ReadonlyArray<Preparation>): ReadonlyArray<string> =>
  prepared.flatMap(({ runner, invocation }, i) => [
    ...(runner.prepare?.what(invocation) === undefined
      ? []
      : [`echo ${shellQuote(`building ${runner.prepare.what(invocation)}`)} >&2`]),
    `prepared_${i}="$out/prepared-${i}"`,
    ...(runner.prepare?.script(invocation, `"$prepared_${i}"`) ?? []),
  ])

/**
 * A slice's lines for one round. From round to round they differ in the results file alone, and
 * writing them again for every round was half of `bench compile`: from its second round on, a
 * slice's lines are written once with a marker for the file, and the marker is replaced per
 * round. Only where that is proven to give the same lines: written with a second marker they
 * must be the first's with it replaced (no user string holds a marker), and a slice that numbers
 * private files (secrets) is written every round, since each round's lines number their own.
 */
const roundSliceLines = (context: ScriptContext) => {
  // Letters only, so no quoting or escaping on the way changes them.
  const MARKER = "BENCHGATEresultsFILE"
  const CHECK = "BENCHGATEresultsCHECK"
  // Per slice: written once and numbered nothing ("once"), numbered files or not provable
  // ("always"), or its template.
  const seen = new Map<Slice, "once" | "always" | ReadonlyArray<string>>()
  return (slice: Slice, file: string): ReadonlyArray<string> => {
    const state = seen.get(slice)
    if (state === undefined) {
      let numbered = false
      const counting = {
        ...context,
        nextFile: () => {
          numbered = true
          return context.nextFile()
        },
      }
      const lines = sliceLines(slice, counting, file)
      seen.set(slice, numbered ? "always" : "once")
      return lines
    }
    if (state === "once") {
      const template = sliceLines(slice, context, MARKER)
      const check = sliceLines(slice, context, CHECK)
      const proven =
        check.length === template.length &&
        check.every((line, i) => line === template[i]?.replaceAll(MARKER, CHECK))
      seen.set(slice, proven ? template : "always")
    }
    const template = seen.get(slice)
    return typeof template === "object"
      ? template.map((line) => line.replaceAll(MARKER, file))
      : sliceLines(slice, context, file)
  }
}

/** The warm-ups, then each round's slices in its planned order, one result file per slice. */
const measureLines = (
  scenarioPlan: ScenarioPlan,
  context: ScriptContext,
): ReadonlyArray<string> => {
  const sliceSlugs = uniqueSlugs(scenarioPlan.slices.map((s) => runnerOfSlice(s).label(s)))
  // `bench check` repeats a steady warm-up's slice while the target's CPU per request falls,
  // which a script does not measure: it warms once, as long as one slice.
  const steady = scenarioPlan.scenario.load.warmupUntilSteady
    ? ["# warmup: steady is measured by bench check; this script warms each target once"]
    : []
  const warmups = scenarioPlan.warmups.flatMap((slice) => [
    ...steady,
    `echo ${shellQuote(`warm-up: ${slice.targets.join(", ")}`)} >&2`,
    ...sliceLines(slice, context, undefined),
  ])
  const linesOf = roundSliceLines(context)
  const rounds = Array.from({ length: scenarioPlan.rounds }, (_, r) => {
    const order = roundSlices(scenarioPlan, r + 1)
    return [
      `echo ${shellQuote(`round ${r + 1}/${scenarioPlan.rounds}: ${order.flatMap((s) => s.targets).join(", ")}`)} >&2`,
      ...order.flatMap((slice) => {
        const index = scenarioPlan.slices.indexOf(slice)
        const file = `"$out/round-${r + 1}-${sliceSlugs[index] ?? "slice"}.${runnerOfSlice(slice).results.extension}"`
        return linesOf(slice, file)
      }),
    ]
  }).flat()
  return [...warmups, ...rounds]
}

/** One scenario's script, in the order it runs: setup, starts, builds, warm-ups, rounds. */
const emitScenario = (
  spec: SpecPlan,
  scenarioPlan: ScenarioPlan,
  scenarioSlug: string,
  options: EmitOptions,
): string => {
  const { scenario } = scenarioPlan
  const runners = [...new Set([...scenarioPlan.slices, ...scenarioPlan.warmups].map(runnerOfSlice))]
  const servers = startedServers(spec, scenarioPlan)
  const healthChecks = healthChecksOf(servers)
  const { services } = spec
  const prepared = preparations({ ...spec, scenarios: [scenarioPlan] })
  const secrets = scriptSecrets(spec, scenarioPlan)
  const { firstUses, envVariables } = secrets
  const context = scriptContext(services, servers, prepared, secrets, options)
  const scriptTools = scriptToolsOf([...scenarioPlan.slices, ...scenarioPlan.warmups])
  const serviceSlugs = uniqueSlugs(services.map((s) => s.name))
  const targetSlugs = uniqueSlugs(servers.map((t) => t.name))
  const body = [
    ...services.map((s, i) => startService(s, i, serviceSlugs[i] ?? "service", envVariables)),
    ...servers.map((t, i) => startServer(t, i, targetSlugs[i] ?? "target", envVariables)),
    "",
    ...buildLines(prepared),
    ...measureLines(scenarioPlan, context),
  ]
  const privateFiles = body.some((line) => line.includes('"$secrets/'))
  return `${[
    "#!/usr/bin/env bash",
    `# benchgate: spec ${commentName(spec.spec.name)}, scenario ${commentName(scenario.name)}.`,
    ...headerLines(runners, preflighted(spec, scenarioPlan), [
      ...scriptTools.map((t) => t.script?.override ?? ""),
      ...healthChecks.map((h) => h.tool.override),
    ]),
    ...(firstUses.length === 0 ? [] : SECRETS_HEADER),
    "",
    PRELUDE,
    ...healthChecks.flatMap((h) => [h.script.definition, ""]),
    ...(firstUses.length === 0 ? [] : secretsSetup(firstUses)),
    // Also without variables: a URL's password written in the spec stays off argv too.
    ...(privateFiles ? PRIVATE_FILES_SETUP : []),
    ...(firstUses.length === 0 && !privateFiles ? [] : [""]),
    ...setupLines(options, scriptTools, healthChecks, scenarioSlug),
    "",
    ...body,
    `echo "results in $out" >&2`,
  ].join("\n")}\n`
}

const SECRETS_HEADER = [
  "# Secrets ({env.NAME} in the spec) are read from the environment when the script runs and are",
  "# never written here; it stops with exit 3 when one is unset or empty.",
]

/** Shell functions and checks of a script whose spec refers to environment variables. */
const secretsSetup = (uses: ReadonlyArray<SecretUse>): ReadonlyArray<string> => [
  SECRETS_FUNCTIONS.trimEnd(),
  `secret_names=(${uses.map((use) => use.variable).join(" ")})`,
  ...uses.flatMap(({ variable, field }) => [
    `require_env ${variable} ${shellQuote(field)}`,
    `env_json_${variable}=$(json_escape "$${variable}")`,
  ]),
]

const PRIVATE_FILES_SETUP = [
  "# Files that carry secrets to oha and ghz instead of their argv: mode 0600, removed on exit.",
  "secrets=$(mktemp -d)",
  `trap 'stop_targets; rm -rf -- "$secrets"' EXIT`,
]

/** One script per scenario, under a folder named after the spec. */
export const emitSpec = (spec: SpecPlan, options: EmitOptions): ReadonlyArray<EmittedFile> => {
  const slugs = uniqueSlugs(spec.scenarios.map((s) => s.scenario.name))
  return spec.scenarios.map((scenario, i) => {
    const scenarioSlug = slugs[i] ?? "scenario"
    return {
      path: `${scenarioSlug}.sh`,
      content: emitScenario(spec, scenario, scenarioSlug, options),
      executable: true,
    }
  })
}
