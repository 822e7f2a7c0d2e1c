/**
 * One slice, whatever its runner: the registry's runner of the slice runs it (runners/*), with
 * what the running spec provides (tools, ports, service URLs, prepared binaries, scratch).
 */
import type { Effect } from "effect"
import type { SliceResult } from "../core/Slice.ts"
import { runnerOfSlice, type Slice } from "../runners/Registry.ts"
import type { RunContext } from "../runners/Runner.ts"
import type { RunnerFailed } from "../runners/RunnerFailed.ts"

export const runSlice = (
  slice: Slice,
  context: RunContext,
): Effect.Effect<SliceResult, RunnerFailed> => runnerOfSlice(slice).run(slice, context)
