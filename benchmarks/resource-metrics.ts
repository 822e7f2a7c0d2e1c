/**
 * Do the resource metrics measure what a service really spends? Two checks of Bun services
 * whose cost is known from the inside:
 *
 * - CPU: the service does `work` iterations of integer hashing per request. It measured at
 *   start what one iteration costs in CPU time (process.cpuUsage over 20 million of them), and
 *   it counts its own requests and CPU time from then on (written to a file every 200 ms).
 *   benchgate's cpu_per_request (its threads' schedstat time ÷ the requests oha counted)
 *   should agree with the service's own CPU ÷ requests, and with work × cost plus the HTTP
 *   handling that the run with no work measures.
 * - Memory: the service caches a buffer of `size` bytes, touched so it is resident, for each
 *   of its first `keep` requests, and keeps them; against the same service caching none,
 *   peak_rss and mean_rss should rise by keep × size. (A service that drops its buffers
 *   instead rises by what the garbage collector has not yet returned: several times more.)
 *
 * Usage: bun benchmarks/resource-metrics.ts [--work 200000] [--keep 64] [--size 1048576]
 *   [--rounds 8] [--duration 1s]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"

const root = resolve(import.meta.dir, "..")
const { values } = parseArgs({
  options: {
    work: { type: "string", default: "200000" },
    keep: { type: "string", default: "64" },
    size: { type: "string", default: String(1 << 20) },
    rounds: { type: "string", default: "8" },
    duration: { type: "string", default: "1s" },
  },
})

const SERVER = `const arg = (name) => process.argv.find((a) => a.startsWith(\`--\${name}=\`))?.slice(name.length + 3)
const port = Number(arg("port"))
const work = Number(arg("work") ?? 0)
const keep = Number(arg("keep") ?? 0)
const size = Number(arg("size") ?? 0)
const spin = (n) => {
  let h = 0
  for (let i = 0; i < n; i++) h = (h * 31 + i) | 0
  return h
}
// What one iteration costs in CPU time, measured here, once.
spin(2_000_000)
const before = process.cpuUsage()
spin(20_000_000)
const used = process.cpuUsage(before)
const nsPerIteration = ((used.user + used.system) * 1000) / 20_000_000
const kept = []
const stats = arg("stats")
const start = process.cpuUsage()
let requests = 0
if (stats) {
  const fs = require("node:fs")
  setInterval(() => {
    const cpu = process.cpuUsage(start)
    fs.writeFileSync(stats, JSON.stringify({ nsPerIteration, requests, cpuNs: (cpu.user + cpu.system) * 1000 }))
  }, 200)
}
Bun.serve({
  hostname: "127.0.0.1",
  port,
  fetch(req) {
    if (new URL(req.url).pathname === "/cost") return Response.json({ nsPerIteration })
    requests++
    if (kept.length < keep) {
      const buffer = new Uint8Array(size)
      buffer.fill(1) // resident, not just reserved
      kept.push(buffer)
    }
    return new Response(String(spin(work)))
  },
})
`

const dir = mkdtempSync(join(tmpdir(), "benchgate-resources-"))
try {
  writeFileSync(join(dir, "server.js"), SERVER)
  const target = (name: string, args: string) =>
    `\t${JSON.stringify(name)}: {
		http: url: "http://127.0.0.1:{port}"
		start: {cmd: ["bun", "server.js", "--port={port}", ${args}], ready: http: "/cost"}
	}`
  writeFileSync(
    join(dir, "spec.cue"),
    `package bench
targets: {
${target("idle", `"--work=0", "--stats=${join(dir, "idle.json")}"`)}
${target("busy", `"--work=${values.work}", "--stats=${join(dir, "busy.json")}"`)}
${target("plain", '"--work=1000"')}
${target("hoarder", `"--work=1000", "--keep=${values.keep}", "--size=${values.size}"`)}
}
scenarios: {
	cpu: {
		targets: ["idle", "busy"]
		baseline: "idle"
		request: path: "/"
		load: {concurrency: 4, duration: "${values.duration}", rounds: ${values.rounds}, warmup: "1s"}
		thresholds: [{target: "busy", metric: "cpu_per_request", overhead: "<= 1000x"}]
	}
	memory: {
		targets: ["plain", "hoarder"]
		baseline: "plain"
		request: path: "/"
		load: {concurrency: 4, duration: "${values.duration}", rounds: ${values.rounds}, warmup: "1s"}
		thresholds: [
			{target: "hoarder", metric: "peak_rss", overhead: "<= +10GiB"},
			{target: "hoarder", metric: "mean_rss", overhead: "<= +10GiB"},
		]
	}
}
`,
  )
  const check = Bun.spawnSync(
    [join(root, "bench"), "check", "spec.cue", "--quiet", "--no-profile", "--json", "report.json"],
    { cwd: dir, timeout: 600_000 },
  )
  if (check.exitCode !== 0) {
    // Thrown, not process.exit: the scratch folder goes with the finally below.
    throw new Error(`the check failed:\n${check.stdout}${check.stderr}`)
  }
  const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"))
  const scenario = (name: string) =>
    report.scenarios.find((s: { scenario: string }) => s.scenario === name)
  const estimate = (
    s: { targets: Array<{ target: string; estimates: Record<string, { value: number }> }> },
    t: string,
    m: string,
  ) => s.targets.find((x) => x.target === t)?.estimates[m]?.value ?? Number.NaN

  const cpu = scenario("cpu")
  const idle = estimate(cpu, "idle", "cpu_per_request")
  const busy = estimate(cpu, "busy", "cpu_per_request")
  // What the services counted themselves: their CPU since start-up and their requests
  // (warm-ups included, which cost the same per request).
  const own = (name: string) =>
    JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8")) as {
      nsPerIteration: number
      requests: number
      cpuNs: number
    }
  const busyOwn = own("busy")
  const idleOwn = own("idle")
  const nsPerIteration = busyOwn.nsPerIteration
  const expectedMs = idle + (Number(values.work) * nsPerIteration) / 1e6
  const memory = scenario("memory")
  const expectedBytes = Number(values.keep) * Number(values.size)
  const rise = (metric: string) =>
    estimate(memory, "hoarder", metric) - estimate(memory, "plain", metric)
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        load: readFileSync("/proc/loadavg", "utf8").trim(),
        cpu: {
          idleMsPerRequest: idle,
          busyMsPerRequest: busy,
          nsPerIteration,
          expectedMsPerRequest: expectedMs,
          ratio: busy / expectedMs,
          ownBusyMsPerRequest: busyOwn.cpuNs / 1e6 / busyOwn.requests,
          ownIdleMsPerRequest: idleOwn.cpuNs / 1e6 / idleOwn.requests,
          ratioToOwn: busy / (busyOwn.cpuNs / 1e6 / busyOwn.requests),
        },
        memory: {
          expectedBytes,
          peakRise: rise("peak_rss"),
          meanRise: rise("mean_rss"),
          peakRatio: rise("peak_rss") / expectedBytes,
          meanRatio: rise("mean_rss") / expectedBytes,
        },
      },
      null,
      2,
    ),
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
