// Package grpcbridge is seed 004's system: one unary handler, called directly, through an
// in-process gRPC channel (bufconn) and through gRPC over TCP loopback. The benchmarks in
// bench_test.go measure what each hop adds per call: time, bytes and allocations.
package grpcbridge

import (
	"context"
	"fmt"

	"benchgate.dev/examples/grpcbridge/userspb"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// Users is the number of users in the table; ids 1..Users exist.
const Users = 1000

type record struct {
	name  string
	email string
	roles []string
}

// Server answers GetUser from a fixed in-memory table. It is the one handler all three paths
// call: the cost differences between the benchmarks are the paths, not the work.
type Server struct {
	userspb.UnimplementedUsersServer
	users map[int64]record
}

// NewServer builds the table: user i is "user-i" with an e-mail address and one or two roles.
func NewServer() *Server {
	users := make(map[int64]record, Users)
	for id := int64(1); id <= Users; id++ {
		roles := []string{"reader"}
		if id%10 == 0 {
			roles = append(roles, "admin")
		}
		users[id] = record{
			name:  fmt.Sprintf("user-%d", id),
			email: fmt.Sprintf("user-%d@example.com", id),
			roles: roles,
		}
	}
	return &Server{users: users}
}

// GetUser decodes nothing itself (the caller or gRPC did), looks the id up and builds the
// response: two allocations on the direct path (the response and the user).
func (s *Server) GetUser(_ context.Context, req *userspb.GetUserRequest) (*userspb.GetUserResponse, error) {
	r, ok := s.users[req.GetId()]
	if !ok {
		return nil, status.Errorf(codes.NotFound, "user %d not found", req.GetId())
	}
	user := &userspb.User{Id: req.GetId(), Name: r.name, Roles: r.roles}
	if req.GetIncludeEmail() {
		user.Email = r.email
	}
	return &userspb.GetUserResponse{User: user}, nil
}
