/**
 * One cold process for the import-cost benchmark (seed 000): load the micro-rpc handler and
 * everything it imports, answer one query, exit. `bun examples/handlers/import-micro-rpc.ts` — the
 * command runner times the whole process; the difference to import-plain.ts is what the stack
 * costs to load.
 */

import { makeHandler } from "./micro-rpc.ts"
import { QUERY } from "./Protocol.ts"
import { UserStore } from "./Users.ts"

const response = await makeHandler(new UserStore())(QUERY)
if (!response.startsWith('{"ok":true')) {
  console.error(`unexpected response: ${response}`)
  process.exit(1)
}
