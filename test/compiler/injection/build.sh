#!/usr/bin/env bash
# The evil target's build in the injection test: records its argv (NUL-terminated) as
# records/$RUN_ID.argv-build in its working directory. RUN_ID comes from the test's environment.
set -euo pipefail
if [ "$#" -gt 0 ]; then printf '%s\0' "$@"; fi >"records/$RUN_ID.argv-build"
