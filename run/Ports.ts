/** Free loopback ports, allocated at run time so concurrent runs never collide. */
import { Effect } from "effect"

/** Asks the kernel for a free port by binding port 0, then releases it for the target. */
export const freePort = Effect.sync(() => {
  const server = Bun.listen({
    hostname: "127.0.0.1",
    port: 0,
    socket: { data() {} },
  })
  const port = server.port
  server.stop(true)
  return port
})
