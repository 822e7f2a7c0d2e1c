#!/usr/bin/env bash
# Stands in for oha in the injection test: appends one record per call to $FAKE_OHA_LOG — the
# argument count, then each argument, every field NUL-terminated (no argument can hold a NUL,
# so the record is exact) — and prints an empty JSON report.
set -euo pipefail
{
  printf '%s\0' "$#"
  if [ "$#" -gt 0 ]; then printf '%s\0' "$@"; fi
} >>"$FAKE_OHA_LOG"
printf '{}\n'
