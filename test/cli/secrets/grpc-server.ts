/**
 * Test fixture: a gRPC server (schema from echo.proto, no reflection; the health service) whose Vault/Open answers
 * OK only when the call carries every secret of the secrets spec — metadata `x-api-token` and
 * `x-call-token`, request field `token` — and UNAUTHENTICATED otherwise. It never prints them.
 * Expectations come from its environment: EXPECT_* (the spec's `start.env`).
 *
 *   bun grpc-server.ts --port=PORT
 */
import * as grpc from "@grpc/grpc-js"
import * as protoLoader from "@grpc/proto-loader"
import { HealthImplementation } from "grpc-health-check"

const port = Number(/^--port=(\d+)$/.exec(Bun.argv[2] ?? "")?.[1])
const definition = protoLoader.loadSync(`${import.meta.dir}/echo.proto`)
const loaded = grpc.loadPackageDefinition(definition) as unknown as {
  secrets: { Vault: { service: grpc.ServiceDefinition } }
}
const expect = (name: string) => process.env[name] ?? ""

const server = new grpc.Server()
server.addService(loaded.secrets.Vault.service, {
  Open: (
    call: grpc.ServerUnaryCall<{ token: string }, { open: boolean }>,
    callback: grpc.sendUnaryData<{ open: boolean }>,
  ) => {
    const metadata = (key: string) => String(call.metadata.get(key)[0] ?? "")
    const ok =
      expect("EXPECT_GRPC_TOKEN") !== "" &&
      metadata("x-api-token") === expect("EXPECT_GRPC_TOKEN") &&
      metadata("x-call-token") === expect("EXPECT_CALL_TOKEN") &&
      call.request.token === expect("EXPECT_DATA_TOKEN")
    if (ok) callback(null, { open: true })
    else callback({ code: grpc.status.UNAUTHENTICATED, details: "closed" })
  },
})
// The health check (`ready: grpc`) runs grpcurl with the target's metadata, secrets included.
new HealthImplementation({ "": "SERVING" }).addToServer(server)
server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (error) => {
  if (error) {
    console.error(error.message)
    process.exit(1)
  }
  console.log(`listening on 127.0.0.1:${port}`)
})
