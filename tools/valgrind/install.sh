# Unpacks Debian's valgrind package into the cache: run as `bash -c "$script" install-valgrind
# ROOT` with VALGRIND_DEBIAN_VERSION (the package version, e.g. 1:3.19.0-1) in the environment.
# The package comes from the machine's apt sources (the registry apt-get uses, which checks its
# signatures), is unpacked with dpkg-deb into ROOT/pkg, and ROOT/bin/valgrind points valgrind
# at its tools there: nothing is installed system-wide, and no root is needed when the package
# lists are present. Only Debian's own package: valgrind has no registry of its own.
set -euo pipefail
root=$1
work=$(mktemp -d "${TMPDIR:-/tmp}/benchgate-valgrind.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
if ! apt-get download "valgrind=$VALGRIND_DEBIAN_VERSION" 2>"$work/apt.err"; then
  # A fresh container has no package lists; root may fetch them, as apt-get install would.
  if [ "$(id -u)" = 0 ] && apt-get update -qq 2>>"$work/apt.err"; then
    apt-get download "valgrind=$VALGRIND_DEBIAN_VERSION"
  else
    cat "$work/apt.err" >&2
    echo "apt-get could not download valgrind $VALGRIND_DEBIAN_VERSION (run apt-get update first, or install valgrind and set BENCHGATE_VALGRIND)" >&2
    exit 1
  fi
fi
rm -rf "$root"
mkdir -p "$root/bin"
dpkg-deb -x valgrind_*.deb "$root/pkg"
cat >"$root/bin/valgrind" <<WRAPPER
#!/bin/sh
# Debian's valgrind, unpacked by benchgate: its tools are found through VALGRIND_LIB.
VALGRIND_LIB='$root/pkg/usr/libexec/valgrind' exec '$root/pkg/usr/bin/valgrind' "\$@"
WRAPPER
chmod +x "$root/bin/valgrind"
