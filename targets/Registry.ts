/**
 * The registry of target kinds: the one place that lists them. A new kind is a folder under
 * targets/ and one line here (and its type in the union); the pipeline (decode, copies, plan,
 * emit, run) asks this module. ADR 26.
 */
import type { BunTarget } from "./bun/BunTarget.ts"
import { bunKind } from "./bun/BunTarget.ts"
import type { CommandTarget } from "./command/CommandTarget.ts"
import { commandKind } from "./command/CommandTarget.ts"
import type { GoTarget } from "./go/GoTarget.ts"
import { goKind } from "./go/GoTarget.ts"
import type { GrpcTarget } from "./grpc/GrpcTarget.ts"
import { grpcKind } from "./grpc/GrpcTarget.ts"
import type { HttpTarget } from "./http/HttpTarget.ts"
import { httpKind } from "./http/HttpTarget.ts"
import type { PreflightCheckBase, Server, TargetKind } from "./Kind.ts"
import type { ResultsTarget } from "./results/ResultsTarget.ts"
import { resultsKind } from "./results/ResultsTarget.ts"

export type Target = HttpTarget | GrpcTarget | BunTarget | CommandTarget | GoTarget | ResultsTarget

export type TargetKindName = Target["kind"]

export type AnyKind = TargetKind<Target, unknown, PreflightCheckBase>

/** In the order decode names them: the first is the kind of a target that sets none. */
export const KINDS: ReadonlyArray<AnyKind> = [
  httpKind,
  grpcKind,
  bunKind,
  commandKind,
  goKind,
  resultsKind,
] as ReadonlyArray<unknown> as ReadonlyArray<AnyKind>

const kindNamed = (name: string): AnyKind | undefined => KINDS.find((k) => k.name === name)

/** The kind of a typed target. */
export const kindOf = (target: Target): AnyKind => {
  const kind = kindNamed(target.kind)
  // Every Target is one of KINDS; reaching this is a bug.
  if (kind === undefined) throw new Error(`no target kind ${target.kind}`)
  return kind
}

/** The target as a server benchgate reaches over the network, when it is one. */
export const serverOf = (target: Target | undefined): Server | undefined =>
  target === undefined ? undefined : kindOf(target).server?.(target)

/** The target as a server benchgate starts, when it is one. */
export const startedServerOf = (target: Target | undefined): Server | undefined => {
  const server = serverOf(target)
  return server?.start === undefined ? undefined : server
}

/** Every program some kind may need, for the environment fingerprint. */
export const allKindTools = (): ReadonlyArray<string> => [...new Set(KINDS.flatMap((k) => k.tools))]
