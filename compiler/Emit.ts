/**
 * emit: Plan → runner scripts, pure. One bash script per scenario that runs on its own: it
 * allocates ports, starts the spec's services and the scenario's HTTP targets in their own
 * process groups, waits until they are ready, builds Go test binaries, runs the warm-ups and
 * the rounds in the planned order — each slice with its runner, writing one result file per
 * slice — and stops every process it started on any exit. `bench compile` stops here.
 *
 * Result files, per round R and slice: `round-R-SLUG.json` (oha's JSON report),
 * `round-R-SLUG.ghz.json` (ghz's JSON report), `round-R-SLUG.jsonl` (the bun harness's record),
 * `round-R-SLUG.timing` (the command runner's timing lines, runners/command/CommandScript.ts)
 * and `round-R-SLUG.txt` (go's benchmark output).
 *
 * gRPC targets start like HTTP ones; `ready: grpc` adds grpcurl's health check after the port
 * probe. The scripts run no preflight (`bench check` does, before any load): a method the
 * server lacks fails in the first ghz run.
 *
 * Every string from a spec reaches the script through shellQuote/shellSubstitute; variable
 * names and file names are ours (indices and slugs), never user text.
 */

import { shellQuote, shellSubstitute, shellTemplate, uniqueSlugs } from "../core/ShellQuote.ts"
import type { GrpcTarget, HttpTarget, Service, StartCommand } from "../core/Spec.ts"
import {
  ENV_NAME,
  envRef,
  hasEnvRef,
  isJsonText,
  type SecretUse,
  secretUses,
  serviceRef,
} from "../core/Templates.ts"
import { bunBenchCommand } from "../runners/bun/BunBenchCommand.ts"
import { commandScriptArgs } from "../runners/command/CommandScript.ts"
import { type GhzCommandInput, ghzArgs } from "../runners/ghz/GhzCommand.ts"
import { goBinaryBenchArgs, goTestCompileArgs } from "../runners/go/GoCommand.ts"
import { HEALTH_PROTO, HEALTH_PROTO_FILE, healthCheckArgs } from "../runners/grpcurl/Health.ts"
import { type OhaCommandInput, ohaArgs } from "../runners/oha/OhaCommand.ts"
import {
  goDuration,
  goPackageKey,
  type Invocation,
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
  /** The oha binary the script uses unless OHA is set. */
  readonly oha: string
  /** The ghz binary for grpc slices unless GHZ is set (default `ghz`). */
  readonly ghz?: string
  /** The grpcurl binary for gRPC health checks unless GRPCURL is set (default `grpcurl`). */
  readonly grpcurl?: string
  /** The bun binary for bun slices unless BUN is set (default `bun`). */
  readonly bun?: string
  /** The go binary for go slices unless GO is set (default `go`). */
  readonly go?: string
  /** GNU time, to measure peak_rss of commands (absent: the scripts do not measure it). */
  readonly gnuTime?: string
}

export interface EmittedFile {
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

/** A gRPC `host:port` address as the readiness probe's host and port words. */
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

/** `&& export 'K=V'` for each variable, placeholders replaced by shell variables. */
const exports = (
  env: Readonly<Record<string, string>>,
  variables: Readonly<Record<string, string>>,
): string =>
  // `export 'K=V'` rather than `env K=V cmd`: env would take a program name containing `=`
  // for one more assignment. Decode allows only identifier names, so export cannot fail.
  Object.entries(env)
    .map(([k, v]) => ` && export ${shellSubstitute(`${k}=${v}`, variables)}`)
    .join("")

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
  return [
    `(cd -- "$spec_dir"${cd}${exports(start.env, { ...envVariables, "{port}": portVariable })} && exec -- ${command.join(" ")}) >${log} 2>&1 &`,
    "pids+=($!)",
    `wait_ready ${shellQuote(label)} ${host} ${port} ${probePath} ${timeout} $! ${log}`,
  ]
}

