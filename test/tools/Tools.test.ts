/**
 * The pinned tools' specs: versions parsed from what each binary prints (ghz and grpcurl print
 * theirs on stderr), and the installs that stamp the version into ghz and grpcurl.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import pins from "../../tools/pins.json" with { type: "json" }
import { versionOf } from "../../tools/Toolchain.ts"
import { TOOLS, type ToolSpec } from "../../tools/Tools.ts"

const dir = mkdtempSync(join(tmpdir(), "benchgate-tools-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A fake binary that prints `text` on stdout or stderr and exits 0. */
const fake = (name: string, text: string, stream: "stdout" | "stderr"): string => {
  const path = join(dir, name)
  writeFileSync(path, `#!/bin/sh\nprintf '%s\\n' '${text}'${stream === "stderr" ? " >&2" : ""}\n`)
  chmodSync(path, 0o755)
  return path
}

describe("tool versions", () => {
  test("pins: ghz v0.121.0, grpcurl v1.9.4, vegeta v12.13.0 and valgrind 3.19.0 beside cue and oha", () => {
    expect(pins).toEqual({
      bun: "1.4.5",
      cue: "v0.17.1",
      oha: "1.16.0+benchgate.1",
      ghz: "v0.121.0",
      grpcurl: "v1.9.4",
      vegeta: "v12.13.0",
      valgrind: "3.19.0",
    })
  })

  test("parsed from what each tool prints", () => {
    expect(TOOLS.cue.parseVersion("cue version v0.17.1\n\ngo version go1.26.8\n")).toBe("v0.17.1")
    expect(TOOLS.oha.parseVersion("oha 1.16.0+benchgate.1\n")).toBe("1.16.0+benchgate.1")
    // A stock oha is not the pinned build: it cannot read a header file.
    expect(TOOLS.oha.parseVersion("oha 1.16.0\n")).not.toBe(TOOLS.oha.version)
    expect(TOOLS.ghz.parseVersion("v0.121.0\n")).toBe("v0.121.0")
    expect(TOOLS.grpcurl.parseVersion("grpcurl v1.9.4\n")).toBe("v1.9.4")
    expect(TOOLS.vegeta.parseVersion("Version: v12.13.0\nCommit: \nRuntime: go1.26.8\n")).toBe(
      "v12.13.0",
    )
    // Unstamped builds say "dev" (vegeta: nothing): not the pinned version.
    expect(TOOLS.vegeta.parseVersion("Version: \nCommit: \n")).toBeUndefined()
    expect(TOOLS.ghz.parseVersion("dev\n")).toBeUndefined()
    expect(TOOLS.grpcurl.parseVersion("grpcurl dev build <no version set>\n")).toBeUndefined()
    expect(TOOLS.valgrind.parseVersion("valgrind-3.19.0\n")).toBe("3.19.0")
    // Another release is not the pinned one.
    expect(TOOLS.valgrind.parseVersion("valgrind-3.22.0\n")).not.toBe(TOOLS.valgrind.version)
  })

  test("read from stdout, else stderr", async () => {
    const version = (tool: ToolSpec, path: string) => Effect.runPromise(versionOf(tool, path))
    expect(await version(TOOLS.ghz, fake("ghz-stderr", "v0.121.0", "stderr"))).toBe("v0.121.0")
    expect(await version(TOOLS.grpcurl, fake("grpcurl", "grpcurl v1.9.4", "stderr"))).toBe("v1.9.4")
    expect(await version(TOOLS.oha, fake("oha", "oha 1.16.0", "stdout"))).toBe("1.16.0")
    expect(await version(TOOLS.ghz, join(dir, "missing"))).toBeUndefined()
  })

  test("ghz and grpcurl: go install into the cache, the version stamped by -ldflags", () => {
    expect(TOOLS.ghz.install("/cache/tools/ghz-v0.121.0")).toEqual({
      program: "go",
      args: [
        "install",
        "-ldflags=-X=main.version=v0.121.0",
        "github.com/bojand/ghz/cmd/ghz@v0.121.0",
      ],
      env: { GOBIN: "/cache/tools/ghz-v0.121.0/bin" },
    })
    expect(TOOLS.grpcurl.install("/cache/tools/grpcurl-v1.9.4")).toEqual({
      program: "go",
      args: [
        "install",
        "-ldflags=-X=main.version=v1.9.4",
        "github.com/fullstorydev/grpcurl/cmd/grpcurl@v1.9.4",
      ],
      env: { GOBIN: "/cache/tools/grpcurl-v1.9.4/bin" },
    })
  })
})
