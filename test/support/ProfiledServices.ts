/**
 * Services whose head commit adds work in one named function, `encodeTask`, beside `respond`:
 * what the profiling tests (test/cli/CheckProfile.test.ts) and benchmark
 * (benchmarks/profile-quality.ts) check that a profile names. `work` is encodeTask's
 * iterations; the base has 0.
 */

/** The Go functions, for a server or a benchmark package of `pkg`. */
export const goFunctions = (pkg: string, work: number) => `package ${pkg}

//go:noinline
func respond() uint64 {
	var h uint64 = 1
	for i := 0; i < 20000; i++ {
		h = h*31 + uint64(i)
	}
	return h
}

//go:noinline
func encodeTask() uint64 {
	var h uint64 = 1
	for i := 0; i < ${work}; i++ {
		h = h*17 + uint64(i)
	}
	return h
}
`

/** A Bun.serve server on --port=N calling both per request. */
export const bunServer = (
  work: number,
) => `const port = Number(process.argv.find((a) => a.startsWith("--port="))?.slice(7))
function respond(): string {
  let h = 0
  for (let i = 0; i < 20000; i++) h = (h * 31 + i) | 0
  return String(h)
}
function encodeTask(): number {
  let h = 0
  for (let i = 0; i < ${work}; i++) h = (h * 17 + i) | 0
  return h
}
Bun.serve({ hostname: "127.0.0.1", port, fetch: () => new Response(respond() + encodeTask()) })
`

/** A net/http server on the port given as its first argument, calling both per request. */
export const goServer = (work: number) =>
  `${goFunctions("main", work)}
func main() {
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, respond(), encodeTask())
	})
	if err := http.ListenAndServe("127.0.0.1:"+os.Args[1], nil); err != nil {
		panic(err)
	}
}
`.replace("package main\n", 'package main\n\nimport (\n\t"fmt"\n\t"net/http"\n\t"os"\n)\n')

/**
 * A net/http server whose head wraps its handler in an access log, as a logging middleware
 * does: per request a JSON entry marshalled, decoded and marshalled again with the service's
 * fields, then written through fmt to a writer (/dev/null, so the log costs its encoding and
 * its write, not a disk). The base has no such function. What the profiles must name first is
 * the wrapper, `main.accessLog.func1`, whose cost is spread over encoding/json, fmt, the
 * runtime and the write syscall.
 */
export const goMiddlewareServer = (wrapped: boolean) => `package main

import (
${wrapped ? '\t"encoding/json"\n' : ""}	"fmt"
${wrapped ? '\t"io"\n' : ""}	"net/http"
	"os"
${wrapped ? '\t"time"\n' : ""})

//go:noinline
func respond() uint64 {
	var h uint64 = 1
	for i := 0; i < 20000; i++ {
		h = h*31 + uint64(i)
	}
	return h
}

func hello(w http.ResponseWriter, r *http.Request) {
	fmt.Fprint(w, respond())
}
${
  wrapped
    ? `
type accessEntry struct {
	Method  string            \`json:"method"\`
	Path    string            \`json:"path"\`
	Query   string            \`json:"query"\`
	Headers map[string]string \`json:"headers"\`
	Micros  int64             \`json:"micros"\`
}

// accessLog logs every request as one JSON line with the service's fields. Not inlined into
// main, as a real logging middleware is not, so its closure keeps its name.
//go:noinline
func accessLog(out io.Writer, next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		next(w, r)
		entry := accessEntry{Method: r.Method, Path: r.URL.Path, Query: r.URL.RawQuery, Headers: map[string]string{}}
		for name, values := range r.Header {
			entry.Headers[name] = values[0]
		}
		entry.Micros = time.Since(start).Microseconds()
		line, _ := json.Marshal(entry)
		var fields map[string]any
		_ = json.Unmarshal(line, &fields)
		fields["service"] = "svc"
		fields["at"] = start.Format(time.RFC3339Nano)
		line, _ = json.Marshal(fields)
		fmt.Fprintf(out, "%s %s %d %s\\n", r.Method, r.URL.Path, entry.Micros, line)
	}
}
`
    : ""
}
func main() {
	var handler http.HandlerFunc = hello
${
  wrapped
    ? `	devnull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		panic(err)
	}
	handler = accessLog(devnull, handler)
`
    : ""
}	http.HandleFunc("/", handler)
	if err := http.ListenAndServe("127.0.0.1:"+os.Args[1], nil); err != nil {
		panic(err)
	}
}
`

/**
 * A Bun.serve server that parses an order per request; its head validates it first, as a
 * validation library would: `validate` walks the order through helpers (`checkString`,
 * `checkEmail`, `checkNumber`, `checkItem`), none of which carries most of the cost. The
 * profiles must name `validate validator.ts` first. `items` is the order's size.
 */
export const bunValidatedServer = (wrapped: boolean, items: number) => {
  const order = JSON.stringify({
    id: "order-42",
    email: "someone@example.com",
    tags: Array.from({ length: items }, (_, i) => `tag-${i}`),
    items: Array.from({ length: items }, (_, i) => ({
      sku: `sku-${i}`,
      qty: i + 1,
      price: 9.5 + i,
    })),
  })
  const server = `${wrapped ? 'import { validate } from "./validator.ts"\n' : ""}const port = Number(process.argv.find((a) => a.startsWith("--port="))?.slice(7))
const ORDER = ${JSON.stringify(order)}
function respond(): string {
  let h = 0
  for (let i = 0; i < 20000; i++) h = (h * 31 + i) | 0
  return String(h)
}
Bun.serve({
  hostname: "127.0.0.1",
  port,
  fetch: () => {
    const order = JSON.parse(ORDER)
${wrapped ? '    if (!validate(order)) return new Response("invalid", { status: 400 })\n' : ""}    return new Response(respond() + order.items.length)
  },
})
`
  const validator = `// A validation library's shape: a schema walk through small checks.
export function checkString(value: unknown, min: number, max: number): boolean {
  if (typeof value !== "string" || value.length < min || value.length > max) return false
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c < 32 || c === 127) return false
  }
  return true
}
export function checkEmail(value: unknown): boolean {
  if (!checkString(value, 3, 254)) return false
  const text = value as string
  const at = text.indexOf("@")
  return at > 0 && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$/.test(text)
}
export function checkNumber(value: unknown, min: number, max: number): boolean {
  return typeof value === "number" && Number.isFinite(value) && value >= min && value <= max
}
export function checkItem(item: Record<string, unknown>): boolean {
  return (
    checkString(item.sku, 1, 64) &&
    checkNumber(item.qty, 1, 1000) &&
    checkNumber(item.price, 0, 1e6) &&
    JSON.stringify(item).length < 512
  )
}
export function validate(order: Record<string, unknown>): boolean {
  if (!checkString(order.id, 1, 64) || !checkEmail(order.email)) return false
  const tags = order.tags as unknown[]
  for (const tag of tags) if (!checkString(tag, 1, 32)) return false
  const items = order.items as Record<string, unknown>[]
  for (const item of items) if (!checkItem(item)) return false
  return JSON.stringify(order).length < 1e6
}
`
  return wrapped ? { "server.ts": server, "validator.ts": validator } : { "server.ts": server }
}
