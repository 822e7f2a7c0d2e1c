// A gRPC server whose per-call cost is set on its command line, the gRPC twin of
// benchmarks/cost-server-go for the verdict-quality benchmark: `cost-grpc-go -port N -work W
// -extra X`. It serves the standard health service, grpc.health.v1.Health/Check, and each Check
// runs W×(1+X) iterations of an integer hash loop before it answers SERVING: CPU work, no
// sleeps. Server reflection is on, so ghz and grpcurl need no proto files.
package main

import (
	"context"
	"flag"
	"fmt"
	"net"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/reflection"
	"google.golang.org/grpc/status"
)

type costly struct {
	healthpb.UnimplementedHealthServer
	iterations int
}

// sink keeps the loop from being optimised away.
var sink uint32

func (c costly) Check(_ context.Context, _ *healthpb.HealthCheckRequest) (*healthpb.HealthCheckResponse, error) {
	h := uint32(0x811c9dc5)
	for i := 0; i < c.iterations; i++ {
		h = (h ^ uint32(i)) * 0x01000193
	}
	sink = h
	return &healthpb.HealthCheckResponse{Status: healthpb.HealthCheckResponse_SERVING}, nil
}

func (costly) Watch(_ *healthpb.HealthCheckRequest, _ healthpb.Health_WatchServer) error {
	return status.Error(codes.Unimplemented, "watch is not served")
}

func main() {
	port := flag.Int("port", 0, "port to listen on (0: any free port)")
	work := flag.Float64("work", 20000, "hash iterations per call")
	extra := flag.Float64("extra", 0, "relative extra work per call")
	flag.Parse()
	listener, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", *port))
	if err != nil {
		panic(err)
	}
	server := grpc.NewServer()
	healthpb.RegisterHealthServer(server, costly{iterations: int(*work * (1 + *extra))})
	reflection.Register(server)
	fmt.Printf("listening on %s\n", listener.Addr())
	panic(server.Serve(listener))
}
