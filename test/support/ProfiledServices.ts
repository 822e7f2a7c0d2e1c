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
