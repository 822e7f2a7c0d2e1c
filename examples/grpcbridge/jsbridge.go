package grpcbridge

import (
	"context"
	"errors"
	"fmt"

	"benchgate.dev/examples/grpcbridge/userspb"
	"github.com/dop251/goja"
	"google.golang.org/grpc"
)

// clientScript is the JavaScript side of the seed's JS path: an async function that builds the
// request, awaits the bridged call and hands the response back.
const clientScript = `
async function getUser(id, includeEmail) {
	const response = await users.getUser({ id: id, includeEmail: includeEmail });
	return response;
}
`

// GetUserFunc is a GetUser call with the gRPC client's signature: a client's method or, for the
// direct path, a wrapped handler.
type GetUserFunc func(context.Context, *userspb.GetUserRequest, ...grpc.CallOption) (*userspb.GetUserResponse, error)

// JSClient calls GetUser from JavaScript running in a goja runtime, through a Go function that
// bridges to a gRPC client: the seed's JS bridge, where every call crosses JS → Go → gRPC and
// back, with a Promise per call. It is not safe for concurrent use (a goja runtime is not).
type JSClient struct {
	vm      *goja.Runtime
	getUser goja.Callable
}

// NewJSClient starts a runtime whose `users.getUser` calls getUser.
func NewJSClient(getUser GetUserFunc) (*JSClient, error) {
	vm := goja.New()
	users := vm.NewObject()
	if err := users.Set("getUser", bridgeGetUser(vm, getUser)); err != nil {
		return nil, err
	}
	if err := vm.Set("users", users); err != nil {
		return nil, err
	}
	if _, err := vm.RunString(clientScript); err != nil {
		return nil, err
	}
	script, ok := goja.AssertFunction(vm.Get("getUser"))
	if !ok {
		return nil, errors.New("grpcbridge: the client script defines no getUser function")
	}
	return &JSClient{vm: vm, getUser: script}, nil
}

// bridgeGetUser is `users.getUser(request)`: a JS request object in, a Promise of a JS response
// object out, settled before it returns (the call is synchronous on the Go side).
func bridgeGetUser(vm *goja.Runtime, getUser GetUserFunc) func(goja.FunctionCall) goja.Value {
	return func(call goja.FunctionCall) goja.Value {
		promise, resolve, reject := vm.NewPromise()
		arg := call.Argument(0).ToObject(vm)
		req := &userspb.GetUserRequest{
			Id:           arg.Get("id").ToInteger(),
			IncludeEmail: arg.Get("includeEmail").ToBoolean(),
		}
		resp, err := getUser(context.Background(), req)
		if err != nil {
			// A Go error value exports back as itself, so the caller sees the gRPC status.
			_ = reject(err)
		} else {
			_ = resolve(responseObject(vm, resp))
		}
		return vm.ToValue(promise)
	}
}

func responseObject(vm *goja.Runtime, resp *userspb.GetUserResponse) *goja.Object {
	u := resp.GetUser()
	roles := make([]any, len(u.GetRoles()))
	for i, role := range u.GetRoles() {
		roles[i] = role
	}
	user := vm.NewObject()
	_ = user.Set("id", u.GetId())
	_ = user.Set("name", u.GetName())
	_ = user.Set("email", u.GetEmail())
	_ = user.Set("roles", vm.NewArray(roles...))
	response := vm.NewObject()
	_ = response.Set("user", user)
	return response
}

// GetUser runs the script's getUser and reads its settled Promise back into a response, so the
// JS path answers exactly as the Go paths do; it has the gRPC client's signature. goja runs the Promise jobs before the call returns.
func (c *JSClient) GetUser(_ context.Context, req *userspb.GetUserRequest, _ ...grpc.CallOption) (*userspb.GetUserResponse, error) {
	result, err := c.getUser(goja.Undefined(), c.vm.ToValue(req.GetId()), c.vm.ToValue(req.GetIncludeEmail()))
	if err != nil {
		return nil, err
	}
	promise, ok := result.Export().(*goja.Promise)
	if !ok {
		return nil, fmt.Errorf("grpcbridge: getUser returned %v, not a Promise", result)
	}
	switch promise.State() {
	case goja.PromiseStateFulfilled:
		return responseFromJS(c.vm, promise.Result().ToObject(c.vm))
	case goja.PromiseStateRejected:
		if err, ok := promise.Result().Export().(error); ok {
			return nil, err
		}
		return nil, fmt.Errorf("grpcbridge: getUser rejected: %v", promise.Result())
	default:
		return nil, errors.New("grpcbridge: getUser's Promise is still pending")
	}
}

func responseFromJS(vm *goja.Runtime, response *goja.Object) (*userspb.GetUserResponse, error) {
	user := response.Get("user")
	if user == nil || goja.IsUndefined(user) || goja.IsNull(user) {
		return nil, errors.New("grpcbridge: the response has no user")
	}
	u := user.ToObject(vm)
	var roles []string
	if err := vm.ExportTo(u.Get("roles"), &roles); err != nil {
		return nil, err
	}
	return &userspb.GetUserResponse{User: &userspb.User{
		Id:    u.Get("id").ToInteger(),
		Name:  u.Get("name").String(),
		Email: u.Get("email").String(),
		Roles: roles,
	}}, nil
}
