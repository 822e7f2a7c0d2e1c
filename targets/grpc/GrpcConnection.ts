/**
 * How benchgate reaches one gRPC target, shared by the grpcurl preflight and the ghz load
 * runner (runners/ghz imports it): the address, the transport security, where the service's
 * schema comes from, and metadata sent with every call.
 *
 * Paths (CA file, protos, import paths, protoset) are passed to the tools as given: the
 * compiler resolves them against the spec's directory before they get here.
 */

/** Plaintext (h2c), or TLS with optional CA, server-name override and no-verify. */
export type GrpcTls =
  | { readonly mode: "plaintext" }
  | {
      readonly mode: "tls"
      /** PEM file of the CA to trust instead of the system roots. */
      readonly caFile?: string
      /** Name to verify the server's certificate against (SNI), when it differs from the host. */
      readonly serverName?: string
      /** Skip certificate verification entirely (self-signed certificates). */
      readonly insecure?: boolean
    }

/**
 * Where the tools find the service's message types:
 * - reflection: ask the server (grpc.reflection.v1 / v1alpha), the default;
 * - protos: .proto files compiled by the tool, their imports found under `importPaths`;
 * - protoset: a compiled FileDescriptorSet (`protoc --descriptor_set_out --include_imports`).
 */
export type GrpcSchemaSource =
  | { readonly kind: "reflection" }
  | {
      readonly kind: "protos"
      readonly files: ReadonlyArray<string>
      readonly importPaths: ReadonlyArray<string>
    }
  | { readonly kind: "protoset"; readonly file: string }

export interface GrpcConnection {
  /** `host:port`, e.g. `127.0.0.1:50051` (no scheme). */
  readonly address: string
  readonly tls: GrpcTls
  readonly schema: GrpcSchemaSource
  /** Request metadata (gRPC headers), sent with every call and with reflection requests. */
  readonly metadata: Readonly<Record<string, string>>
}

const IDENT = "[A-Za-z_][A-Za-z0-9_]*"
const SERVICE = new RegExp(`^${IDENT}(\\.${IDENT})*$`)
const METHOD = new RegExp(`^${IDENT}$`)

/**
 * A method as `package.Service/Method` (what ghz and grpcurl print) or
 * `package.Service.Method`; the service's package may be empty (`Service/Method`).
 * Undefined when it is neither form.
 */
export const parseMethodName = (
  call: string,
): { readonly service: string; readonly method: string } | undefined => {
  const slash = call.lastIndexOf("/")
  const cut = slash >= 0 ? slash : call.lastIndexOf(".")
  const service = call.slice(0, Math.max(cut, 0))
  const method = call.slice(cut + 1)
  return cut > 0 && SERVICE.test(service) && METHOD.test(method) ? { service, method } : undefined
}

/** `package.Service/Method`, the canonical form. */
export const methodName = (service: string, method: string): string => `${service}/${method}`

/** `package.Service.Method`, the fully-qualified symbol `grpcurl describe` takes. */
export const methodSymbol = (service: string, method: string): string => `${service}.${method}`

/**
 * Metadata keys gRPC accepts: ASCII letters (sent lower-cased), digits, `-`, `_`, `.`. Names a
 * colon would split differently in grpcurl's `-H 'name: value'` are excluded by construction.
 */
export const isMetadataKey = (key: string): boolean => /^[0-9A-Za-z_.-]+$/.test(key)