const startTarget = (
  target: HttpTarget,
  index: number,
  slugName: string,
  envVariables: Readonly<Record<string, string>>,
): string => {
  const portVariable = `port_${index}`
  const lines = [`# target ${commentName(target.name)}`]
  if (target.url.includes("{port}")) lines.push(`${portVariable}=$(free_port)`)
  if (target.start) {
    const log = `"$out/target-${slugName}.log"`
    lines.push(
      ...startProcess(
        `target ${target.name}`,
        endpoint(target.url, portVariable),
        target.start,
        portVariable,
        log,
        envVariables,
      ),
    )
  }
  return lines.join("\n")
}

const ADDRESS_MARKER = "\u0000address\u0000"
const IMPORT_PATH_MARKER = "\u0000import-path\u0000"

/** Where the scripts write the health proto (HEALTH_PROTO) for grpcurl's health checks. */
const HEALTH_DIR = `"$out/grpc-health"`

/** Quotes an argv, writing shell words of ours where markers stand. */
const substituted = (
  argv: ReadonlyArray<string>,
  words: Readonly<Record<string, string>>,
): string => argv.map((arg) => words[arg] ?? shellQuote(arg)).join(" ")

/** A gRPC target: started like an HTTP one; `ready: grpc` waits for its health check too. */
const startGrpcTarget = (
  target: GrpcTarget,
  index: number,
  slugName: string,
  envVariables: Readonly<Record<string, string>>,
): string => {
  const portVariable = `port_${index}`
  const lines = [`# target ${commentName(target.name)}`]
  if (target.address.includes("{port}")) lines.push(`${portVariable}=$(free_port)`)
  const start = target.start
  if (start) {
    const log = `"$out/target-${slugName}.log"`
    const label = `target ${target.name}`
    const at = addressEndpoint(target.address, portVariable)
    lines.push(...startProcess(label, at, start, portVariable, log, envVariables))
    if (start.ready.grpcService !== undefined) {
      const args = healthCheckArgs(
        { ...target, address: ADDRESS_MARKER },
        start.ready.grpcService,
        IMPORT_PATH_MARKER,
      )
      const words = {
        [ADDRESS_MARKER]: shellTemplate(target.address, portVariable),
        [`-import-path=${IMPORT_PATH_MARKER}`]: `-import-path=${HEALTH_DIR}`,
      }
      const timeout = Math.max(1, Math.ceil(start.timeoutMs / 1000))
      lines.push(
        `wait_grpc_health ${shellQuote(label)} ${timeout} $! ${log} ${shellQuote(target.dir ?? "")} ${substituted(args, words)}`,
      )
    }
  }
  return lines.join("\n")
}

/** Shell function of scripts with a gRPC health check (after prelude.sh's wait_ready). */
const WAIT_GRPC_HEALTH = [
  "# wait_grpc_health LABEL TIMEOUT_S PID LOG DIR GRPCURL_ARGS…: the health check answers SERVING",
  '# (grpcurl runs in DIR, or the spec\'s directory when DIR is "": TLS files are relative to it).',
  "wait_grpc_health() {",
  "  local label=$1 deadline=$((SECONDS + $2)) pid=$3 log=$4 dir=$5 answer",
  "  shift 5",
  '  [ -n "$dir" ] || dir=$spec_dir',
  "  while :; do",
  '    answer=$(cd -- "$dir" && "$grpcurl" "$@" 2>&1) || true',
  '    [[ "$answer" == *\'"SERVING"\'* ]] && return 0',
  '    if ! kill -0 "$pid" 2>/dev/null; then',
  '      echo "$label exited before its health check answered SERVING; last lines of its log:" >&2',
  '      tail -n 20 "$log" >&2',
  "      exit 3",
  "    fi",
  '    if [ "$SECONDS" -ge "$deadline" ]; then',
  '      echo "$label: the health check did not answer SERVING within $2 s; last answer: $answer" >&2',
  "      exit 3",
  "    fi",
  "    sleep 0.1",
  "  done",
  "}",
].join("\n")

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

const BODY_FILE_MARKER = "\u0000body-file\u0000"
const METADATA_FILE_MARKER = "\u0000metadata-file\u0000"
const DATA_FILE_MARKER = "\u0000data-file\u0000"

