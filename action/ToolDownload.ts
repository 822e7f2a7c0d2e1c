/**
 * Download a release archive, verify its SHA-256 against the pin, extract the executable and
 * install it into the runner's tool cache — or refuse, leaving nothing installed.
 *
 *   download (https only; http only to loopback, for tests) → sha256 of the bytes as they arrive
 *   → compare with the pin → extract the one executable → stage → rename into place → marker
 *
 * The layout follows @actions/tool-cache: `$RUNNER_TOOL_CACHE/benchgate-NAME/VERSION/ARCH/NAME`
 * plus an `ARCH.complete` marker written last, so a half-finished install is never taken for a
 * finished one, and a second job on the same (self-hosted) runner reuses it without a download.
 */
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  open,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises"
import { dirname, join } from "node:path"
import type { ReleaseAsset } from "./ToolPins.ts"

type ToolInstallReason = "unsafe-url" | "bad-pin" | "http" | "checksum" | "too-large" | "extract"

export class ToolInstallError extends Error {
  readonly _tag = "ToolInstallError"
  override readonly name = "ToolInstallError"
  constructor(
    readonly reason: ToolInstallReason,
    message: string,
  ) {
    super(message)
  }
}

interface InstallRequest {
  readonly tool: string
  readonly version: string
  readonly asset: ReleaseAsset & { readonly sha256: string }
  /** RUNNER_TOOL_CACHE. */
  readonly toolCache: string
  /** process.arch of the runner (x64, arm64). */
  readonly arch: string
  readonly timeoutMs?: number
  /** Largest download accepted, in bytes. */
  readonly maxBytes?: number
}

interface Installed {
  /** The executable. */
  readonly path: string
  /** False when a finished install was already in the tool cache. */
  readonly downloaded: boolean
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"])

/** https anywhere; plain http only to this machine (the tests' server). */
export const checkUrl = (text: string): URL => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new ToolInstallError("unsafe-url", `not a URL: ${text}`)
  }
  if (url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname))) {
    return url
  }
  throw new ToolInstallError(
    "unsafe-url",
    `refusing to download over ${url.protocol} from ${url.host}`,
  )
}

export const toolDir = (toolCache: string, tool: string, version: string, arch: string): string =>
  join(toolCache, `benchgate-${tool}`, version, arch)

/**
 * Streams `url` into `file`, hashing as it goes; resolves to the lowercase hex SHA-256.
 * Redirects are followed (GitHub serves releases from another host), each hop checked.
 */
const download = async (
  url: string,
  file: string,
  options: { readonly timeoutMs?: number; readonly maxBytes?: number } = {},
): Promise<string> => {
  const maxBytes = options.maxBytes ?? 512 * 1024 * 1024
  let current = checkUrl(url)
  let response: Response | undefined
  for (let hop = 0; hop <= 5; hop++) {
    try {
      response = await fetch(current, {
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
      })
    } catch (error) {
      throw new ToolInstallError("http", `cannot download ${current}: ${(error as Error).message}`)
    }
    const location = response.headers.get("location")
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel()
      current = checkUrl(new URL(location, current).toString())
      continue
    }
    break
  }
  if (response === undefined || (response.status >= 300 && response.status < 400)) {
    throw new ToolInstallError("http", `too many redirects from ${url}`)
  }
  if (!response.ok || response.body === null) {
    await response.body?.cancel()
    throw new ToolInstallError(
      "http",
      `downloading ${current} failed: HTTP ${response.status} ${response.statusText}`.trim(),
    )
  }
  const hash = createHash("sha256")
  const handle = await open(file, "w")
  let bytes = 0
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength
      if (bytes > maxBytes) {
        throw new ToolInstallError("too-large", `${current} is larger than ${maxBytes} bytes`)
      }
      hash.update(chunk)
      await handle.write(chunk)
    }
  } catch (error) {
    if (error instanceof ToolInstallError) throw error
    throw new ToolInstallError("http", `downloading ${current} failed: ${(error as Error).message}`)
  } finally {
    await handle.close()
  }
  return hash.digest("hex")
}

const extract = (archive: string, entry: string, into: string): string => {
  const result = spawnSync("tar", ["-xzf", archive, "-C", into, entry], {
    encoding: "utf8",
    timeout: 60_000,
  })
  const path = join(into, entry)
  if (result.status !== 0 || !existsSync(path)) {
    const detail = (result.stderr || result.error?.message || "").trim()
    throw new ToolInstallError("extract", `cannot extract ${entry} from the archive: ${detail}`)
  }
  return path
}

/**
 * The verified executable in the tool cache. A bad checksum, an HTTP error or an archive without
 * the executable throws ToolInstallError and leaves the tool cache as it was.
 */
export const installRelease = async (request: InstallRequest): Promise<Installed> => {
  const { tool, version, asset, toolCache, arch } = request
  if (!/^[0-9a-f]{64}$/.test(asset.sha256)) {
    throw new ToolInstallError("bad-pin", `the pinned sha256 of ${asset.url} is not 64 hex digits`)
  }
  const dir = toolDir(toolCache, tool, version, arch)
  const marker = `${dir}.complete`
  const executable = join(dir, tool)
  if (existsSync(marker) && existsSync(executable)) return { path: executable, downloaded: false }

  await mkdir(dirname(dir), { recursive: true })
  const staging = await mkdtemp(join(dirname(dir), `.staging-${arch}-`))
  try {
    const archive = join(staging, "download")
    const actual = await download(asset.url, archive, {
      ...(request.timeoutMs === undefined ? {} : { timeoutMs: request.timeoutMs }),
      ...(request.maxBytes === undefined ? {} : { maxBytes: request.maxBytes }),
    })
    if (actual !== asset.sha256) {
      throw new ToolInstallError(
        "checksum",
        `sha256 mismatch for ${tool} ${version} from ${asset.url}: expected ${asset.sha256}, got ${actual}. The download was refused and nothing was installed.`,
      )
    }
    const unpacked = join(staging, "unpacked")
    await mkdir(unpacked)
    const source = asset.archive === "tar.gz" ? extract(archive, asset.entry, unpacked) : archive
    if (!(await stat(source)).isFile()) {
      throw new ToolInstallError("extract", `${asset.entry} in ${asset.url} is not a file`)
    }
    const out = join(staging, "out")
    await mkdir(out)
    await copyFile(source, join(out, tool))
    await chmod(join(out, tool), 0o755)
    await rm(marker, { force: true })
    await rm(dir, { recursive: true, force: true })
    await rename(out, dir)
    await writeFile(marker, "")
    return { path: executable, downloaded: true }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
