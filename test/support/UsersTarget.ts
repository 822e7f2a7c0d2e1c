/** A started target of a test spec: examples/users/server.ts in one mode, its SQLite file in `work`. */
import { join, resolve } from "node:path"

const server = resolve(import.meta.dir, "../../examples/users/server.ts")

/** The CUE value of an http target running the users example in `mode` (direct, layered, …). */
export const usersTarget = (work: string, mode: string): string => `{
		http: url: "http://127.0.0.1:{port}"
		start: {
			cmd: ["bun", ${JSON.stringify(server)}, "--mode=${mode}", "--port={port}", "--db=${join(work, `${mode}.db`)}"]
			ready: http: "/health"
		}
	}`
