/** Answers 200 to everything on 127.0.0.1:$PORT, for the injection test's targets. */
const port = Number(process.env.PORT)
if (!Number.isInteger(port) || port <= 0) throw new Error(`bad PORT ${process.env.PORT}`)
Bun.serve({ hostname: "127.0.0.1", port, fetch: () => new Response("ok") })
