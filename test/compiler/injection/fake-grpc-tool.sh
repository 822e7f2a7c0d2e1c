#!/usr/bin/env bash
# Stands in for ghz and grpcurl in the gRPC injection test, copied as fake-ghz.sh and
# fake-grpcurl.sh: records its argv and working directory like record.sh, to
# $FAKE_LOG_DIR/<its name>.log, then answers as the real tool would for what the scripts need:
# grpcurl's health check says SERVING, ghz prints an (empty) JSON report.
set -euo pipefail
here=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
name=$(basename -- "$0" .sh)
RECORD_LOG=$FAKE_LOG_DIR/$name.log "$here/record.sh" "$@"
case "$name" in
  fake-grpcurl) printf '{\n  "status": "SERVING"\n}\n' ;;
  *) printf '{}\n' ;;
esac
