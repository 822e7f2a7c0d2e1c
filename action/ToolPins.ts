/**
 * Release archives of the pinned tools, with the SHA-256 each download must have. The action
 * installs a tool from its release only when this table has a checksum for the runner's
 * platform and the table's version is the one tools/pins.json pins; otherwise `./bench setup`
 * installs it from the package registries (ADR 3), cached with actions/cache.
 *
 * A checksum is recorded only from a source that published it; none is computed here (this
 * project's machines cannot reach GitHub releases) and none is ever guessed. `sha256: null`
 * means "no verified checksum": that asset is never downloaded. docs/adr/0007-github-action.md
 * says which path is live for each tool and where each checksum came from.
 */
import pins from "../tools/pins.json" with { type: "json" }
import { TOOL_VERSIONS } from "../tools/Versions.ts"

/** `${process.platform}-${process.arch}` of the runners we know: linux and macOS, x64 and arm64. */
type Platform = "linux-x64" | "linux-arm64" | "darwin-x64" | "darwin-arm64"

export interface ReleaseAsset {
  readonly url: string
  /** Lowercase hex SHA-256 of the file at `url`; null when no verified value is known. */
  readonly sha256: string | null
  /** `tar.gz`: an archive holding the executable at `entry`; `binary`: the file is the executable. */
  readonly archive: "tar.gz" | "binary"
  /** Path of the executable inside a `tar.gz` archive. */
  readonly entry: string
}

/** The pinned tools besides bun (which the launcher installs from npm). */
type PinnedTool = "cue" | "oha" | "ghz" | "grpcurl" | "vegeta"

interface ReleasePin {
  readonly tool: PinnedTool
  /** The version the checksums are for; must equal tools/pins.json to be used. */
  readonly version: string
  /** Where the checksums were read (kept with the numbers, so a bump updates both). */
  readonly checksumSource: string
  readonly assets: Readonly<Partial<Record<Platform, ReleaseAsset>>>
}

/** The cue release whose archives' checksums are below: a bump of tools/pins.json needs new ones. */
const CUE_CHECKSUMS_FOR = "v0.17.1"

const cueAsset = (os: string, arch: string, sha256: string): ReleaseAsset => ({
  url: `https://github.com/cue-lang/cue/releases/download/${CUE_CHECKSUMS_FOR}/cue_${CUE_CHECKSUMS_FOR}_${os}_${arch}.tar.gz`,
  sha256,
  archive: "tar.gz",
  entry: "cue",
})

export const RELEASE_PINS: Readonly<Record<PinnedTool, ReleasePin>> = {
  cue: {
    tool: "cue",
    version: CUE_CHECKSUMS_FOR,
    checksumSource:
      "the Homebrew formula cue-prerelease.rb for v0.17.1 (the CUE project's tap format, pinning each release archive by sha256), agreeing with independent pin tables of the same assets in other public repositories; see ADR 7",
    assets: {
      "linux-x64": cueAsset(
        "linux",
        "amd64",
        "a39b0c97695069d95d276d99be0f5dbabb081d801bfdc9ba49b76efaf94e2369",
      ),
      "linux-arm64": cueAsset(
        "linux",
        "arm64",
        "0d729be30d52c952ca38fc9dcb692caa09d8463fa0b64df5781312779183fbcd",
      ),
      "darwin-x64": cueAsset(
        "darwin",
        "amd64",
        "80aa026c3f47400c7bfc228b3422fd56b7c6c5ea4d70686f8d8f01ced716d3de",
      ),
      "darwin-arm64": cueAsset(
        "darwin",
        "arm64",
        "64921403f012a97f89494c03605db2fbf7d9daa77dc2631819ac4406cb2e8074",
      ),
    },
  },
  oha: {
    tool: "oha",
    version: pins.oha,
    checksumSource:
      "none: benchgate runs its own build of oha (tools/oha/header-file.patch, ADR 21), which no release has; tools/oha/install.sh builds it from the crate on crates.io",
    assets: {},
  },
  // No release archive is pinned: no published checksum of the ghz or grpcurl release assets is
  // known here, and none is guessed. `./bench setup` builds both with `go install` (the module
  // proxy and its checksum database verify the sources).
  ghz: {
    tool: "ghz",
    version: pins.ghz,
    checksumSource:
      "none: no published checksum of the ghz release archives is known; installed with go install (proxy.golang.org, verified by sum.golang.org) instead",
    assets: {},
  },
  grpcurl: {
    tool: "grpcurl",
    version: pins.grpcurl,
    checksumSource:
      "none: no published checksum of the grpcurl release archives is known; installed with go install (proxy.golang.org, verified by sum.golang.org) instead",
    assets: {},
  },
  vegeta: {
    tool: "vegeta",
    version: pins.vegeta,
    checksumSource:
      "none: no published checksum of the vegeta release archives is known here; installed with go install (proxy.golang.org, verified by sum.golang.org) instead",
    assets: {},
  },
}

/** tools/pins.json as bundled into the action (bun, cue, oha, ghz, grpcurl, vegeta). */
export const PINS: Readonly<Record<string, string>> = pins

/** The pinned versions of the tools this table covers. */
export const PINNED_VERSIONS: Readonly<Record<PinnedTool, string>> = {
  cue: TOOL_VERSIONS.cue.version,
  oha: TOOL_VERSIONS.oha.version,
  ghz: TOOL_VERSIONS.ghz.version,
  grpcurl: TOOL_VERSIONS.grpcurl.version,
  vegeta: TOOL_VERSIONS.vegeta.version,
}

type ReleaseChoice =
  | {
      readonly kind: "release"
      readonly pin: ReleasePin
      readonly asset: ReleaseAsset & { readonly sha256: string }
    }
  | { readonly kind: "registry"; readonly why: string }

/** Whether a tool can be installed from its release on this platform, and if not, why. */
export const releaseChoice = (pin: ReleasePin, pinned: string, platform: string): ReleaseChoice => {
  if (pin.version !== pinned) {
    return {
      kind: "registry",
      why: `the release checksums are for ${pin.tool} ${pin.version}, but tools/pins.json pins ${pinned}`,
    }
  }
  const asset = pin.assets[platform as Platform]
  if (asset === undefined)
    return { kind: "registry", why: `no release archive is pinned for ${platform}` }
  if (asset.sha256 === null) {
    return { kind: "registry", why: `no verified checksum is pinned for ${asset.url}` }
  }
  return { kind: "release", pin, asset: { ...asset, sha256: asset.sha256 } }
}
