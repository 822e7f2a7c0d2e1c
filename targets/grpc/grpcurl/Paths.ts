/**
 * A gRPC target's files for grpcurl, resolved: the spec names its CA, protos, import paths and
 * protoset relative to the target's directory (the spec's, or a base copy's). ghz runs in that
 * directory and takes them as they are; grpcurl gets absolute paths, and each proto's own
 * directory as an import path, because grpcurl (unlike ghz, which adds the file's directory
 * and the working directory itself) requires every file to lie under an import path once any is
 * given.
 */
import { dirname, resolve } from "node:path"
import type { GrpcConnection } from "../GrpcConnection.ts"

export const resolveForGrpcurl = (target: GrpcConnection, dir: string): GrpcConnection => {
  const abs = (path: string) => resolve(dir, path)
  const tls =
    target.tls.mode === "tls" && target.tls.caFile !== undefined
      ? { ...target.tls, caFile: abs(target.tls.caFile) }
      : target.tls
  const { schema } = target
  switch (schema.kind) {
    case "reflection":
      return { ...target, tls }
    case "protoset":
      return { ...target, tls, schema: { kind: "protoset", file: abs(schema.file) } }
    case "protos": {
      const files = schema.files.map(abs)
      const importPaths = [...new Set([...schema.importPaths.map(abs), ...files.map(dirname)])]
      return { ...target, tls, schema: { kind: "protos", files, importPaths } }
    }
  }
}
