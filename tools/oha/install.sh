# Builds the pinned oha with benchgate's patch: run as `bash -c "$script" install-oha ROOT` with
# OHA_VERSION, OHA_CRATE_SHA256 and OHA_PATCH (the patch's text) in the environment. The crate
# comes from crates.io (the registry cargo uses), verified against its pinned SHA-256, and is
# built with its own Cargo.lock (--locked) into ROOT/bin, like `cargo install` of the release.
set -euo pipefail
root=$1
work=$(mktemp -d "${TMPDIR:-/tmp}/benchgate-oha-build.XXXXXX")
trap 'rm -rf "$work"' EXIT
crate=$work/oha.crate
curl --fail --silent --show-error --location --retry 3 --output "$crate" \
  "https://static.crates.io/crates/oha/oha-$OHA_VERSION.crate"
if command -v sha256sum >/dev/null; then
  actual=$(sha256sum "$crate")
else
  actual=$(shasum -a 256 "$crate")
fi
if [ "${actual%% *}" != "$OHA_CRATE_SHA256" ]; then
  echo "oha-$OHA_VERSION.crate has SHA-256 ${actual%% *}, expected $OHA_CRATE_SHA256" >&2
  exit 1
fi
tar -xzf "$crate" -C "$work"
# git apply rather than patch(1), which many machines lack; GIT_DIR keeps it out of any repository
# the folder happens to be in.
(cd "$work/oha-$OHA_VERSION" && printf '%s\n' "${OHA_PATCH%$'\n'}" | GIT_DIR=/nonexistent git apply -p1 -)
cargo install --locked --quiet --path "$work/oha-$OHA_VERSION" --root "$root" \
  --target-dir "$work/target"
