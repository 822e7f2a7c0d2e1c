/**
 * Where does the noise of a paired HTTP measurement come from on this machine kind? Drives
 * benchmarks/cost-server.ts and oha (or vegeta) directly, without benchgate's pipeline, so each
 * design choice can be measured on its own. Writes every raw observation as JSON lines.
 *
 *   bun benchmarks/noise-study.ts slices  [--pairs 6] [--slices 100ms,250ms,500ms,1s] [--seconds 6]
 *   bun benchmarks/noise-study.ts trace   [--seconds 20]
 *   bun benchmarks/noise-study.ts mixed   [--pairs 6] [--seconds 6]       (needs vegeta)
 *   bun benchmarks/noise-study.ts analyse FILE   (the slices table again from an --out file)
 *   common: [--work 20000] [--concurrency 4] [--extra 0] [--out FILE] [--rate N]
 *           [--server bun|go] [--hog]
 *
 * --server go builds benchmarks/cost-server-go (the same work in Go) into a temporary
 * directory; --hog keeps one core busy with a spinning process for the whole study.
 *
 * - slices: K fresh process pairs (identical unless --extra); per pair and slice length, AB/BA
 *   alternating oha slices until --seconds of load per side. Separates within-pair noise (slice
 *   to slice) from between-pair bias (process to process) by a one-way variance analysis.
 * - trace: one server under a constant closed load; the server's completions per 10 ms give
 *   the Allan deviation of throughput from 10 ms to seconds: white noise falls as τ^-1/2,
 *   drift does not.
 * - mixed: one vegeta attack alternating requests between A and B (request-level
 *   interleaving), per-request latencies split by target.
 */
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { homedir, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"

const root = resolve(import.meta.dir, "..")
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pairs: { type: "string", default: "6" },
    slices: { type: "string", default: "100ms,250ms,500ms,1s" },
    seconds: { type: "string", default: "6" },
    work: { type: "string", default: "20000" },
    concurrency: { type: "string", default: "4" },
    extra: { type: "string", default: "0" },
    rate: { type: "string" },
    server: { type: "string", default: "bun" },
    hog: { type: "boolean", default: false },
    gomaxprocs: { type: "string" },
    "busy-limit": { type: "string" },
    "oha-threads": { type: "string" },
    out: { type: "string" },
  },
})
const mode = positionals[0] ?? "slices"
const cache = process.env.BENCHGATE_CACHE ?? join(homedir(), ".cache/benchgate")
const oha = join(cache, "tools/oha-1.16.0/bin/oha")
const vegeta = process.env.VEGETA ?? "vegeta"
const concurrency = Number(values.concurrency)

const ms = (text: string) => {
  const m = /^([0-9.]+)(ms|s)$/.exec(text)
  if (!m) throw new Error(`not a duration: ${text}`)
  return Number(m[1]) * (m[2] === "s" ? 1000 : 1)
}
const record = (row: object) => {
  if (values.out) appendFileSync(values.out, `${JSON.stringify({ mode, ...row })}\n`)
}

/**
 * The machine's CPU from /proc/stat (jiffies): steal (the hypervisor's share of this VM's
 * time), busy (user, nice, system, irq, softirq) and total; and this study's own share, its
 * process and its reaped children (oha), from /proc/self/stat.
 */
const cpuTimes = () => {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? ""
  const f = line.trim().split(/\s+/).slice(1).map(Number)
  const at = (i: number) => f[i] ?? 0
  const self = readFileSync("/proc/self/stat", "utf8")
  const s = self
    .slice(self.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number)
  // After the comm: state is field 0, utime 11, stime 12, cutime 13, cstime 14.
  return {
    steal: at(7),
    busy: at(0) + at(1) + at(2) + at(5) + at(6),
    total: f.slice(0, 8).reduce((a, b) => a + b, 0),
    own: (s[11] ?? 0) + (s[12] ?? 0),
    children: (s[13] ?? 0) + (s[14] ?? 0),
  }
}

/** CPU time a process's threads ran, ns: /proc/PID/task/TID/schedstat, summed. */
const processCpuNs = (pid: number): number => {
  let sum = 0
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        sum += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0])
      } catch {
        // The thread exited between the listing and the read.
      }
    }
  } catch {
    return Number.NaN
  }
  return sum
}

interface Server {
  readonly url: string
  readonly pid: number
  stop(): Promise<void>
}

