/**
 * Test fixture: a gRPC server (schema from echo.proto; the health service) whose Vault/Open answers
 * OK only when the call carries every secret of the secrets spec — metadata `x-api-token` and
 * `x-call-token`, request field `token` — and UNAUTHENTICATED otherwise. It never prints them.
 * Expectations come from its environment: EXPECT_* (the spec's `start.env`). With
 * `--reflection` it also serves server reflection, and only to requests carrying `x-api-token`:
 * so a client that lists the service got the reflection metadata.
 *
 *   bun grpc-server.ts --port=PORT [--reflection]
 */
import * as grpc from "@grpc/grpc-js"
import * as protoLoader from "@grpc/proto-loader"
import { ReflectionService } from "@grpc/reflection"
import { HealthImplementation } from "grpc-health-check"

const port = Number(
  Bun.argv.map((arg) => /^--port=(\d+)$/.exec(arg)?.[1]).find((p) => p !== undefined),
)
const definition = protoLoader.loadSync(`${import.meta.dir}/echo.proto`)
const loaded = grpc.loadPackageDefinition(definition) as unknown as {
  secrets: { Vault: { service: grpc.ServiceDefinition } }
}
const expect = (name: string) => process.env[name] ?? ""

const reflection = Bun.argv.includes("--reflection")

/** Refuses reflection requests without the target's metadata secret. */
const reflectionNeedsToken: grpc.ServerInterceptor = (descriptor, call) => {
  const intercepted: grpc.ServerInterceptingCall = new grpc.ServerInterceptingCall(call, {
    start: (next) =>
      next({
        onReceiveMetadata: (metadata, forward) => {
          const token = String(metadata.get("x-api-token")[0] ?? "")
          if (
            descriptor.path.includes("ServerReflection") &&
            token !== expect("EXPECT_GRPC_TOKEN")
          ) {
            intercepted.sendStatus({
              code: grpc.status.UNAUTHENTICATED,
              details: "reflection needs x-api-token",
            })
            return
          }
          forward(metadata)
        },
      }),
  })
  return intercepted
}

const server = new grpc.Server({ interceptors: [reflectionNeedsToken] })
if (reflection) new ReflectionService(definition).addToServer(server)
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
