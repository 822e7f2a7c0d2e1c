/**
 * The pinned tools' versions (tools/pins.json) and how each binary says which version it is:
 * the one description both the CLI's installer (tools/Tools.ts) and the action's release
 * downloads (action/ToolPins.ts) check a binary against. No install logic here, so the action's
 * bundle takes it without the installers' scripts.
 */
import pins from "./pins.json" with { type: "json" }

export interface ToolVersion {
  readonly version: string
  /** Arguments that make the binary print its version (on stdout or stderr). */
  readonly versionArgs: ReadonlyArray<string>
  /** Extracts a version comparable with `version` from that output (stdout, else stderr). */
  readonly parseVersion: (output: string) => string | undefined
}

const firstMatch = (pattern: RegExp) => (output: string) => pattern.exec(output)?.[1]

// ghz, grpcurl and vegeta only know their version when the build stamps it (tools/Tools.ts).
export const TOOL_VERSIONS = {
  cue: {
    version: pins.cue,
    versionArgs: ["version"],
    parseVersion: firstMatch(/cue version (v[0-9][^\s]*)/),
  },
  oha: {
    version: pins.oha,
    versionArgs: ["--version"],
    parseVersion: firstMatch(/oha ([0-9][^\s]*)/),
  },
  ghz: {
    version: pins.ghz,
    versionArgs: ["--version"],
    parseVersion: firstMatch(/^(v[0-9][^\s]*)$/m),
  },
  grpcurl: {
    version: pins.grpcurl,
    versionArgs: ["--version"],
    parseVersion: firstMatch(/grpcurl (v[0-9][^\s]*)/),
  },
  vegeta: {
    version: pins.vegeta,
    versionArgs: ["-version"],
    parseVersion: firstMatch(/^Version: (v[0-9][^\s]*)$/m),
  },
  valgrind: {
    version: pins.valgrind,
    versionArgs: ["--version"],
    parseVersion: firstMatch(/valgrind-([0-9][^\s]*)/),
  },
} as const satisfies Record<string, ToolVersion>

/** The version `tool` reports in its output: stdout's when it says one, else stderr's. */
export const reportedVersion = (
  tool: ToolVersion,
  stdout: string,
  stderr: string,
): string | undefined => tool.parseVersion(stdout) ?? tool.parseVersion(stderr)
