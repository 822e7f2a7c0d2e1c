/**
 * Download-and-verify against a real HTTP server on 127.0.0.1 started here: a good checksum
 * installs into the tool cache, a bad one is refused and leaves nothing behind, HTTP errors are
 * reported with the status and URL. No other address is contacted.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { checkUrl, installRelease, ToolInstallError, toolDir } from "../../action/ToolDownload.ts"
import type { ReleaseAsset } from "../../action/ToolPins.ts"

const work = mkdtempSync(join(tmpdir(), "benchgate-tooldl-"))
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex")

let archive: Uint8Array
let binary: Uint8Array
let server: ReturnType<typeof Bun.serve>
let base: string
const hits = new Map<string, number>()

beforeAll(() => {
  const src = join(work, "src")
  mkdirSync(src)
  writeFileSync(join(src, "cue"), '#!/bin/sh\necho "cue version v0.17.1"\n')
  chmodSync(join(src, "cue"), 0o755)
  writeFileSync(join(src, "README"), "not the tool\n")
  const tarball = join(work, "cue.tar.gz")
  const tar = spawnSync("tar", ["-czf", tarball, "-C", src, "cue", "README"])
  expect(tar.status).toBe(0)
  archive = new Uint8Array(readFileSync(tarball))
  binary = new TextEncoder().encode('#!/bin/sh\necho "oha 1.16.0"\n')

  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(request) {
      const path = new URL(request.url).pathname
      hits.set(path, (hits.get(path) ?? 0) + 1)
      switch (path) {
        case "/cue.tar.gz":
          return new Response(archive)
        case "/oha":
          return new Response(binary)
        case "/moved":
          return new Response(null, { status: 302, headers: { location: "/cue.tar.gz" } })
        case "/away":
          return new Response(null, {
            status: 302,
            headers: { location: "http://192.0.2.1/cue.tar.gz" },
          })
        case "/broken":
          return new Response("internal error", {
            status: 500,
            statusText: "Internal Server Error",
          })
        default:
          return new Response("not found", { status: 404, statusText: "Not Found" })
      }
    },
  })
  base = `http://127.0.0.1:${server.port}`
})

afterAll(() => {
  server?.stop(true)
  rmSync(work, { recursive: true, force: true })
})

let cacheCount = 0
const freshCache = () => {
  const dir = join(work, `toolcache-${++cacheCount}`)
  mkdirSync(dir)
  return dir
}

/** Every file (not directory) under `dir`, relative. */
const files = (dir: string, prefix = ""): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path, `${prefix}${name}/`) : [`${prefix}${name}`]
  })

const cueAsset = (path: string, digest: string): ReleaseAsset & { sha256: string } => ({
  url: `${base}${path}`,
  sha256: digest,
  archive: "tar.gz",
  entry: "cue",
})

const failure = async (promise: Promise<unknown>): Promise<ToolInstallError> => {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInstallError)
    return error as ToolInstallError
  }
  throw new Error("expected the install to be refused")
}

