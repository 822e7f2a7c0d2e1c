#!/usr/bin/env bash
# The target in the injection test: records its argv (NUL-terminated), one environment value,
# its working directory and pid as $RECORD_DIR/$RUN_ID.<what>-$TARGET_ID, then becomes a tiny
# HTTP server on $PORT. RUN_ID comes from the test's environment, the rest from the spec.
set -euo pipefail
record=$RECORD_DIR/$RUN_ID
if [ "$#" -gt 0 ]; then printf '%s\0' "$@"; fi >"$record.argv-$TARGET_ID"
printf '%s' "$NASTY_ENV" >"$record.env-$TARGET_ID"
pwd -P >"$record.cwd-$TARGET_ID"
printf '%s' "$$" >"$record.pid-$TARGET_ID"
exec "$BUN" "$(dirname -- "${BASH_SOURCE[0]}")/server.ts"
