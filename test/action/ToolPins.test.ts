import { describe, expect, test } from "bun:test"
import { PINNED_VERSIONS, RELEASE_PINS, releaseChoice } from "../../action/ToolPins.ts"
import pins from "../../tools/pins.json" with { type: "json" }

describe("release pins", () => {
  test("are for the versions tools/pins.json pins (bump both together)", () => {
    expect(PINNED_VERSIONS).toEqual({
      cue: pins.cue,
      oha: pins.oha,
      ghz: pins.ghz,
      grpcurl: pins.grpcurl,
      vegeta: pins.vegeta,
    })
    // Every pinned tool but bun (the launcher's, from npm) and valgrind (Debian's package, for
    // counting specs only) has an entry.
    expect(Object.keys(RELEASE_PINS).sort()).toEqual(
      Object.keys(pins)
        .filter((tool) => tool !== "bun" && tool !== "valgrind")
        .sort(),
    )
    for (const pin of Object.values(RELEASE_PINS))
      expect(pin.version).toBe(PINNED_VERSIONS[pin.tool])
  })

  test("every checksum is 64 lowercase hex digits or null, and every URL is https", () => {
    for (const pin of Object.values(RELEASE_PINS)) {
      for (const asset of Object.values(pin.assets)) {
        expect(asset.url).toStartWith("https://github.com/")
        expect(asset.url).toContain(pin.version)
        if (asset.sha256 !== null) expect(asset.sha256).toMatch(/^[0-9a-f]{64}$/)
      }
    }
  })

  test("live paths: cue from its release, oha built from crates.io, ghz and grpcurl from go install", () => {
    for (const platform of ["linux-x64", "linux-arm64", "darwin-x64", "darwin-arm64"]) {
      expect(releaseChoice(RELEASE_PINS.cue, pins.cue, platform).kind).toBe("release")
    }
    // No release of oha has the header file benchgate's build adds (ADR 21).
    for (const tool of ["oha", "ghz", "grpcurl"] as const) {
      expect(RELEASE_PINS[tool].assets).toEqual({})
      expect(releaseChoice(RELEASE_PINS[tool], pins[tool], "linux-x64")).toEqual({
        kind: "registry",
        why: "no release archive is pinned for linux-x64",
      })
    }
    expect(releaseChoice(RELEASE_PINS.cue, pins.cue, "win32-x64")).toEqual({
      kind: "registry",
      why: "no release archive is pinned for win32-x64",
    })
  })

  test("a pins.json bump without new checksums falls back to the registry", () => {
    expect(releaseChoice(RELEASE_PINS.cue, "v0.18.0", "linux-x64")).toEqual({
      kind: "registry",
      why: "the release checksums are for cue v0.17.1, but tools/pins.json pins v0.18.0",
    })
  })
})
