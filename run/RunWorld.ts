/**
 * What the run loop does to the world, as a service: start a target or a service, run a slice.
 * The live world starts real processes under a supervisor (run/TargetProcess.ts) and runs each
 * slice's runner (run/RunSlice.ts); a test provides a scripted one (test/support/ScriptedWorld.ts)
 * and checks the orchestration of run/Execute.ts — rounds, looks, budgets, confirmation on fresh
 * processes, forks, which launches serve which rounds — in milliseconds, with no process. A
 * Context.Reference: the live world unless one is provided.
 */
import { Context, type Effect, type Scope } from "effect"
import type { SpecPlan } from "../compiler/Plan.ts"
import type { SliceResult } from "../core/Slice.ts"
import type { Service } from "../core/Spec.ts"
import type { Slice } from "../runners/Registry.ts"
import type { RunContext } from "../runners/Runner.ts"
import type { RunnerFailed } from "../runners/RunnerFailed.ts"
import type { Server } from "../targets/Kind.ts"
import { runSlice } from "./RunSlice.ts"
import type { TargetFailed } from "./TargetFailed.ts"
import { type RunningTarget, startService, startTarget } from "./TargetProcess.ts"

export interface World {
  /** Starts a target in the caller's scope and waits until it is ready. */
  readonly startTarget: (
    spec: SpecPlan,
    server: Server,
    logDir: string,
    tools: ReadonlyMap<string, string>,
  ) => Effect.Effect<RunningTarget, TargetFailed, Scope.Scope>
  /** Starts a service in the caller's scope and waits until it is ready. */
  readonly startService: (
    spec: SpecPlan,
    service: Service,
    logDir: string,
  ) => Effect.Effect<RunningTarget, TargetFailed, Scope.Scope>
  /** Runs one slice with its runner. */
  readonly runSlice: (slice: Slice, context: RunContext) => Effect.Effect<SliceResult, RunnerFailed>
}

export class RunWorld extends Context.Reference<RunWorld>()("benchgate/RunWorld", {
  defaultValue: (): World => ({
    startTarget,
    startService,
    runSlice,
  }),
}) {}
