package grpcbridge

import (
	"context"
	"testing"

	"benchgate.dev/examples/grpcbridge/userspb"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
)

// TestPathsAgree: the five benchmarked paths give the same answers, errors included.
func TestPathsAgree(t *testing.T) {
	ctx := context.Background()
	srv := NewServer()
	inProcess, err := InProcess(srv)
	if err != nil {
		t.Fatal(err)
	}
	defer inProcess.Close()
	loopback, err := Loopback(srv)
	if err != nil {
		t.Fatal(err)
	}
	defer loopback.Close()
	jsDirect, err := NewJSClient(direct(srv))
	if err != nil {
		t.Fatal(err)
	}
	jsInProcess, err := NewJSClient(inProcess.Client.GetUser)
	if err != nil {
		t.Fatal(err)
	}

	want := &userspb.GetUserResponse{User: &userspb.User{
		Id: 10, Name: "user-10", Email: "user-10@example.com", Roles: []string{"reader", "admin"},
	}}
	paths := map[string]call{
		"direct":        direct(srv),
		"in-process":    inProcess.Client.GetUser,
		"loopback":      loopback.Client.GetUser,
		"js direct":     jsDirect.GetUser,
		"js in-process": jsInProcess.GetUser,
	}
	for name, get := range paths {
		got, err := get(ctx, &userspb.GetUserRequest{Id: 10, IncludeEmail: true})
		if err != nil || !proto.Equal(got, want) {
			t.Errorf("%s: got %v, %v; want %v", name, got, err, want)
		}
		noEmail, err := get(ctx, &userspb.GetUserRequest{Id: 10})
		if err != nil || noEmail.GetUser().GetEmail() != "" {
			t.Errorf("%s: without include_email got %v, %v", name, noEmail, err)
		}
		_, err = get(ctx, &userspb.GetUserRequest{Id: Users + 1})
		if status.Code(err) != codes.NotFound {
			t.Errorf("%s: unknown id: got %v, want NotFound", name, err)
		}
	}
}
