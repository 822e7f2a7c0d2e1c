#!/usr/bin/env bash
# Regenerates userspb/ from users.proto. Not needed to build or benchmark: the generated code is
# committed. Every tool comes from a package registry: protoc from PyPI's grpcio-tools (it ships
# the compiler as a Python extension), the two Go plugins from the Go module proxy.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
tools=${GRPCBRIDGE_TOOLS:-${TMPDIR:-/tmp}/grpcbridge-tools}
if [[ ! -x $tools/venv/bin/python ]]; then
  python3 -m venv "$tools/venv"
  "$tools/venv/bin/pip" install --quiet grpcio-tools==1.85.1
fi
GOBIN=$tools/bin go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.12
GOBIN=$tools/bin go install google.golang.org/grpc/cmd/protoc-gen-go-grpc@v1.6.2
"$tools/venv/bin/python" -m grpc_tools.protoc \
  --plugin=protoc-gen-go="$tools/bin/protoc-gen-go" \
  --plugin=protoc-gen-go-grpc="$tools/bin/protoc-gen-go-grpc" \
  --go_out=. --go_opt=module=benchgate.dev/examples/grpcbridge \
  --go-grpc_out=. --go-grpc_opt=module=benchgate.dev/examples/grpcbridge \
  -I . users.proto
