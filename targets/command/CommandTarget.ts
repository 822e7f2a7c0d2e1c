/** The command kind: a program timed as a whole process, once per round. */
import { Schema } from "effect"
import type { TargetBase } from "../../core/Spec.ts"
import { checkEnv, StringMap } from "../Checks.ts"
import type { TargetKind } from "../Kind.ts"
import SCHEMA from "./schema.cue" with { type: "text" }

export interface CommandTarget extends TargetBase {
  readonly kind: "command"
  readonly cmd: ReadonlyArray<string>
  /** Relative to the spec's directory (or `dir`); absent: that directory. */
  readonly cwd?: string
  /** Extra environment; values may contain `{service.NAME}`. */
  readonly env: Readonly<Record<string, string>>
  /** Exit codes that count as a successful run; absent: only 0. */
  readonly exitCodes?: ReadonlyArray<number>
}

const RawCommand = Schema.Struct({
  cmd: Schema.NonEmptyArray(Schema.String),
  cwd: Schema.optional(Schema.String),
  env: StringMap,
  exitCodes: Schema.optional(Schema.Array(Schema.Number)),
})

export const commandKind: TargetKind<CommandTarget, typeof RawCommand.Type> = {
  name: "command",
  schema: SCHEMA,
  raw: RawCommand,
  decode({ cmd, cwd, env, exitCodes }, { name, path, services, issues }) {
    if (cmd[0] === "") issues.add([...path, "cmd", 0], "the program name is empty")
    checkEnv(env, [...path, "env"], issues, { services })
    if (exitCodes !== undefined && exitCodes.length === 0) {
      issues.add([...path, "exitCodes"], "lists no exit code; leave it out for only 0")
    }
    exitCodes?.forEach((code, i) => {
      if (!Number.isInteger(code) || code < 0 || code > 255) {
        issues.add(
          [...path, "exitCodes", i],
          `${code} is not an exit code: a whole number from 0 to 255`,
        )
      }
    })
    return {
      kind: "command",
      name,
      cmd,
      ...(cwd === undefined ? {} : { cwd }),
      env,
      ...(exitCodes === undefined ? {} : { exitCodes }),
    }
  },
  startable: false,
  secretPaths: [["command", "env", "*"]],
  secrets: (target) => [{ field: "command.env", value: target.env }],
  serviceValues: (target) => Object.values(target.env),
  workingDirectory: (target) => ({
    field: ["command", "cwd"],
    ...(target.cwd === undefined ? {} : { cwd: target.cwd }),
  }),
  tools: [],
}
