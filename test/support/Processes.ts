/** Process inspection for lifecycle tests: what is still running, by pid or process group. */
import { readdirSync, readFileSync } from "node:fs"

interface ProcStat {
  readonly pid: number
  readonly state: string
  readonly pgid: number
}

const stat = (pid: number): ProcStat | undefined => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8")
    // The command name may contain spaces and parentheses: fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ")
    return { pid, state: fields[0] ?? "", pgid: Number(fields[2]) }
  } catch {
    return undefined
  }
}

/** Running and not a zombie (an orphan of a non-reaping init is dead for our purposes). */
export const isAlive = (pid: number): boolean => {
  const s = stat(pid)
  return s !== undefined && s.state !== "Z" && s.state !== "X"
}

/** Live processes in process group `pgid`. */
export const groupMembers = (pgid: number): number[] =>
  readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => stat(Number(name)))
    .filter((s): s is ProcStat => s !== undefined && s.pgid === pgid && s.state !== "Z")
    .map((s) => s.pid)

/** Live processes whose command line contains `needle`. */
export const processesMatching = (needle: string): number[] =>
  readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter((name) => {
      try {
        return (
          readFileSync(`/proc/${name}/cmdline`, "utf8").includes(needle) && isAlive(Number(name))
        )
      } catch {
        return false
      }
    })
    .map(Number)

/**
 * Live processes (this one excepted) whose environment holds `name=value`: every descendant of a
 * command started with it, whatever process group or session it moved to, as long as it kept
 * its environment.
 */
export const processesWithEnvironment = (name: string, value: string): number[] => {
  const entry = `${name}=${value}`
  return readdirSync("/proc")
    .filter((pid) => /^\d+$/.test(pid) && Number(pid) !== process.pid)
    .filter((pid) => {
      try {
        return (
          readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(entry) &&
          isAlive(Number(pid))
        )
      } catch {
        return false
      }
    })
    .map(Number)
}

/** Polls until `condition` holds or `timeoutMs` passes; whether it held. */
export const eventually = async (condition: () => boolean, timeoutMs = 5000): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (condition()) return true
    await Bun.sleep(50)
  }
  return condition()
}
