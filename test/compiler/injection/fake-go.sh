#!/usr/bin/env bash
# Stands in for go in the runners' injection test: records `go test -c -o FILE .` like
# record.sh (to $FAKE_GO_LOG), then writes FILE as a "test binary" that records its own calls
# to $FAKE_BINARY_LOG with record.sh.
set -euo pipefail
here=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
RECORD_LOG=$FAKE_GO_LOG "$here/record.sh" "$@"
[ "$1" = test ] && [ "$2" = -c ] && [ "$3" = -o ] || { echo "fake go: unexpected $*" >&2; exit 2; }
printf '#!/usr/bin/env bash\nRECORD_LOG=$FAKE_BINARY_LOG exec %q "$@"\n' "$here/record.sh" >"$4"
chmod +x "$4"
