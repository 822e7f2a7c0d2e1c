// An HTTP server whose per-request cost is set on its command line, the Go twin of
// benchmarks/cost-server.ts for the noise study: `cost-server-go -port N -work W -extra X`.
// Each request runs W×(1+X) iterations of an integer hash loop: CPU work, no sleeps.
package main

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"strconv"
)

func main() {
	port := flag.Int("port", 0, "port to listen on (0: any free port)")
	work := flag.Float64("work", 20000, "hash iterations per request")
	extra := flag.Float64("extra", 0, "relative extra work per request")
	flag.Parse()
	iterations := int(*work * (1 + *extra))
	http.HandleFunc("/health", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })
	http.HandleFunc("/", func(w http.ResponseWriter, _ *http.Request) {
		h := uint32(0x811c9dc5)
		for i := 0; i < iterations; i++ {
			h = (h ^ uint32(i)) * 0x01000193
		}
		w.Write([]byte(strconv.FormatUint(uint64(h), 10)))
	})
	listener, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", *port))
	if err != nil {
		panic(err)
	}
	fmt.Printf("listening on %s\n", listener.Addr())
	panic(http.Serve(listener, nil))
}
