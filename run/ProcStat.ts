/**
 * What /proc says about CPU time and memory: the machine's CPU (jiffies of /proc/stat), a
 * process tree's CPU as the kernel accounts it (/proc/PID/stat, children that were reaped
 * included), a process's threads' CPU to the nanosecond (schedstat) and resident memory. Reads
 * only; a process that exits between two reads counts as absent, never as an error. On a
 * system without /proc every reader returns nothing and the metrics that need it are absent.
 */
import { readdirSync, readFileSync } from "node:fs"

/** The machine's CPU since boot, in jiffies, summed over its cores. */
interface MachineCpu {
  /** user, nice, system, irq, softirq: time some process or the kernel ran. */
  readonly busy: number
  /** Time the hypervisor ran something else while this guest wanted the CPU. */
  readonly steal: number
  /** Every jiffy of every core: busy, idle, iowait, steal. */
  readonly total: number
}

export const machineCpu = (): MachineCpu | undefined => {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? ""
    const f = line.trim().split(/\s+/).slice(1).map(Number)
    const at = (i: number) => f[i] ?? 0
    return {
      busy: at(0) + at(1) + at(2) + at(5) + at(6),
      steal: at(7),
      total: at(0) + at(1) + at(2) + at(3) + at(4) + at(5) + at(6) + at(7),
    }
  } catch {
    return undefined
  }
}

interface ProcessStat {
  readonly pid: number
  readonly ppid: number
  readonly pgid: number
  /** utime + stime + cutime + cstime, jiffies: its own CPU and that of children it reaped. */
  readonly cpu: number
}

const statOf = (pid: number): ProcessStat | undefined => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8")
    // After the command name: state, ppid, pgrp, …; utime, stime, cutime, cstime are 11–14.
    const f = text.slice(text.lastIndexOf(")") + 2).split(" ")
    const n = (i: number) => Number(f[i] ?? 0)
    return { pid, ppid: n(1), pgid: n(2), cpu: n(11) + n(12) + n(13) + n(14) }
  } catch {
    return undefined
  }
}

const allProcesses = (): ProcessStat[] => {
  let names: string[]
  try {
    names = readdirSync("/proc")
  } catch {
    return []
  }
  return names
    .filter((name) => /^\d+$/.test(name))
    .map((name) => statOf(Number(name)))
    .filter((s): s is ProcessStat => s !== undefined)
}

/** `root` and every process below it, plus the members of process group `pgid`. */
const treeOf = (all: ReadonlyArray<ProcessStat>, root: number, pgid?: number): ProcessStat[] => {
  const found = new Map<number, ProcessStat>()
  const self = all.find((s) => s.pid === root)
  if (self) found.set(root, self)
  let grew = true
  while (grew) {
    grew = false
    for (const s of all) {
      if (!found.has(s.pid) && (found.has(s.ppid) || (pgid !== undefined && s.pgid === pgid))) {
        found.set(s.pid, s)
        grew = true
      }
    }
  }
  return [...found.values()]
}

/**
 * CPU of the `roots` and everything below them, jiffies, including what exited children used
 * once they were reaped: so a load tool that ran and exited between two reads is still counted.
 */
export const treeCpu = (roots: ReadonlyArray<number>): number => {
  const all = allProcesses()
  const seen = new Map<number, ProcessStat>()
  for (const root of roots) for (const s of treeOf(all, root)) seen.set(s.pid, s)
  return [...seen.values()].reduce((sum, s) => sum + s.cpu, 0)
}

/** `root` and every process below it, plus the members of process group `pgid`. */
export const processTree = (root: number, pgid?: number): number[] =>
  treeOf(allProcesses(), root, pgid).map((s) => s.pid)

/** The pids of a started target: its leader, every descendant and every member of its group. */
export const targetProcesses = (leader: number): number[] => processTree(leader, leader)

/** What a set of processes' threads have had of the CPU since they started. */
export interface ThreadTimes {
  /** Time on a CPU, ns (every thread alive now; threads that exited are not counted). */
  readonly cpuNs: number
  /** Time ready to run but waiting for a CPU, ns. */
  readonly waitNs: number
  /** Times a thread was put on a CPU: context switches in. */
  readonly switches: number
}

export const threadTimes = (pids: ReadonlyArray<number>): ThreadTimes => {
  let cpuNs = 0
  let waitNs = 0
  let switches = 0
  for (const pid of pids) {
    let tids: string[]
    try {
      tids = readdirSync(`/proc/${pid}/task`)
    } catch {
      continue
    }
    for (const tid of tids) {
      try {
        const [run, wait, slices] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8")
          .trim()
          .split(" ")
          .map(Number)
        cpuNs += run ?? 0
        waitNs += wait ?? 0
        switches += slices ?? 0
      } catch {
        // The thread exited between the listing and the read.
      }
    }
  }
  return { cpuNs, waitNs, switches }
}

/** Resident memory of a set of processes, bytes (VmRSS of /proc/PID/status, summed). */
export const residentBytes = (pids: ReadonlyArray<number>): number => {
  let kib = 0
  for (const pid of pids) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
      kib += Number(match?.[1] ?? 0)
    } catch {
      // Exited.
    }
  }
  return kib * 1024
}
