/**
 * An answer got by running a binary (the version it prints, whether it is GNU time), kept in a
 * file with the binary's size and modification time. While they match, the answer stands
 * without running the binary again: a process is ~10 ms, a tenth of `bench compile`.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { Effect } from "effect"

/** The file's size and modification time, or undefined when it cannot be read. */
const stampOf = (binary: string): string | undefined => {
  try {
    const stat = statSync(binary)
    return `${stat.size} ${stat.mtimeMs}`
  } catch {
    return undefined
  }
}

/**
 * `ask`'s answer about `binary`, from `file` while the binary is unchanged and the kept answer
 * `stands`, else asked again and kept. An answer of undefined (the binary did not run) is never
 * kept; a cache that cannot be written asks every time.
 */
export const stampedAnswer = (
  binary: string,
  file: string,
  ask: Effect.Effect<string | undefined>,
  stands: (answer: string) => boolean = () => true,
): Effect.Effect<string | undefined> =>
  Effect.gen(function* () {
    const stamp = stampOf(binary)
    try {
      const [answer, seen] = readFileSync(file, "utf8").split("\n")
      if (stamp !== undefined && seen === stamp && answer !== undefined && stands(answer)) {
        return answer
      }
    } catch {
      // Not asked yet: below.
    }
    const answer = yield* ask
    if (answer !== undefined && stamp !== undefined) {
      try {
        mkdirSync(dirname(file), { recursive: true })
        writeFileSync(file, `${answer}\n${stamp}`)
      } catch {
        // Asked again next time.
      }
    }
    return answer
  })