const goServer = (() => {
  if (values.server !== "go") return undefined
  const dir = mkdtempSync(join(tmpdir(), "benchgate-noise-"))
  // The built server goes when the study ends, however it ends.
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }))
  const binary = join(dir, "cost-server-go")
  const built = Bun.spawnSync(["go", "build", "-o", binary, "."], {
    cwd: join(root, "benchmarks/cost-server-go"),
    stderr: "inherit",
  })
  if (built.exitCode !== 0) throw new Error("go build of benchmarks/cost-server-go failed")
  return binary
})()

const startServer = async (extra: number, trace = false): Promise<Server> => {
  const argv = goServer
    ? [goServer, "-port=0", `-work=${values.work}`, `-extra=${extra}`]
    : [
        process.execPath,
        join(root, "benchmarks/cost-server.ts"),
        "--port=0",
        `--work=${values.work}`,
        `--extra=${extra}`,
        ...(trace ? ["--trace"] : []),
      ]
  const env = values.gomaxprocs ? { ...process.env, GOMAXPROCS: values.gomaxprocs } : process.env
  const child = Bun.spawn(argv, { stdout: "pipe", stderr: "inherit", env })
  const reader = child.stdout.getReader()
  let text = ""
  while (!/listening on (\S+)/.test(text)) {
    const { value, done } = await reader.read()
    if (done) throw new Error("server exited before listening")
    text += new TextDecoder().decode(value)
  }
  const address = /listening on (\S+)/.exec(text)?.[1]
  servers.push(child.pid)
  return {
    url: `http://${address}`,
    pid: child.pid,
    stop: async () => {
      servers.splice(servers.indexOf(child.pid), 1)
      child.kill("SIGTERM")
      await child.exited
    },
  }
}

interface Slice {
  readonly rps: number
  readonly p50: number
  readonly mean: number
  /** Mean of the latencies between p10 and p90 (oha's percentiles; an 80% trimmed mean). */
  readonly trimmed?: number
  /** The loaded server's CPU time per successful request, ms (its threads' schedstat). */
  readonly cpuPerRequest?: number
  /** Shares of the machine's CPU capacity during the slice: the server, the load tool, others. */
  readonly serverShare?: number
  readonly loadShare?: number
  readonly foreignShare?: number
  readonly stealShare: number
  readonly seconds: number
}

const TICK_NS = 1e7
const servers: number[] = []

const runOha = async (url: string, durationMs: number, pid?: number): Promise<Slice> => {
  const before = cpuTimes()
  const serverBefore = servers.map(processCpuNs)
  const args = [oha, "--no-tui", "--output-format", "json", "-c", String(concurrency)]
  args.push("-z", `${durationMs}ms`, "-w")
  if (values.rate) args.push("-q", values.rate)
  const env = values["oha-threads"]
    ? { ...process.env, TOKIO_WORKER_THREADS: values["oha-threads"] }
    : process.env
  const child = Bun.spawn([...args, `${url}/`], { stdout: "pipe", stderr: "pipe", env })
  const out = await new Response(child.stdout).text()
  await child.exited
  const after = cpuTimes()
  const serverAfter = servers.map(processCpuNs)
  const report = JSON.parse(out)
  const ok = Number(report.statusCodeDistribution?.["200"] ?? 0)
  const total = Math.max(1, after.total - before.total) * TICK_NS
  const serversNs = serverAfter.reduce((a, x, i) => a + x - (serverBefore[i] ?? 0), 0)
  const loadNs = (after.children - before.children + after.own - before.own) * TICK_NS
  const busyNs = (after.busy - before.busy) * TICK_NS
  const loaded = pid === undefined ? -1 : servers.indexOf(pid)
  const serverNs =
    loaded < 0 ? Number.NaN : (serverAfter[loaded] ?? 0) - (serverBefore[loaded] ?? 0)
  const p = report.latencyPercentiles
  const deciles = [p.p10, p.p25, p.p50, p.p75, p.p90].map((x: number) => x * 1000)
  return {
    rps: ok / report.summary.total,
    p50: p.p50 * 1000,
    mean: report.summary.average * 1000,
    trimmed: deciles.reduce((a: number, b: number) => a + b, 0) / deciles.length,
    cpuPerRequest: serverNs / 1e6 / Math.max(1, ok),
    serverShare: serverNs / total,
    loadShare: loadNs / total,
    foreignShare: Math.max(0, busyNs - serversNs - loadNs) / total,
    stealShare: (after.steal - before.steal) / Math.max(1, after.total - before.total),
    seconds: report.summary.total,
  }
}

const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
const variance = (xs: ReadonlyArray<number>) => {
  const m = mean(xs)
  return xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1)
}
const pct = (x: number) => `${(x * 100).toFixed(2)}%`

