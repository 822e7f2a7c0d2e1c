/** The recorded grpcurl runs in test/fixtures/grpcurl (see its README and record.ts). */
import { join } from "node:path"

export interface Recorded {
  readonly argv: ReadonlyArray<string>
  readonly exitCode: number
  readonly stdout: string
  readonly stderr: string
}

export const recorded = async (name: string): Promise<Recorded> =>
  (await Bun.file(
    join(import.meta.dir, "../../../fixtures/grpcurl", `${name}.json`),
  ).json()) as Recorded
