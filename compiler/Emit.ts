/**
 * emit: Plan → runner scripts, pure. One bash script per scenario that runs on its own: it
 * allocates ports, starts the spec's services and the scenario's HTTP targets in their own
 * process groups, waits until they are ready, builds Go test binaries, runs the warm-ups and
 * the rounds in the planned order — each slice with its runner, writing one result file per
 * slice — and stops every process it started on any exit. `bench compile` stops here.
 *
 * Result files, per round R and slice: `round-R-SLUG.json` (oha's JSON report),
 * `round-R-SLUG.jsonl` (the bun harness's record), `round-R-SLUG.timing` (the command
 * runner's timing lines, runners/command/CommandScript.ts) and `round-R-SLUG.txt` (go's
 * benchmark output).
 *
 * Every string from a spec reaches the script through shellQuote/shellSubstitute; variable
 * names and file names are ours (indices and slugs), never user text.
 */

import { bunBenchCommand } from "../runners/bun/BunBenchCommand.ts"
import { commandScriptArgs } from "../runners/command/CommandScript.ts"
import { goBinaryBenchArgs, goTestCompileArgs } from "../runners/go/GoCommand.ts"
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
import { shellQuote, shellSubstitute, shellTemplate, uniqueSlugs } from "./ShellQuote.ts"
import type { HttpTarget, Service, StartCommand } from "./Spec.ts"
import { serviceRef } from "./Templates.ts"

export interface EmitOptions {
  /** The spec file's directory as seen from the script's directory (or absolute). */
  readonly specDirFromScript: string
  /** The oha binary the script uses unless OHA is set. */
  readonly oha: string
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
  url: string,
  start: StartCommand,
  portVariable: string,
  log: string,
): ReadonlyArray<string> => {
  const cd = start.cwd === undefined ? "" : ` && cd -- ${shellQuote(start.cwd)}`
  const command = start.cmd.map((arg) => shellTemplate(arg, portVariable))
  const { host, port } = endpoint(url, portVariable)
  const probePath = shellQuote(start.ready.httpPath ?? "")
  const timeout = Math.max(1, Math.ceil(start.timeoutMs / 1000))
  return [
    `(cd -- "$spec_dir"${cd}${exports(start.env, { "{port}": portVariable })} && exec -- ${command.join(" ")}) >${log} 2>&1 &`,
    "pids+=($!)",
    `wait_ready ${shellQuote(label)} ${host} ${port} ${probePath} ${timeout} $! ${log}`,
  ]
}

const startTarget = (target: HttpTarget, index: number, slugName: string): string => {
  const portVariable = `port_${index}`
  const lines = [`# target ${commentName(target.name)}`]
  if (target.url.includes("{port}")) lines.push(`${portVariable}=$(free_port)`)
  if (target.start) {
    const log = `"$out/target-${slugName}.log"`
    lines.push(
      ...startProcess(`target ${target.name}`, target.url, target.start, portVariable, log),
    )
  }
  return lines.join("\n")
}

const startService = (service: Service, index: number, slugName: string): string => {
  const portVariable = `service_port_${index}`
  const log = `"$out/service-${slugName}.log"`
  return [
    `# service ${commentName(service.name)}`,
    ...(service.url.includes("{port}") ? [`${portVariable}=$(free_port)`] : []),
    ...startProcess(`service ${service.name}`, service.url, service.start, portVariable, log),
    `service_url_${index}=${shellTemplate(service.url, portVariable)}`,
  ].join("\n")
}

/** A quoted oha command line for one slice; `{port}` in the URL becomes the target's port. */
const ohaLine = (input: OhaCommandInput, portVariable: string): string => {
  const marker = "\u0000url\u0000"
  const args = ohaArgs({ ...input, url: marker }).map((arg) =>
    arg === marker ? shellTemplate(input.url, portVariable) : shellQuote(arg),
  )
  return `"$oha" ${args.join(" ")}`
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
      const line = ohaLine(invocation.input, context.portOf(slice.targets[0] ?? ""))
      return [`${line} >${result ?? "/dev/null"}`]
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
        `(${cdInto(invocation.dir, undefined)}${exports(invocation.env, context.serviceVariables)}${harnessEnv} && exec -- "$bun" ${command.args.map(shellQuote).join(" ")}) >&2`,
      ]
    }
    case "command": {
      const prefix = `(${cdInto(invocation.dir, invocation.cwd)}${exports(invocation.env, context.serviceVariables)} && exec -- `
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
  const httpTargets = spec.targets.filter(
    (t): t is HttpTarget => t.kind === "http" && scenario.targets.includes(t.name),
  )
  const targetSlugs = uniqueSlugs(httpTargets.map((t) => t.name))
  const portOf = (name: string) => `port_${httpTargets.findIndex((t) => t.name === name)}`

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

  const context: ScriptContext = {
    serviceVariables,
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
    ...(onlyOha ? OHA_HEADER : GENERAL_HEADER),
  ]
  const setup = [
    `here=$(cd -- "$(dirname -- "\${BASH_SOURCE[0]}")" && pwd)`,
    `spec_dir=$(cd -- "$here" && cd -- ${shellQuote(options.specDirFromScript)} && pwd)`,
    ...(runners.has("oha") ? [`oha=\${OHA:-${shellQuote(options.oha)}}`] : []),
    ...(runners.has("bun") ? [`bun=\${BUN:-${shellQuote(options.bun ?? "bun")}}`] : []),
    ...(runners.has("go") ? [`go=\${GO:-${shellQuote(options.go ?? "go")}}`] : []),
    `out=\${1:-"$here/results/${scenarioSlug}"}`,
    `mkdir -p -- "$out"`,
    // Absolute: slices `cd` before they write their results.
    `out=$(cd -- "$out" && pwd)`,
  ]
  const starts = [
    ...services.map((s, i) => startService(s, i, serviceSlugs[i] ?? "service")),
    ...httpTargets.map((t, i) => startTarget(t, i, targetSlugs[i] ?? "target")),
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
  return `${[
    ...header,
    "",
    PRELUDE,
    ...setup,
    "",
    ...starts,
    "",
    ...builds,
    ...warmups,
    ...rounds,
    `echo "results in $out" >&2`,
  ].join("\n")}\n`
}

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
