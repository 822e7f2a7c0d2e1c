/**
 * `bench check`'s options from its flags: the fractions, the profile choice, the share of the
 * scenarios (`--shard`) or of the machines (`--replica`), and the reviewers' `--accept` file —
 * each checked, in the order of the help, a bad one exit 2.
 */
import { readFileSync } from "node:fs"
import { Effect, Either } from "effect"
import { parseDuration } from "../core/Quantity.ts"
import { MAX_REPLICAS, MAX_SHARDS, parseReplica, parseShard } from "../core/Shard.ts"
import { UsageError } from "../core/UsageError.ts"
import { parseAcceptFile } from "../gate/Acceptance.ts"
import { busyLimitOf, colorOf, confidenceOf, fraction, given, str, type Values } from "./Args.ts"
import type { CheckOptions } from "./Check.ts"
import type { ProfileBudget, ProfileChoice } from "./Profiles.ts"
import { reportFilesOf } from "./Reports.ts"

/** `--profile-budget`: a share of the measuring time (`20%`) or a duration (`90s`). */
const profileBudget = (values: Values): Effect.Effect<ProfileBudget, UsageError> => {
  const budgetText = given(values, "check", "profile-budget") ?? ""
  if (budgetText.trim().endsWith("%")) {
    return Effect.map(fraction(budgetText, "--profile-budget", 0, 10), (share) => ({ share }))
  }
  return Either.match(parseDuration(budgetText.trim()), {
    onLeft: () =>
      Effect.fail(
        new UsageError({
          message: `--profile-budget takes a share of the measuring time (20%) or a duration (90s), got "${budgetText}"`,
        }),
      ),
    onRight: (ms) => Effect.succeed({ ms }),
  })
}

/** `--profile`, `--no-profile`, `--profile-budget` and `--profile-dir`, checked. */
const profileChoice = (values: Values) =>
  Effect.gen(function* () {
    if (values.profile === true && values["no-profile"] === true) {
      return yield* new UsageError({
        message: "--profile and --no-profile cannot be combined",
        command: "check",
      })
    }
    const budget = yield* profileBudget(values)
    const dir = str(values["profile-dir"])
    return {
      when:
        values["no-profile"] === true
          ? "never"
          : values.profile === true
            ? "always"
            : values["profile-inconclusive"] === true
              ? "undecided"
              : "failed",
      budget,
      ...(dir === undefined ? {} : { dir }),
    } satisfies ProfileChoice
  })

/** `--shard I/N` or `--replica I/K`, never both: what share of a check this run measures. */
const shareOf = (values: Values) =>
  Effect.gen(function* () {
    const shardText = str(values.shard)
    const shard = shardText === undefined ? undefined : parseShard(shardText)
    if (shardText !== undefined && shard === undefined) {
      return yield* new UsageError({
        message: `--shard takes I/N with 1 <= I <= N <= ${MAX_SHARDS}, got "${shardText}"`,
      })
    }
    const replicaText = str(values.replica)
    const replica = replicaText === undefined ? undefined : parseReplica(replicaText)
    if (replicaText !== undefined && replica === undefined) {
      return yield* new UsageError({
        message: `--replica takes I/K with 1 <= I <= K <= ${MAX_REPLICAS}, got "${replicaText}"`,
      })
    }
    if (shard !== undefined && replica !== undefined) {
      return yield* new UsageError({
        message:
          "--shard and --replica cannot be combined: a shard measures some of the scenarios, a replica all of them",
      })
    }
    return {
      ...(shard === undefined ? {} : { shard }),
      ...(replica === undefined ? {} : { replica }),
    }
  })

/** `--accept FILE`: the reviewers' acceptances; an unreadable or malformed file is exit 2. */
const readAcceptFile = (file: string) =>
  Effect.try({
    try: () => readFileSync(file, "utf8"),
    catch: (cause) => new UsageError({ message: `--accept ${file}: ${(cause as Error).message}` }),
  }).pipe(
    Effect.flatMap((text) => {
      const parsed = parseAcceptFile(text)
      return typeof parsed === "string"
        ? Effect.fail(new UsageError({ message: `--accept ${file}: ${parsed}` }))
        : Effect.succeed(parsed)
    }),
  )

/** The options of `check` (cli/Check.ts) from its flags and its spec paths. */
export const checkOptions = (values: Values, paths: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const baseRef = str(values.base)
    const confidence = yield* confidenceOf(values, "check")
    const minEffectText = given(values, "check", "min-effect")
    const minEffect =
      minEffectText === undefined ? undefined : yield* fraction(minEffectText, "--min-effect", 0, 1)
    const busyLimit = yield* busyLimitOf(values, "check")
    const profile = yield* profileChoice(values)
    const share = yield* shareOf(values)
    const acceptFile = str(values.accept)
    const accept = acceptFile === undefined ? undefined : yield* readAcceptFile(acceptFile)
    return {
      paths,
      db: given(values, "check", "db") ?? "",
      reportFiles: reportFilesOf(values),
      baseBranch: given(values, "check", "base-branch") ?? "",
      ...(baseRef ? { baseRef } : {}),
      confidence,
      ...(minEffect === undefined ? {} : { minEffect }),
      busyLimit,
      profile,
      failOnInconclusive: values["fail-on-inconclusive"] === true,
      strictEnvironment: values["strict-environment"] === true,
      color: colorOf(values),
      quiet: values.quiet === true,
      ...share,
      ...(accept === undefined ? {} : { accept }),
    } satisfies CheckOptions
  })
