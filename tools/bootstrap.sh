# Sourced by ./bench and scripts/test: puts the pinned bun on PATH (installing it from npm into
# the cache outside the repo when missing) and installs the dependencies when bun.lock changed.
# Sets: root, BENCHGATE_CACHE, PATH.

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export BENCHGATE_CACHE=${BENCHGATE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/benchgate}

bootstrap_fail() {
  echo "bench: $*" >&2
  exit 3
}

bun_version=$(sed -n 's/^ *"bun": *"\([^"]*\)".*/\1/p' "$root/tools/pins.json")
bun_dir=$BENCHGATE_CACHE/bun-$bun_version
if [ ! -x "$bun_dir/node_modules/.bin/bun" ]; then
  command -v npm >/dev/null ||
    bootstrap_fail "bun $bun_version is not installed and npm is missing to install it; install Node.js (npm) or bun $bun_version"
  echo "bench: installing bun $bun_version into $bun_dir (once)" >&2
  mkdir -p "$bun_dir"
  npm install --prefix "$bun_dir" --no-save --no-package-lock --no-audit --no-fund \
    --loglevel=error "bun@$bun_version" >&2 || bootstrap_fail "could not install bun $bun_version with npm"
fi
export PATH=$bun_dir/node_modules/.bin:$PATH

# Reinstall dependencies only when the lockfile changed since the last install.
stamp=$root/node_modules/.benchgate-lock
if [ ! -f "$stamp" ] || ! cmp -s "$root/bun.lock" "$stamp"; then
  echo "bench: installing dependencies (bun install)" >&2
  (cd "$root" && bun install --frozen-lockfile >&2) || bootstrap_fail "bun install failed"
  cp "$root/bun.lock" "$stamp"
fi
