package grpcbridge

import (
	"context"
	"testing"

	"benchgate.dev/examples/grpcbridge/userspb"
	"google.golang.org/grpc"
	"google.golang.org/protobuf/proto"
)

type call = GetUserFunc

// benchmarkCall measures one GetUser per iteration and reports allocations and, as a custom
// metric, the response's encoded size (the same on every path: a check that all three do the
// same work).
func benchmarkCall(b *testing.B, get call) {
	ctx := context.Background()
	req := &userspb.GetUserRequest{Id: 42, IncludeEmail: true}
	var resp *userspb.GetUserResponse
	b.ReportAllocs()
	for b.Loop() {
		var err error
		resp, err = get(ctx, req)
		if err != nil {
			b.Fatal(err)
		}
	}
	if resp.GetUser().GetName() != "user-42" {
		b.Fatalf("wrong response: %v", resp)
	}
	b.ReportMetric(float64(proto.Size(resp)), "resp-bytes")
}

func direct(srv *Server) call {
	return func(ctx context.Context, req *userspb.GetUserRequest, _ ...grpc.CallOption) (*userspb.GetUserResponse, error) {
		return srv.GetUser(ctx, req)
	}
}

func connect(b *testing.B, open func(userspb.UsersServer) (*Conn, error)) *Conn {
	conn, err := open(NewServer())
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = conn.Close() })
	return conn
}

// BenchmarkDirect calls the handler as a Go method: the baseline.
func BenchmarkDirect(b *testing.B) {
	benchmarkCall(b, direct(NewServer()))
}

// BenchmarkInProcessGRPC calls it through a gRPC client and server joined by bufconn.
func BenchmarkInProcessGRPC(b *testing.B) {
	benchmarkCall(b, connect(b, InProcess).Client.GetUser)
}

// BenchmarkLoopbackGRPC calls it through gRPC over TCP on 127.0.0.1.
func BenchmarkLoopbackGRPC(b *testing.B) {
	benchmarkCall(b, connect(b, Loopback).Client.GetUser)
}

// BenchmarkJSInProcessGRPC calls it from JavaScript in goja, bridged to the same in-process gRPC
// client as BenchmarkInProcessGRPC: what the JS layer adds to that path (the seed's JS bridge).
func BenchmarkJSInProcessGRPC(b *testing.B) {
	benchmarkJS(b, connect(b, InProcess).Client.GetUser)
}

// BenchmarkJSDirect calls the handler from JavaScript in goja, bridged to the Go method of
// BenchmarkDirect: the JS layer alone, over the cheapest path there is.
func BenchmarkJSDirect(b *testing.B) {
	benchmarkJS(b, direct(NewServer()))
}

func benchmarkJS(b *testing.B, getUser call) {
	js, err := NewJSClient(getUser)
	if err != nil {
		b.Fatal(err)
	}
	benchmarkCall(b, js.GetUser)
}