/**
 * One-way random-effects analysis of per-round log ratios grouped by pair: within-pair sd
 * (round to round), and the between-pair sd of the pairs' true means (method of moments).
 */
const components = (groups: ReadonlyArray<ReadonlyArray<number>>) => {
  const within = mean(groups.map(variance))
  const n = mean(groups.map((g) => g.length))
  const pairMeans = groups.map(mean)
  const between = Math.max(0, variance(pairMeans) - within / n)
  return { within: Math.sqrt(within), between: Math.sqrt(between), pairMeans, n }
}

/**
 * The same split, robust to disturbed slices: each pair's Hodges–Lehmann estimate (median of
 * Walsh averages) and its within-pair spread as 1.4826 × the median absolute deviation; the
 * between-pair component is what the spread of the pair estimates has beyond what the
 * within-pair spread explains (≈ 1.05 × sd / √n for Hodges–Lehmann under normal noise).
 */
const robustComponents = (groups: ReadonlyArray<ReadonlyArray<number>>) => {
  const median = (xs: ReadonlyArray<number>) => {
    const s = [...xs].sort((a, b) => a - b)
    const mid = s.length >> 1
    return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
  }
  const hl = (g: ReadonlyArray<number>) =>
    median(g.flatMap((x, i) => g.slice(i).map((y) => (x + y) / 2)))
  const estimates = groups.map(hl)
  const within = mean(groups.map((g) => 1.4826 * median(g.map((x) => Math.abs(x - median(g))))))
  const n = mean(groups.map((g) => g.length))
  const explained = (1.05 * within) / Math.sqrt(n)
  const between = Math.sqrt(Math.max(0, variance(estimates) - explained ** 2))
  return { within, between, estimates }
}

interface SliceRecord {
  readonly pair: number
  readonly length: number
  readonly a: Slice
  readonly b: Slice
}

const METRICS = ["rps", "p50", "mean", "trimmed", "cpuPerRequest"] as const
type StudyMetric = (typeof METRICS)[number]

interface LengthEntry {
  /** Per metric, per pair, the rounds' log ratios b ÷ a. */
  readonly ratios: Map<StudyMetric, number[][]>
  readonly steal: number[]
  /** Per slice, the shares of the machine's CPU: the loaded server, the load tool, others. */
  readonly shares: { server: number[]; load: number[]; foreign: number[] }
}
type ByLength = Map<number, LengthEntry>

/** Log ratios b ÷ a per pair and slice length, in the order the records came. */
const group = (records: ReadonlyArray<SliceRecord>): ByLength => {
  const byLength: ByLength = new Map()
  for (const r of records) {
    const entry: LengthEntry = byLength.get(r.length) ?? {
      ratios: new Map(),
      steal: [],
      shares: { server: [], load: [], foreign: [] },
    }
    for (const metric of METRICS) {
      const x = r.a[metric]
      const y = r.b[metric]
      if (x === undefined || y === undefined || !(x > 0) || !(y > 0)) continue
      const pairs = entry.ratios.get(metric) ?? []
      const rounds = pairs[r.pair] ?? []
      rounds.push(Math.log(y / x))
      pairs[r.pair] = rounds
      entry.ratios.set(metric, pairs)
    }
    entry.steal.push((r.a.stealShare + r.b.stealShare) / 2)
    for (const slice of [r.a, r.b]) {
      if (slice.serverShare !== undefined) entry.shares.server.push(slice.serverShare)
      if (slice.loadShare !== undefined) entry.shares.load.push(slice.loadShare)
      if (slice.foreignShare !== undefined) entry.shares.foreign.push(slice.foreignShare)
    }
    byLength.set(r.length, entry)
  }
  return byLength
}

