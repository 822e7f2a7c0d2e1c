/**
 * The external tools benchgate drives, pinned in tools/pins.json, and how each is installed
 * from the package registries into the cache (outside the repo) when it is missing.
 */
import OHA_HEADER_FILE_PATCH from "./oha/header-file.patch" with { type: "text" }
import OHA_INSTALL from "./oha/install.sh" with { type: "text" }
import pins from "./pins.json" with { type: "json" }
import { TOOL_VERSIONS, type ToolVersion } from "./Versions.ts"
import VALGRIND_INSTALL from "./valgrind/install.sh" with { type: "text" }

/** A pinned tool: its version and how it says it (tools/Versions.ts), and how it installs. */
export interface ToolSpec extends ToolVersion {
  readonly name: string
  /** Environment variable that points at a binary to use instead (e.g. BENCHGATE_OHA). */
  readonly envOverride: string
  /** The installer program, its arguments and environment, given the directory to install
   * into (the binary lands in `root/bin`). */
  readonly install: (root: string) => {
    readonly program: string
    readonly args: ReadonlyArray<string>
    readonly env: Readonly<Record<string, string>>
    /** What to tell a person who wants to run the install by hand (default: the command). */
    readonly describe?: string
    /** Other programs the installer runs, which must be on PATH too. */
    readonly needs?: ReadonlyArray<string>
  }
  /** What a person should know before the install starts. */
  readonly installNote: string
  /**
   * Set for a tool only some specs need (valgrind, for scenarios that count instructions):
   * `bench setup` installs it only for specs that use it, and the rest of the time its absence
   * is no error. The words say who needs it.
   */
  readonly onDemand?: string
  /** How a person installs it by hand, when that is a package manager's command. */
  readonly manualInstall?: string
}

/** The upstream release a patched pin builds on: `1.16.0` for `1.16.0+benchgate.1`. */
const releaseOf = (version: string): string => version.split("+")[0] ?? version

/** SHA-256 of oha's crate on crates.io, as cargo's registry index records it. */
const OHA_CRATE_SHA256 = "b8da8c2ee4b1659cf4fd9c753171f4e268c06e9025d9bded417091c128f0a496"

export const TOOLS = {
  cue: {
    name: "cue",
    ...TOOL_VERSIONS.cue,
    envOverride: "BENCHGATE_CUE",
    install: (root) => ({
      program: "go",
      args: ["install", `cuelang.org/go/cmd/cue@${pins.cue}`],
      env: { GOBIN: `${root}/bin` },
    }),
    installNote: "go install, about a minute",
  },
  oha: {
    name: "oha",
    ...TOOL_VERSIONS.oha,
    envOverride: "BENCHGATE_OHA",
    // Built from the crate with tools/oha/header-file.patch, which lets oha read headers from a
    // file: a secret header or basic auth is then on no argv (docs/architecture.md, Secrets).
    install: (root) => ({
      program: "bash",
      args: ["-c", OHA_INSTALL, "install-oha", root],
      env: {
        OHA_VERSION: releaseOf(pins.oha),
        OHA_CRATE_SHA256: OHA_CRATE_SHA256,
        OHA_PATCH: OHA_HEADER_FILE_PATCH,
      },
      needs: ["cargo", "curl", "tar", "git"],
      describe: `tools/oha/install.sh: cargo install of oha ${releaseOf(pins.oha)} from crates.io with tools/oha/header-file.patch`,
    }),
    installNote: "cargo build of the patched crate, about 5 minutes on 2 cores",
  },
  // gRPC load (ghz) and the preflight and health checks (grpcurl). Both print their version on
  // stderr, and both only know it when the build stamps it: `go install` of a module version
  // leaves main.version at its default ("dev"), so the -ldflags below set it.
  ghz: {
    name: "ghz",
    ...TOOL_VERSIONS.ghz,
    envOverride: "BENCHGATE_GHZ",
    install: (root) => ({
      program: "go",
      args: [
        "install",
        `-ldflags=-X=main.version=${pins.ghz}`,
        `github.com/bojand/ghz/cmd/ghz@${pins.ghz}`,
      ],
      env: { GOBIN: `${root}/bin` },
    }),
    installNote: "go install, a few minutes from an empty module cache",
  },
  grpcurl: {
    name: "grpcurl",
    ...TOOL_VERSIONS.grpcurl,
    envOverride: "BENCHGATE_GRPCURL",
    install: (root) => ({
      program: "go",
      args: [
        "install",
        `-ldflags=-X=main.version=${pins.grpcurl}`,
        `github.com/fullstorydev/grpcurl/cmd/grpcurl@${pins.grpcurl}`,
      ],
      env: { GOBIN: `${root}/bin` },
    }),
    installNote: "go install, about a minute",
  },
  // A second HTTP load generator (runners/vegeta). Like ghz, its version is only known when the
  // build stamps it.
  vegeta: {
    name: "vegeta",
    ...TOOL_VERSIONS.vegeta,
    envOverride: "BENCHGATE_VEGETA",
    install: (root) => ({
      program: "go",
      args: [
        "install",
        `-ldflags=-X=main.Version=${pins.vegeta}`,
        `github.com/tsenart/vegeta/v12@${pins.vegeta}`,
      ],
      env: { GOBIN: `${root}/bin` },
    }),
    installNote: "go install, about a minute",
  },
  // Instruction counts (`load: measure: "instructions"`): valgrind's callgrind. valgrind has no
  // registry of its own; Debian's package is downloaded with apt-get and unpacked into the
  // cache (tools/valgrind/install.sh), so nothing is installed system-wide.
  valgrind: {
    name: "valgrind",
    ...TOOL_VERSIONS.valgrind,
    envOverride: "BENCHGATE_VALGRIND",
    install: (root) => ({
      program: "bash",
      args: ["-c", VALGRIND_INSTALL, "install-valgrind", root],
      env: { VALGRIND_DEBIAN_VERSION: `1:${pins.valgrind}-1` },
      needs: ["apt-get", "dpkg-deb"],
      describe: `tools/valgrind/install.sh: apt-get download of Debian's valgrind 1:${pins.valgrind}-1, unpacked into the cache`,
    }),
    installNote: "Debian's package unpacked into the cache, under a minute",
    onDemand: 'specs that count instructions (load: measure: "instructions")',
    manualInstall: "apt-get install valgrind",
  },
} as const satisfies Record<string, ToolSpec>

export type ToolName = keyof typeof TOOLS
