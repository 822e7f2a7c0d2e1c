/**
 * Ports for targets: the kernel offers a just-released port again now and then (12 of 300
 * draws here), and targets started together each need their own.
 */
import { expect, test } from "bun:test"
import { Effect } from "effect"
import { freePort } from "../../run/Ports.ts"

test("ports handed out in one run are all different, and bindable", () => {
  const ports = Array.from({ length: 300 }, () => Effect.runSync(freePort))
  expect(new Set(ports).size).toBe(ports.length)
  const server = Bun.listen({
    hostname: "127.0.0.1",
    port: ports.at(-1) as number,
    socket: { data() {} },
  })
  expect(server.port).toBe(ports.at(-1) as number)
  server.stop(true)
})