/**
 * The lines that write `content` (with `{env.NAME}` from the environment) to a file of mode
 * 0600 in the script's private `$secrets` directory: printf is a builtin, so the value is on
 * no process's argv. The file's shell variable is `variable`.
 */
const privateFile = (
  variable: string,
  content: string,
  context: ScriptContext,
): ReadonlyArray<string> => {
  const variables = isJsonText(content) ? context.envJsonVariables : context.envVariables
  return [
    `${variable}="$secrets/${variable}"`,
    `(umask 077 && printf '%s' ${shellSubstitute(content, variables)} >"$${variable}")`,
  ]
}

/**
 * The command line(s) for an oha slice; `{port}` in the URL becomes the target's port, and
 * `{env.NAME}` the variable (oha takes headers and the URL's userinfo only on argv; a body with
 * a secret goes through a private file).
 */
const ohaLines = (
  input: OhaCommandInput,
  portVariable: string,
  context: ScriptContext,
): { readonly setup: ReadonlyArray<string>; readonly command: string } => {
  const secretBody = input.body !== undefined && hasEnvRef(input.body)
  const file = secretBody ? `secret_file_${context.nextFile()}` : ""
  const args = ohaArgs(secretBody ? { ...input, bodyFile: BODY_FILE_MARKER } : input)
  const last = args.length - 1
  const words = args.map((arg, i) =>
    shellSubstitute(arg, {
      ...context.envVariables,
      ...(i === last ? { "{port}": portVariable } : {}),
      [BODY_FILE_MARKER]: file,
    }),
  )
  return {
    setup: secretBody ? privateFile(file, input.body ?? "", context) : [],
    command: `"$oha" ${words.join(" ")}`,
  }
}

/**
 * The command line(s) for a ghz slice; `{port}` in the address becomes the target's port.
 * Metadata and data with a secret go through private files (`--metadata-file`,
 * `--data-file`); only the reflection metadata has no file form.
 */
const ghzLines = (
  input: GhzCommandInput,
  portVariable: string,
  context: ScriptContext,
): {
  readonly setup: ReadonlyArray<string>
  readonly command: string
  readonly redact: boolean
} => {
  const metadata = input.target.metadata
  const secretMetadata = Object.values(metadata).some(hasEnvRef)
  const secretData = hasEnvRef(input.data)
  const metadataFile = secretMetadata ? `secret_file_${context.nextFile()}` : ""
  const dataFile = secretData ? `secret_file_${context.nextFile()}` : ""
  const args = ghzArgs({
    ...input,
    target: { ...input.target, address: ADDRESS_MARKER },
    ...(secretMetadata ? { metadataFile: METADATA_FILE_MARKER } : {}),
    ...(secretData ? { dataFile: DATA_FILE_MARKER } : {}),
  })
  const address = shellTemplate(input.target.address, portVariable)
  const words = args.map((arg) =>
    arg === ADDRESS_MARKER
      ? address
      : shellSubstitute(arg, {
          ...context.envJsonVariables,
          [METADATA_FILE_MARKER]: metadataFile,
          [DATA_FILE_MARKER]: dataFile,
        }),
  )
  return {
    setup: [
      ...(secretMetadata ? privateFile(metadataFile, JSON.stringify(metadata), context) : []),
      ...(secretData ? privateFile(dataFile, input.data, context) : []),
    ],
    command: `"$ghz" ${words.join(" ")}`,
    // ghz's JSON report repeats its options, metadata and data included.
    redact: secretMetadata || secretData,
  }
}

/** `cd`s into a directory relative to the spec's (or a base copy's absolute one). */
const cdInto = (dir: string | undefined, sub: string | undefined): string => {
  const base = dir === undefined ? `cd -- "$spec_dir"` : `cd -- ${shellQuote(dir)}`
  return sub === undefined ? base : `${base} && cd -- ${shellQuote(sub)}`
}

/** Quotes an argv, writing `fileWord` (a shell word of ours) where `marker` stands. */
const words = (argv: ReadonlyArray<string>, marker: string, fileWord: string): string =>
  argv.map((arg) => (arg === marker ? fileWord : shellQuote(arg))).join(" ")

const FILE_MARKER = "\u0000file\u0000"

