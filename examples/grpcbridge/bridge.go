package grpcbridge

import (
	"context"
	"errors"
	"fmt"
	"net"

	"benchgate.dev/examples/grpcbridge/userspb"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/test/bufconn"
)

// Conn is a client connected to a served Server; Close stops both ends.
type Conn struct {
	Client userspb.UsersClient
	conn   *grpc.ClientConn
	server *grpc.Server
}

// Close closes the client connection, then stops the server.
func (c *Conn) Close() error {
	err := c.conn.Close()
	c.server.Stop()
	return err
}

// serve registers srv on a new gRPC server listening on lis and connects a client with dial.
func serve(srv userspb.UsersServer, lis net.Listener, target string, opts ...grpc.DialOption) (*Conn, error) {
	server := grpc.NewServer()
	userspb.RegisterUsersServer(server, srv)
	go func() {
		// Serve returns when Stop is called; any other error shows up as failed calls.
		if err := server.Serve(lis); err != nil && !errors.Is(err, grpc.ErrServerStopped) {
			fmt.Printf("grpcbridge: serve: %v\n", err)
		}
	}()
	opts = append(opts, grpc.WithTransportCredentials(insecure.NewCredentials()))
	conn, err := grpc.NewClient(target, opts...)
	if err != nil {
		server.Stop()
		return nil, err
	}
	return &Conn{Client: userspb.NewUsersClient(conn), conn: conn, server: server}, nil
}

// InProcess serves srv over an in-memory connection (bufconn): the whole gRPC stack — HTTP/2
// framing, protobuf encoding, the transport's goroutines — without a socket.
func InProcess(srv userspb.UsersServer) (*Conn, error) {
	lis := bufconn.Listen(1 << 20)
	dial := func(ctx context.Context, _ string) (net.Conn, error) { return lis.DialContext(ctx) }
	return serve(srv, lis, "passthrough:///bufconn", grpc.WithContextDialer(dial))
}

// Loopback serves srv on a TCP port on 127.0.0.1 chosen by the kernel.
func Loopback(srv userspb.UsersServer) (*Conn, error) {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	return serve(srv, lis, "passthrough:///"+lis.Addr().String())
}
