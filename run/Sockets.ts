/**
 * Who listens on a TCP port, from /proc (Linux): the listening sockets of a port in
 * /proc/net/tcp and tcp6 (by inode), and the processes holding them (/proc/PID/fd links to
 * `socket:[INODE]`). Used to refuse a fixed port that another process already holds, and to
 * make sure the process a readiness probe reached is the target's own. Everything answers
 * `undefined` where /proc cannot tell (another OS, no permission), and callers skip the check.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs"

/** TCP state LISTEN in /proc/net/tcp. */
const LISTEN = "0A"

/** Inodes of the sockets listening on `port` (any address, IPv4 and IPv6); undefined without /proc. */
export const listeningInodes = (port: number): ReadonlySet<string> | undefined => {
  const inodes = new Set<string>()
  let readable = false
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string
    try {
      text = readFileSync(file, "utf8")
      readable = true
    } catch {
      continue
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/)
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      const local = fields[1]
      if (local === undefined || fields[3] !== LISTEN) continue
      if (Number.parseInt(local.slice(local.lastIndexOf(":") + 1), 16) !== port) continue
      const inode = fields[9]
      if (inode !== undefined && inode !== "0") inodes.add(inode)
    }
  }
  return readable ? inodes : undefined
}

const pids = (): number[] => {
  try {
    return readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
  } catch {
    return []
  }
}

/** Whether process `pid` has a file descriptor on one of the sockets. */
const holds = (pid: number, inodes: ReadonlySet<string>): boolean => {
  let fds: string[]
  try {
    fds = readdirSync(`/proc/${pid}/fd`)
  } catch {
    return false
  }
  for (const fd of fds) {
    try {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`)
      if (link.startsWith("socket:[") && inodes.has(link.slice(8, -1))) return true
    } catch {
      // closed meanwhile
    }
  }
  return false
}

/** The processes among `candidates` (default: all) that hold one of the sockets. */
export const socketHolders = (
  inodes: ReadonlySet<string>,
  candidates: ReadonlyArray<number> = pids(),
): number[] => candidates.filter((pid) => holds(pid, inodes))

/** `pid 123 (python3 -m http.server 8080)`, for messages. */
const describeProcess = (pid: number): string => {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim()
    return `pid ${pid} (${cmdline.length > 120 ? `${cmdline.slice(0, 117)}...` : cmdline})`
  } catch {
    return `pid ${pid}`
  }
}

/** Who listens on `port`: a sentence naming the processes, or "" when nobody (or unknown). */
export const portHolders = (port: number): string => {
  const inodes = listeningInodes(port)
  if (inodes === undefined || inodes.size === 0) return ""
  const holders = socketHolders(inodes)
  return holders.length === 0
    ? "a process benchgate cannot see"
    : holders.slice(0, 3).map(describeProcess).join(", ")
}

/**
 * The processes serving a target benchgate did not start, when its URL or address is on this
 * machine (loopback) with a port: the holders of that port's listening sockets. Empty otherwise.
 */
export const localServers = (address: string): number[] => {
  let url: URL
  try {
    url = new URL(address.includes("://") ? address : `tcp://${address}`)
  } catch {
    return []
  }
  const host = url.hostname.replace(/^\[|\]$/g, "")
  const loopback = host === "localhost" || host === "::1" || /^127\./.test(host)
  const port = Number(
    url.port || (url.protocol === "https:" ? 443 : url.protocol === "http:" ? 80 : 0),
  )
  if (!loopback || !(port > 0)) return []
  const inodes = listeningInodes(port)
  return inodes === undefined || inodes.size === 0 ? [] : socketHolders(inodes)
}
