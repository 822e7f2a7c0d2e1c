/**
 * Metadata keys and values the tools can send: keys as gRPC allows them (lower-cased on the
 * wire; `grpc-` is reserved for the protocol), values without control characters (HTTP/2 header
 * values; grpcurl's `-H` and ghz's JSON would both pass them on and the server reject them).
 */

import type { IssueSink, Path } from "../IssueSink.ts"
import { isMetadataKey } from "./GrpcConnection.ts"

export const checkMetadata = (
  metadata: Readonly<Record<string, string>>,
  path: Path,
  issues: IssueSink,
) => {
  for (const [key, value] of Object.entries(metadata)) {
    if (!isMetadataKey(key)) {
      issues.add(
        [...path, key],
        `${JSON.stringify(key)} is not a metadata key: letters, digits, -, _ and .`,
      )
    } else if (key.toLowerCase().startsWith("grpc-")) {
      issues.add([...path, key], `"grpc-" metadata keys are reserved for gRPC itself`)
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
    if (/[\u0000-\u001f\u007f]/.test(value)) {
      issues.add(
        [...path, key],
        "a metadata value cannot hold control characters (newlines, tabs, …)",
      )
    }
  }
}
