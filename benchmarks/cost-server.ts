/**
 * An HTTP server whose per-request cost is set on its command line, for benchgate's own
 * verdict-quality benchmark: `bun benchmarks/cost-server.ts --port=N --work=W [--extra=0.05]`.
 * Each request runs W iterations of an integer hash loop, times (1 + extra): real CPU work,
 * no sleeps, so the injected difference behaves like a real regression (it competes for the
 * same cores as everything else).
 */
import { parseArgs } from "node:util"

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    work: { type: "string", default: "20000" },
    extra: { type: "string", default: "0" },
    // Record each response's completion time (for the noise study's Allan deviation):
    // GET /trace returns the completions per 10 ms bin since the first request.
    trace: { type: "boolean", default: false },
  },
})
const iterations = Math.round(Number(values.work) * (1 + Number(values.extra)))
if (!Number.isFinite(iterations) || iterations < 0) {
  console.error("--work and --extra must be numbers")
  process.exit(2)
}

const work = (): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < iterations; i++) h = Math.imul(h ^ i, 0x01000193)
  return h >>> 0
}

const completions: number[] = []
const traced = (): Response => {
  const start = completions[0] ?? 0
  const bins: number[] = []
  for (const at of completions) {
    const bin = Math.floor((at - start) / 10)
    bins[bin] = (bins[bin] ?? 0) + 1
  }
  return Response.json(Array.from(bins, (n) => n ?? 0))
}

const server = Bun.serve({
  hostname: "127.0.0.1",
  port: Number(values.port ?? 0),
  fetch: (request) => {
    const path = new URL(request.url).pathname
    if (path === "/health") return new Response("ok")
    if (path === "/trace") return traced()
    const body = String(work())
    if (values.trace) completions.push(performance.now())
    return new Response(body)
  },
})
console.log(`listening on 127.0.0.1:${server.port}`)
process.on("SIGTERM", () => {
  server.stop(true)
  process.exit(0)
})