describe("installRelease", () => {
  test("a good checksum installs the executable into the tool cache, once", async () => {
    const toolCache = freshCache()
    const request = {
      tool: "cue",
      version: "v0.17.1",
      asset: cueAsset("/cue.tar.gz", sha256(archive)),
      toolCache,
      arch: "x64",
    }
    const installed = await installRelease(request)
    expect(installed.downloaded).toBe(true)
    expect(installed.path).toBe(join(toolDir(toolCache, "cue", "v0.17.1", "x64"), "cue"))
    const run = spawnSync(installed.path, ["version"], { encoding: "utf8" })
    expect(run.stdout).toBe("cue version v0.17.1\n")
    // Only the executable and the completion marker: no archive, no README, no staging.
    expect(files(toolCache).sort()).toEqual([
      "benchgate-cue/v0.17.1/x64.complete",
      "benchgate-cue/v0.17.1/x64/cue",
    ])

    const before = hits.get("/cue.tar.gz")
    const again = await installRelease(request)
    expect(again).toEqual({ path: installed.path, downloaded: false })
    expect(hits.get("/cue.tar.gz")).toBe(before)
  })

  test("a bad checksum is refused, naming both digests, and nothing is installed", async () => {
    const toolCache = freshCache()
    const wrong = "0".repeat(64)
    const error = await failure(
      installRelease({
        tool: "cue",
        version: "v0.17.1",
        asset: cueAsset("/cue.tar.gz", wrong),
        toolCache,
        arch: "x64",
      }),
    )
    expect(error.reason).toBe("checksum")
    expect(error.message).toContain(`expected ${wrong}, got ${sha256(archive)}`)
    expect(error.message).toContain(`${base}/cue.tar.gz`)
    expect(error.message).toContain("nothing was installed")
    expect(files(toolCache)).toEqual([])
  })

  test("an HTTP error is reported with its status and URL, and nothing is installed", async () => {
    for (const [path, status] of [
      ["/missing.tar.gz", "404 Not Found"],
      ["/broken", "500 Internal Server Error"],
    ] as const) {
      const toolCache = freshCache()
      const error = await failure(
        installRelease({
          tool: "cue",
          version: "v0.17.1",
          asset: cueAsset(path, sha256(archive)),
          toolCache,
          arch: "x64",
        }),
      )
      expect(error.reason).toBe("http")
      expect(error.message).toBe(`downloading ${base}${path} failed: HTTP ${status}`)
      expect(files(toolCache)).toEqual([])
    }
  })

  test("a refused connection is an HTTP error, not a crash", async () => {
    const closed = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("") })
    const url = `http://127.0.0.1:${closed.port}/cue.tar.gz`
    closed.stop(true)
    const toolCache = freshCache()
    const error = await failure(
      installRelease({
        tool: "cue",
        version: "v0.17.1",
        asset: { ...cueAsset("/cue.tar.gz", sha256(archive)), url },
        toolCache,
        arch: "x64",
        timeoutMs: 5_000,
      }),
    )
    expect(error.reason).toBe("http")
    expect(error.message).toStartWith(`cannot download ${url}`)
    expect(files(toolCache)).toEqual([])
  })

  test("redirects are followed, each hop checked: plain http away from loopback is refused", async () => {
    const ok = await installRelease({
      tool: "cue",
      version: "v0.17.1",
      asset: cueAsset("/moved", sha256(archive)),
      toolCache: freshCache(),
      arch: "x64",
    })
    expect(existsSync(ok.path)).toBe(true)

    const toolCache = freshCache()
    const error = await failure(
      installRelease({
        tool: "cue",
        version: "v0.17.1",
        asset: cueAsset("/away", sha256(archive)),
        toolCache,
        arch: "x64",
      }),
    )
    expect(error.reason).toBe("unsafe-url")
    expect(error.message).toBe("refusing to download over http: from 192.0.2.1")
    expect(files(toolCache)).toEqual([])
  })

  test("an archive without the executable is refused", async () => {
    const toolCache = freshCache()
    const error = await failure(
      installRelease({
        tool: "cue",
        version: "v0.17.1",
        asset: { ...cueAsset("/cue.tar.gz", sha256(archive)), entry: "bin/cue" },
        toolCache,
        arch: "x64",
      }),
    )
    expect(error.reason).toBe("extract")
    expect(files(toolCache)).toEqual([])
  })

  test("a download larger than the limit is refused", async () => {
    const toolCache = freshCache()
    const error = await failure(
      installRelease({
        tool: "cue",
        version: "v0.17.1",
        asset: cueAsset("/cue.tar.gz", sha256(archive)),
        toolCache,
        arch: "x64",
        maxBytes: 10,
      }),
    )
    expect(error.reason).toBe("too-large")
    expect(files(toolCache)).toEqual([])
  })

  test("a plain executable (no archive) installs as is", async () => {
    const toolCache = freshCache()
    const installed = await installRelease({
      tool: "oha",
      version: "1.16.0",
      asset: { url: `${base}/oha`, sha256: sha256(binary), archive: "binary", entry: "oha" },
      toolCache,
      arch: "arm64",
    })
    expect(spawnSync(installed.path, ["--version"], { encoding: "utf8" }).stdout).toBe(
      "oha 1.16.0\n",
    )
  })

  test("a pin that is not a sha256 is refused before any download", async () => {
    const before = hits.get("/cue.tar.gz")
    const error = await failure(
      installRelease({
        tool: "cue",
        version: "v0.17.1",
        asset: cueAsset("/cue.tar.gz", "ABC"),
        toolCache: freshCache(),
        arch: "x64",
      }),
    )
    expect(error.reason).toBe("bad-pin")
    expect(hits.get("/cue.tar.gz")).toBe(before)
  })
})

describe("checkUrl", () => {
  test("https anywhere, http only to loopback", () => {
    expect(checkUrl("https://github.com/x").host).toBe("github.com")
    expect(checkUrl("http://127.0.0.1:8080/x").port).toBe("8080")
    expect(checkUrl("http://localhost/x").hostname).toBe("localhost")
    expect(() => checkUrl("http://github.com/x")).toThrow("refusing to download over http:")
    expect(() => checkUrl("file:///etc/passwd")).toThrow("refusing to download over file:")
    expect(() => checkUrl("not a url")).toThrow("not a URL")
  })
})

describe("under Node (the action's runtime)", () => {
  test("installs with a good checksum, refuses a bad one, follows a redirect", async () => {
    const bundle = join(work, "nodeInstall.mjs")
    await Bun.build({
      entrypoints: [join(import.meta.dir, "nodeInstall.ts")],
      target: "node",
      format: "esm",
    }).then(async (result) => {
      expect(result.success).toBe(true)
      await Bun.write(bundle, result.outputs[0] as Blob)
    })
    // Asynchronously: the server answering it runs in this process.
    const node = async (...args: string[]) => {
      const child = Bun.spawn(["node", bundle, ...args], { stdout: "pipe", timeout: 20_000 })
      const [stdout, code] = await Promise.all([new Response(child.stdout).text(), child.exited])
      return { code, out: JSON.parse(stdout || "{}") as Record<string, unknown> }
    }
    const good = freshCache()
    const installed = await node(`${base}/moved`, sha256(archive), good)
    expect(installed).toEqual({
      code: 0,
      out: { path: join(toolDir(good, "cue", "v0.17.1", "x64"), "cue"), downloaded: true },
    })
    const bad = freshCache()
    const refused = await node(`${base}/cue.tar.gz`, "1".repeat(64), bad)
    expect(refused.code).toBe(1)
    expect(refused.out.reason).toBe("checksum")
    expect(files(bad)).toEqual([])
    expect((await node(`${base}/nope`, sha256(archive), freshCache())).out.reason).toBe("http")
  }, 30_000)
})