const reportSlices = (byLength: ByLength) => {
  console.log(
    "| slice | metric | within-pair sd per slice | sd × √(slice s) | between-pair sd | pair means | robust within | robust between | pair HL estimates | steal |",
  )
  console.log("|---|---|---|---|---|---|---|---|---|---|")
  for (const [length, entry] of byLength) {
    for (const metric of METRICS) {
      const groups = (entry.ratios.get(metric) ?? []).filter(Boolean)
      if (groups.length === 0) continue
      const c = components(groups)
      const r = robustComponents(groups)
      console.log(
        `| ${length} ms | ${metric} | ${pct(c.within)} | ${pct(c.within * Math.sqrt(length / 1000))} | ${pct(c.between)} | ${c.pairMeans.map((m) => pct(m)).join(" ")} | ${pct(r.within)} | ${pct(r.between)} | ${r.estimates.map((m) => pct(m)).join(" ")} | ${pct(mean(entry.steal))} |`,
      )
    }
    const { server, load, foreign } = entry.shares
    if (server.length > 0) {
      const q = (xs: number[], at: number) =>
        [...xs].sort((a, b) => a - b)[Math.floor(at * (xs.length - 1))] ?? 0
      console.log(
        `\n${length} ms slices, share of the machine's CPU (median, p90): server ${pct(q(server, 0.5))} ${pct(q(server, 0.9))}, load tool ${pct(q(load, 0.5))} ${pct(q(load, 0.9))}, others ${pct(q(foreign, 0.5))} ${pct(q(foreign, 0.9))}\n`,
      )
    }
  }
}

const slicesStudy = async () => {
  const lengths = String(values.slices).split(",").map(ms)
  const pairs = Number(values.pairs)
  const seconds = Number(values.seconds)
  const records: SliceRecord[] = []
  for (let pair = 0; pair < pairs; pair++) {
    const a = await startServer(0)
    const b = await startServer(Number(values.extra))
    await runOha(a.url, 300)
    await runOha(b.url, 300)
    for (const length of lengths) {
      const rounds = Math.max(2, Math.round((seconds * 1000) / length))
      for (let round = 0; round < rounds; round++) {
        const aFirst = round % 2 === 0
        const first = await runOha(aFirst ? a.url : b.url, length, aFirst ? a.pid : b.pid)
        const second = await runOha(aFirst ? b.url : a.url, length, aFirst ? b.pid : a.pid)
        const [sa, sb] = aFirst ? [first, second] : [second, first]
        records.push({ pair, length, a: sa, b: sb })
        record({ pair, length, round, aFirst, a: sa, b: sb })
      }
    }
    await a.stop()
    await b.stop()
    console.error(`pair ${pair + 1}/${pairs} done`)
  }
  console.log(
    `slices: ${pairs} pairs of ${values.server} servers, ${seconds} s per side per slice length, work ${values.work}, c ${concurrency}${values.rate ? `, open rate ${values.rate}/s` : ""}${values.gomaxprocs ? `, GOMAXPROCS ${values.gomaxprocs}` : ""}${values.hog ? ", one core hogged" : ""}`,
  )
  reportSlices(group(records))
}

/**
 * The slices table again from a study's --out file (its `slices` records). With `--busy-limit`
 * (a share, e.g. 0.15), rounds in which other processes took more of the machine's CPU in
 * either slice are left out first, as the gate leaves out disturbed rounds (gate/Disturbance.ts).
 */
const analyse = (file: string) => {
  const all = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as SliceRecord & { mode: string })
    .filter((r) => r.mode === "slices")
  const limit = values["busy-limit"] === undefined ? 1 : Number(values["busy-limit"])
  const records = all.filter(
    (r) => (r.a.foreignShare ?? 0) <= limit && (r.b.foreignShare ?? 0) <= limit,
  )
  console.log(
    `slices from ${file}: ${new Set(records.map((r) => r.pair)).size} pairs, ${records.length} of ${all.length} rounds${limit < 1 ? ` (others took at most ${pct(limit)} of the CPU)` : ""}`,
  )
  reportSlices(group(records))
}

/** Allan deviation of a rate series at averaging time τ = m bins. */
const allan = (series: ReadonlyArray<number>, m: number) => {
  const averages: number[] = []
  for (let i = 0; i + m <= series.length; i += m) averages.push(mean(series.slice(i, i + m)))
  const diffs = averages.slice(1).map((x, i) => (x - (averages[i] as number)) ** 2)
  return Math.sqrt(mean(diffs) / 2) / mean(series)
}

const traceStudy = async () => {
  const server = await startServer(0, true)
  await runOha(server.url, Number(values.seconds) * 1000)
  const bins = (await (await fetch(`${server.url}/trace`)).json()) as number[]
  await server.stop()
  // Drop the first and last second: ramp-up and drain.
  const series = bins.slice(100, -100)
  record({ bins })
  console.log(
    `trace: ${series.length} bins of 10 ms, mean ${mean(series).toFixed(1)} completions per bin`,
  )
  console.log("| τ | Allan deviation of throughput | white-noise expectation from 10 ms |")
  console.log("|---|---|---|")
  const base = allan(series, 1)
  for (const m of [1, 2, 5, 10, 20, 50, 100, 200, 500]) {
    if (series.length / m < 4) break
    console.log(`| ${m * 10} ms | ${pct(allan(series, m))} | ${pct(base / Math.sqrt(m))} |`)
  }
}

