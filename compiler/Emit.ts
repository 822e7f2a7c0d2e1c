/**
 * emit: Plan → runner scripts, pure. One bash script per scenario that runs on its own: it
 * allocates ports, starts the scenario's targets in their own process groups, waits until they
 * are ready, warms them up, runs the rounds in the planned order with oha writing one JSON
 * report per slice, and stops every target on any exit. `bench compile` stops here.
 *
 * Every string from a spec reaches the script through shellQuote/shellTemplate; variable
 * names and file names are ours (indices and slugs), never user text.
 */
// Shell functions every script shares: cleanup, ports, readiness.

import { type OhaCommandInput, ohaArgs } from "../runners/oha/OhaCommand.ts"
import type { ScenarioPlan, SpecPlan } from "./Plan.ts"
import PRELUDE from "./prelude.sh" with { type: "text" }
import { shellQuote, shellTemplate, uniqueSlugs } from "./ShellQuote.ts"
import type { Target } from "./Spec.ts"

export interface EmitOptions {
  /** The spec file's directory as seen from the script's directory (or absolute). */
  readonly specDirFromScript: string
  /** The oha binary the script uses unless OHA is set. */
  readonly oha: string
}

export interface EmittedFile {
  /** Relative to the output directory. */
  readonly path: string
  readonly content: string
  readonly executable: boolean
}

interface Endpoint {
  readonly host: string
  /** A shell word: a quoted literal port or the target's port variable. */
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

const startTarget = (target: Target, index: number, slugName: string): string => {
  const portVariable = `port_${index}`
  const log = `"$out/target-${slugName}.log"`
  const lines = [`# target ${commentName(target.name)}`]
  if (target.url.includes("{port}")) lines.push(`${portVariable}=$(free_port)`)
  const start = target.start
  if (!start) return lines.join("\n")
  const cd = start.cwd === undefined ? "" : ` && cd -- ${shellQuote(start.cwd)}`
  // `export 'K=V'` rather than `env K=V cmd`: env would take a program name containing `=`
  // for one more assignment. Decode allows only identifier names, so export cannot fail.
  const exports = Object.entries(start.env).map(
    ([k, v]) => ` && export ${shellTemplate(`${k}=${v}`, portVariable)}`,
  )
  const command = start.cmd.map((arg) => shellTemplate(arg, portVariable))
  const { host, port } = endpoint(target.url, portVariable)
  const probePath = shellQuote(start.ready.httpPath ?? "")
  const timeout = Math.max(1, Math.ceil(start.timeoutMs / 1000))
  lines.push(
    `(cd -- "$spec_dir"${cd}${exports.join("")} && exec -- ${command.join(" ")}) >${log} 2>&1 &`,
    "pids+=($!)",
    `wait_ready ${shellQuote(target.name)} ${host} ${port} ${probePath} ${timeout} $! ${log}`,
  )
  return lines.join("\n")
}

/** A quoted oha command line for one slice; `{port}` in the URL becomes the target's port. */
const ohaLine = (input: OhaCommandInput, portVariable: string): string => {
  const marker = "\u0000url\u0000"
  const args = ohaArgs({ ...input, url: marker }).map((arg) =>
    arg === marker ? shellTemplate(input.url, portVariable) : shellQuote(arg),
  )
  return `"$oha" ${args.join(" ")}`
}

const emitScenario = (
  spec: SpecPlan,
  scenarioPlan: ScenarioPlan,
  scenarioSlug: string,
  options: EmitOptions,
): string => {
  const { scenario } = scenarioPlan
  const targets = spec.targets.filter((t) => scenario.targets.includes(t.name))
  const slugs = uniqueSlugs(targets.map((t) => t.name))
  const indexOf = (name: string) => targets.findIndex((t) => t.name === name)
  const portOf = (name: string) => `port_${indexOf(name)}`
  const slugOf = (name: string) => slugs[indexOf(name)] ?? "target"
  const loadOf = (name: string) => scenarioPlan.loads.find((l) => l.target === name)

  const header = [
    "#!/usr/bin/env bash",
    `# benchgate: spec ${commentName(spec.spec.name)}, scenario ${commentName(scenario.name)}.`,
    "# Runs on its own: starts the targets, warms them up, runs the rounds in a counterbalanced",
    "# order and writes one oha JSON report per slice to OUT_DIR (default: results/ next to",
    "# this script). Usage: [OHA=/path/to/oha] ./this-script.sh [OUT_DIR]",
  ]
  const setup = [
    `here=$(cd -- "$(dirname -- "\${BASH_SOURCE[0]}")" && pwd)`,
    `spec_dir=$(cd -- "$here" && cd -- ${shellQuote(options.specDirFromScript)} && pwd)`,
    `oha=\${OHA:-${shellQuote(options.oha)}}`,
    `out=\${1:-"$here/results/${scenarioSlug}"}`,
    `mkdir -p -- "$out"`,
  ]
  const starts = targets.map((t, i) => startTarget(t, i, slugs[i] ?? "target"))
  const warmups = scenario.targets.flatMap((name) => {
    const warmup = loadOf(name)?.warmup
    return warmup
      ? [
          `echo ${shellQuote(`warm-up: ${name}`)} >&2`,
          `${ohaLine(warmup, portOf(name))} >/dev/null`,
        ]
      : []
  })
  const rounds = scenarioPlan.rounds.flatMap((order, r) => [
    `echo ${shellQuote(`round ${r + 1}/${scenarioPlan.rounds.length}: ${order.join(", ")}`)} >&2`,
    ...order.map((name) => {
      const measure = loadOf(name)?.measure
      return measure
        ? `${ohaLine(measure, portOf(name))} >"$out/round-${r + 1}-${slugOf(name)}.json"`
        : ""
    }),
  ])
  return `${[
    ...header,
    "",
    PRELUDE,
    ...setup,
    "",
    ...starts,
    "",
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
