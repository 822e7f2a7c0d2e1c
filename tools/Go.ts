/**
 * go, for go targets. Not pinned or installed by benchgate: a Go benchmark is built with the
 * toolchain its module asks for, which is the user's (go downloads a newer one itself when
 * go.mod's `toolchain` needs it). Found through BENCHGATE_GO, else PATH.
 */
import { Effect } from "effect"
import { probe } from "../core/Spawn.ts"
import { ToolMissing } from "./ToolMissing.ts"

interface FoundGo {
  readonly path: string
  /** As `go env GOVERSION` prints it, without the `go` prefix: `1.26.8`. */
  readonly version: string
  readonly source: "override" | "PATH"
}

const versionOf = (path: string): Effect.Effect<string | undefined> =>
  Effect.map(probe([path, "env", "GOVERSION"]), (out) => {
    const text = out?.stdout.trim() ?? ""
    return out?.code === 0 && text.startsWith("go") ? text.slice(2) : undefined
  })

/** Where go is, without installing anything. */
export const locateGo: Effect.Effect<FoundGo | undefined> = Effect.gen(function* () {
  const override = process.env.BENCHGATE_GO
  if (override) {
    const version = yield* versionOf(override)
    return version ? { path: override, version, source: "override" as const } : undefined
  }
  const onPath = Bun.which("go")
  const version = onPath ? yield* versionOf(onPath) : undefined
  return onPath && version ? { path: onPath, version, source: "PATH" as const } : undefined
})

const GO_REMEDY =
  "go targets need Go; install it (https://go.dev/dl/, or your package manager) and put go on PATH, or set BENCHGATE_GO to a go binary"

/** go, or ToolMissing (exit 3) saying how to get it. */
export const requireGo: Effect.Effect<FoundGo, ToolMissing> = Effect.gen(function* () {
  const found = yield* locateGo
  if (found) return found
  const override = process.env.BENCHGATE_GO
  return yield* new ToolMissing({
    tool: "go",
    version: "",
    remedy: override ? `BENCHGATE_GO=${override} does not run as go; fix or unset it` : GO_REMEDY,
  })
})