const mixedStudy = async () => {
  const pairs = Number(values.pairs)
  const seconds = Number(values.seconds)
  const pairMeans: number[] = []
  const pairP50: number[] = []
  const binSds: number[] = []
  for (let pair = 0; pair < pairs; pair++) {
    const a = await startServer(0)
    const b = await startServer(Number(values.extra))
    await runOha(a.url, 300)
    await runOha(b.url, 300)
    const targets = `GET ${a.url}/\nGET ${b.url}/\n`
    const rate = values.rate ? [`-rate=${values.rate}`] : ["-rate=0", `-max-workers=${concurrency}`]
    const attack = Bun.spawn(
      [vegeta, "attack", ...rate, `-workers=${concurrency}`, `-duration=${seconds}s`],
      { stdin: new Blob([targets]), stdout: "pipe", stderr: "inherit" },
    )
    const encode = Bun.spawn([vegeta, "encode", "--to=csv"], {
      stdin: attack.stdout,
      stdout: "pipe",
      stderr: "inherit",
    })
    const csv = await new Response(encode.stdout).text()
    await a.stop()
    await b.stop()
    const rows = csv
      .trim()
      .split("\n")
      .map((line) => line.split(","))
      .map((f) => ({
        at: Number(f[0]),
        code: Number(f[1]),
        latency: Number(f[2]),
        url: f[10] ?? "",
      }))
      .filter((r) => r.code === 200)
    const start = rows[0]?.at ?? 0
    const of = (url: string) => rows.filter((r) => r.url.startsWith(url))
    const la = of(a.url)
    const lb = of(b.url)
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0
    pairMeans.push(Math.log(mean(lb.map((r) => r.latency)) / mean(la.map((r) => r.latency))))
    pairP50.push(Math.log(median(lb.map((r) => r.latency)) / median(la.map((r) => r.latency))))
    // Within the attack: 100 ms bins, log ratio of mean latencies per bin.
    const bins = new Map<number, { a: number[]; b: number[] }>()
    for (const r of rows) {
      const bin = Math.floor((r.at - start) / 1e8)
      const entry = bins.get(bin) ?? { a: [], b: [] }
      ;(r.url.startsWith(a.url) ? entry.a : entry.b).push(r.latency)
      bins.set(bin, entry)
    }
    const perBin = [...bins.values()]
      .filter((x) => x.a.length > 0 && x.b.length > 0)
      .map((x) => Math.log(mean(x.b) / mean(x.a)))
    binSds.push(Math.sqrt(variance(perBin)))
    record({
      pair,
      requestsA: la.length,
      requestsB: lb.length,
      logMean: pairMeans.at(-1),
      logP50: pairP50.at(-1),
      perBin,
    })
    console.error(
      `pair ${pair + 1}/${pairs}: ${la.length}+${lb.length} requests, mean ratio ${pct(Math.exp(pairMeans.at(-1) ?? 0) - 1)}`,
    )
  }
  console.log(
    `mixed: ${pairs} pairs, ${seconds} s each, both targets in one vegeta attack, c ${concurrency}`,
  )
  console.log(
    `within-attack sd of 100 ms bins' log mean-latency ratio: ${binSds.map(pct).join(" ")}`,
  )
  console.log(
    `pair log mean-latency ratios: ${pairMeans.map(pct).join(" ")}; sd between pairs ${pct(Math.sqrt(variance(pairMeans)))}`,
  )
  console.log(
    `pair log p50 ratios: ${pairP50.map(pct).join(" ")}; sd between pairs ${pct(Math.sqrt(variance(pairP50)))}`,
  )
}

if (!existsSync(oha)) throw new Error(`oha not found at ${oha}: run ./bench setup first`)
const loadavg = readFileSync("/proc/loadavg", "utf8").trim()
console.log(`${new Date().toISOString()} load average before: ${loadavg}`)
const hog = values.hog
  ? Bun.spawn(["bash", "-c", "while :; do :; done"], { stdout: "ignore", stderr: "ignore" })
  : undefined
try {
  if (mode === "slices") await slicesStudy()
  else if (mode === "trace") await traceStudy()
  else if (mode === "mixed") await mixedStudy()
  else if (mode === "analyse") analyse(positionals[1] ?? "")
  else throw new Error(`unknown mode ${mode}`)
} finally {
  hog?.kill()
}
console.log(`load average after: ${readFileSync("/proc/loadavg", "utf8").trim()}`)