interface ScriptContext {
  /** Placeholder → shell variable: `{service.api}` → `service_url_0`. */
  readonly serviceVariables: Readonly<Record<string, string>>
  /** `{env.NAME}` → `NAME`: a secret is the variable itself, never its value. */
  readonly envVariables: Readonly<Record<string, string>>
  /** `{env.NAME}` → `env_json_NAME`: the value JSON-escaped, for JSON text (data, bodies). */
  readonly envJsonVariables: Readonly<Record<string, string>>
  /** A new number for a private file. */
  readonly nextFile: () => number
  readonly portOf: (target: string) => string
  /** Shell variable holding the go test binary for a package. */
  readonly binaryOf: (invocation: Extract<Invocation, { runner: "go" }>) => string
  readonly gnuTime?: string
}

/**
 * The command line(s) for one slice. `result` is the file its measurement goes to (a quoted
 * shell word), or undefined for an unmeasured warm-up.
 */
const sliceLines = (
  slice: Slice,
  context: ScriptContext,
  result: string | undefined,
): ReadonlyArray<string> => {
  const invocation = slice.invocation
  switch (invocation.runner) {
    case "oha": {
      const { setup, command } = ohaLines(
        invocation.input,
        context.portOf(slice.targets[0] ?? ""),
        context,
      )
      return [...setup, `${command} >${result ?? "/dev/null"}`]
    }
    case "ghz": {
      // In the target's directory: protos, protoset and CA files are relative to it.
      const { setup, command, redact } = ghzLines(
        invocation.input,
        context.portOf(slice.targets[0] ?? ""),
        context,
      )
      return [
        ...setup,
        `(${cdInto(invocation.dir, undefined)} && exec -- ${command}) >${result ?? "/dev/null"}`,
        ...(redact && result !== undefined ? [`redact_file ${result}`] : []),
      ]
    }
    case "bun": {
      const file = result ?? "/dev/null"
      const command = bunBenchCommand({
        file: invocation.file,
        group: invocation.group,
        resultsFile: FILE_MARKER,
        ...invocation.settings,
      })
      const harnessEnv = Object.entries(command.env)
        .map(([k, v]) =>
          v === FILE_MARKER ? ` && export ${k}=${file}` : ` && export ${shellQuote(`${k}=${v}`)}`,
        )
        .join("")
      return [
        ...(result === undefined ? [] : [`: >${result}`]),
        `(${cdInto(invocation.dir, undefined)}${exports(invocation.env, { ...context.envVariables, ...context.serviceVariables })}${harnessEnv} && exec -- "$bun" ${command.args.map(shellQuote).join(" ")}) >&2`,
      ]
    }
    case "command": {
      const prefix = `(${cdInto(invocation.dir, invocation.cwd)}${exports(invocation.env, { ...context.envVariables, ...context.serviceVariables })} && exec -- `
      if (result === undefined) {
        return [`${prefix}${invocation.cmd.map(shellQuote).join(" ")}) >/dev/null`]
      }
      const argv = commandScriptArgs(invocation.cmd, FILE_MARKER, context.gnuTime)
      return [`: >${result}`, `${prefix}${words(argv, FILE_MARKER, result)}) >/dev/null`]
    }
    case "go": {
      const args = goBinaryBenchArgs({
        benchmarks: [invocation.benchmark],
        count: 1,
        benchtime: goDuration(invocation.benchtimeMs),
      })
      return [
        `(${cdInto(invocation.dir, invocation.package)} && exec -- "$${context.binaryOf(invocation)}" ${args.map(shellQuote).join(" ")}) >${result ?? "/dev/null"}`,
      ]
    }
  }
}

const EXTENSION: Readonly<Record<Invocation["runner"], string>> = {
  oha: "json",
  ghz: "ghz.json",
  bun: "jsonl",
  command: "timing",
  go: "txt",
}

const OHA_HEADER = [
  "# Runs on its own: starts the targets, warms them up, runs the rounds in a counterbalanced",
  "# order and writes one oha JSON report per slice to OUT_DIR (default: results/ next to",
  "# this script). Usage: [OHA=/path/to/oha] ./this-script.sh [OUT_DIR]",
]

