#!/usr/bin/env bash
# Stands in for bun, a command and a go test binary in the runners' injection test: appends one
# record per call to $RECORD_LOG — the argument count, each argument, then the values of
# NASTY_ENV, BENCHGATE_GROUP and BENCHGATE_RESULTS and the working directory — every field
# NUL-terminated (no argument can hold a NUL, so the record is exact).
set -euo pipefail
{
  printf '%s\0' "$#"
  if [ "$#" -gt 0 ]; then printf '%s\0' "$@"; fi
  printf '%s\0' "${NASTY_ENV-}" "${BENCHGATE_GROUP-}" "${BENCHGATE_RESULTS-}" "$(pwd -P)"
} >>"$RECORD_LOG"
