/** The go kind: one benchmark of a Go package, run from its test binary (runners/go/). */
import { Schema } from "effect"
import type { TargetBase } from "../../core/Spec.ts"
import type { TargetKind } from "../Kind.ts"
import SCHEMA from "./schema.cue" with { type: "text" }

export interface GoTarget extends TargetBase {
  readonly kind: "go"
  /** The package's directory, relative to the spec's directory (or `dir`). */
  readonly package: string
  /** As go prints it without the `-GOMAXPROCS` suffix: `BenchmarkDirect`, `BenchmarkF/n=10`. */
  readonly benchmark: string
}

const RawGo = Schema.Struct({ package: Schema.String, benchmark: Schema.String })

export const goKind: TargetKind<GoTarget, typeof RawGo.Type> = {
  name: "go",
  schema: SCHEMA,
  raw: RawGo,
  decode({ package: pkg, benchmark }, { name, path, issues }) {
    if (pkg === "") {
      issues.add([...path, "package"], 'package is empty; "." is the spec\'s own directory')
    }
    if (!/^Benchmark\S*$/.test(benchmark)) {
      issues.add(
        [...path, "benchmark"],
        `${JSON.stringify(benchmark)} is not a benchmark name: it starts with Benchmark and has no spaces`,
      )
    } else if (benchmark.split("/").includes("")) {
      issues.add(
        [...path, "benchmark"],
        `${JSON.stringify(benchmark)} has an empty sub-benchmark level`,
      )
    }
    return { kind: "go", name, package: pkg, benchmark }
  },
  startable: false,
  secretPaths: [],
  secrets: () => [],
  serviceValues: () => [],
  tools: [],
}