const GENERAL_HEADER = [
  "# Runs on its own: starts the services and targets, builds Go test binaries, warms up, runs",
  "# the rounds in a counterbalanced order and writes one result per slice to OUT_DIR (default:",
  "# results/ next to this script): oha JSON (.json), bun harness records (.jsonl), command",
  "# timings (.timing), go benchmark output (.txt).",
  "# Usage: [OHA=…] [BUN=…] [GO=…] ./this-script.sh [OUT_DIR]",
]

const GRPC_HEADER = [
  "# Runs on its own: starts the services and targets, builds Go test binaries, warms up, runs",
  "# the rounds in a counterbalanced order and writes one result per slice to OUT_DIR (default:",
  "# results/ next to this script): oha JSON (.json), ghz JSON (.ghz.json), bun harness records",
  "# (.jsonl), command timings (.timing), go benchmark output (.txt). No gRPC preflight: `bench",
  "# check` runs one before any load.",
  "# Usage: [OHA=…] [GHZ=…] [GRPCURL=…] [BUN=…] [GO=…] ./this-script.sh [OUT_DIR]",
]

const emitScenario = (
  spec: SpecPlan,
  scenarioPlan: ScenarioPlan,
  scenarioSlug: string,
  options: EmitOptions,
): string => {
  const { scenario } = scenarioPlan
  const runners = new Set(
    [...scenarioPlan.slices, ...scenarioPlan.warmups].map((s) => s.invocation.runner),
  )
  // Servers the script starts (and whose ports it allocates), in declaration order.
  const servers = spec.targets.filter(
    (t): t is HttpTarget | GrpcTarget =>
      (t.kind === "http" || t.kind === "grpc") && scenario.targets.includes(t.name),
  )
  const targetSlugs = uniqueSlugs(servers.map((t) => t.name))
  const portOf = (name: string) => `port_${servers.findIndex((t) => t.name === name)}`
  const healthChecked = servers.some(
    (t) => t.kind === "grpc" && t.start?.ready.grpcService !== undefined,
  )

  const services = spec.services
  const serviceSlugs = uniqueSlugs(services.map((s) => s.name))
  const serviceVariables = Object.fromEntries(
    services.map((s, i) => [serviceRef(s.name), `service_url_${i}`]),
  )

  // One test binary per go package, built before anything runs.
  const goInvocations = [...scenarioPlan.slices, ...scenarioPlan.warmups].flatMap((s) =>
    s.invocation.runner === "go" ? [s.invocation] : [],
  )
  const packages = [...new Map(goInvocations.map((inv) => [goPackageKey(inv), inv])).values()]
  const binaryOf = (inv: Extract<Invocation, { runner: "go" }>) =>
    `go_test_${packages.findIndex((p) => goPackageKey(p) === goPackageKey(inv))}`

  // Secrets this script needs: its services', its targets' and its scenario's `{env.NAME}`.
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
  let files = 0
  const context: ScriptContext = {
    serviceVariables,
    envVariables,
    envJsonVariables,
    nextFile: () => files++,
    portOf,
    binaryOf,
    ...(options.gnuTime === undefined ? {} : { gnuTime: options.gnuTime }),
  }
  const sliceSlugs = uniqueSlugs(
    scenarioPlan.slices.map((s) =>
      s.invocation.runner === "bun" ? s.invocation.group : (s.targets[0] ?? "slice"),
    ),
  )
  const onlyOha = runners.size === 1 && runners.has("oha")

  const header = [
    "#!/usr/bin/env bash",
    `# benchgate: spec ${commentName(spec.spec.name)}, scenario ${commentName(scenario.name)}.`,
    ...(onlyOha ? OHA_HEADER : runners.has("ghz") || healthChecked ? GRPC_HEADER : GENERAL_HEADER),
  ]
  const setup = [
    `here=$(cd -- "$(dirname -- "\${BASH_SOURCE[0]}")" && pwd)`,
    `spec_dir=$(cd -- "$here" && cd -- ${shellQuote(options.specDirFromScript)} && pwd)`,
    ...(runners.has("oha") ? [`oha=\${OHA:-${shellQuote(options.oha)}}`] : []),
    ...(runners.has("ghz") ? [`ghz=\${GHZ:-${shellQuote(options.ghz ?? "ghz")}}`] : []),
    ...(healthChecked ? [`grpcurl=\${GRPCURL:-${shellQuote(options.grpcurl ?? "grpcurl")}}`] : []),
    ...(runners.has("bun") ? [`bun=\${BUN:-${shellQuote(options.bun ?? "bun")}}`] : []),
    ...(runners.has("go") ? [`go=\${GO:-${shellQuote(options.go ?? "go")}}`] : []),
    `out=\${1:-"$here/results/${scenarioSlug}"}`,
    `mkdir -p -- "$out"`,
    // Absolute: slices `cd` before they write their results.
    `out=$(cd -- "$out" && pwd)`,
    ...(healthChecked
      ? [
          `mkdir -p -- ${HEALTH_DIR}`,
          `cat >${HEALTH_DIR}/${HEALTH_PROTO_FILE} <<'BENCHGATE_HEALTH_PROTO'`,
          HEALTH_PROTO.trimEnd(),
          "BENCHGATE_HEALTH_PROTO",
        ]
      : []),
  ]
  const starts = [
    ...services.map((s, i) => startService(s, i, serviceSlugs[i] ?? "service", envVariables)),
    ...servers.map((t, i) =>
      t.kind === "http"
        ? startTarget(t, i, targetSlugs[i] ?? "target", envVariables)
        : startGrpcTarget(t, i, targetSlugs[i] ?? "target", envVariables),
    ),
  ]
  const builds = packages.flatMap((inv, i) => [
    `echo ${shellQuote(`building the go test binary of ${inv.package}`)} >&2`,
    `go_test_${i}="$out/go-${i}.test"`,
    `(${cdInto(inv.dir, inv.package)} && exec -- "$go" ${words(goTestCompileArgs(FILE_MARKER), FILE_MARKER, `"$go_test_${i}"`)})`,
  ])
  const warmups = scenarioPlan.warmups.flatMap((slice) => [
    `echo ${shellQuote(`warm-up: ${slice.targets.join(", ")}`)} >&2`,
    ...sliceLines(slice, context, undefined),
  ])
  const rounds = Array.from({ length: scenarioPlan.rounds }, (_, r) => {
    const order = roundSlices(scenarioPlan, r + 1)
    return [
      `echo ${shellQuote(`round ${r + 1}/${scenarioPlan.rounds}: ${order.flatMap((s) => s.targets).join(", ")}`)} >&2`,
      ...order.flatMap((slice) => {
        const index = scenarioPlan.slices.indexOf(slice)
        const file = `"$out/round-${r + 1}-${sliceSlugs[index] ?? "slice"}.${EXTENSION[slice.invocation.runner]}"`
        return sliceLines(slice, context, file)
      }),
    ]
  }).flat()
  const body = [...starts, "", ...builds, ...warmups, ...rounds]
  return `${[
    ...header,
    ...(firstUses.length === 0 ? [] : SECRETS_HEADER),
    "",
    PRELUDE,
    ...(healthChecked ? [WAIT_GRPC_HEALTH, ""] : []),
    ...(firstUses.length === 0
      ? []
      : secretsSetup(
          firstUses,
          body.some((line) => line.includes('"$secrets/')),
        )),
    ...setup,
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
const secretsSetup = (uses: ReadonlyArray<SecretUse>, files: boolean): ReadonlyArray<string> => [
  SECRETS_FUNCTIONS.trimEnd(),
  `secret_names=(${uses.map((use) => use.variable).join(" ")})`,
  ...uses.flatMap(({ variable, field }) => [
    `require_env ${variable} ${shellQuote(field)}`,
    `env_json_${variable}=$(json_escape "$${variable}")`,
  ]),
  ...(files
    ? [
        "# Files that carry secrets to oha and ghz instead of their argv: mode 0600, removed on exit.",
        "secrets=$(mktemp -d)",
        `trap 'stop_targets; rm -rf -- "$secrets"' EXIT`,
      ]
    : []),
  "",
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
