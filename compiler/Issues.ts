/** The issue collector of decode: every issue with where it is written, none lost. */
import { Either } from "effect"
import type { SourceLocation } from "../core/Spec.ts"
import type { IssueSink, Path } from "../targets/IssueSink.ts"
import { formatPath, type Issue } from "./Issue.ts"
import { locate, type SourcePosition } from "./Locate.ts"

export class Issues implements IssueSink {
  readonly list: Issue[] = []
  constructor(private readonly input: { readonly file: string; readonly source: string }) {}

  /** Records an issue at `path`, located in the source (or at `fallback` when not written). */
  add(path: Path, message: string, fallback?: SourcePosition) {
    const cuePath = formatPath(path)
    const where = locate(this.input.source, cuePath) ?? fallback
    this.list.push({ file: this.input.file, ...where, path: cuePath, message })
  }

  /** The line `path` is written on, if it can be found. */
  lineOf(path: Path): number | undefined {
    return locate(this.input.source, formatPath(path))?.line
  }

  /** Where `path` (or its deepest written ancestor) is written, with the path itself. */
  at(path: Path): SourceLocation | undefined {
    const cuePath = formatPath(path)
    const where = locate(this.input.source, cuePath)
    return where && where.column !== undefined
      ? { line: where.line, column: where.column, path: cuePath }
      : undefined
  }

  /** The value on success; records the error and answers undefined otherwise. */
  take<A>(path: Path, result: Either.Either<A, string>): A | undefined {
    if (Either.isRight(result)) return result.right
    this.add(path, result.left)
    return undefined
  }
}
