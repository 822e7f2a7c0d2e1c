/**
 * One cold process for the import-cost benchmark (seed 000): load the effect-rpc handler and
 * everything it imports, answer one query, exit. `bun examples/handlers/import-effect-rpc.ts` — the
 * command runner times the whole process; the difference to import-plain.ts is what the stack
 * costs to load.
 */

import { makeService } from "./effect-rpc.ts"
import { QUERY } from "./Protocol.ts"
import { UserStore } from "./Users.ts"

const service = makeService(new UserStore())
const response = await service.handle(QUERY)
// The RPC server's runtime keeps the process alive until disposed.
await service.dispose()
if (!response.startsWith('{"ok":true')) {
  console.error(`unexpected response: ${response}`)
  process.exit(1)
}
