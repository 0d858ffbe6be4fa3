# Sourced by tests/<suite>/*.test scripts: the build's settings and a few
# helpers. A script test exits 0 to pass, 77 to skip, anything else fails.
set -euo pipefail
: "${RUN_OUT:?run script tests through make check (tests/harness/run)}"
. "$RUN_OUT/env.sh"
# A scratch directory of the test's own, removed on exit.
T=$(mktemp -d "${TMPDIR:-/tmp}/pp-test.XXXXXX")
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIP: $*"; exit 77; }
# run_arch ARCH PROGRAM [ARGS...]: run a program built for ARCH here.
run_arch() {
	local a=$1; shift
	local runner; eval "runner=\${RUN_$a}"
	$runner "$@"
}
# expect_eq GOT WANT WHAT
expect_eq() { [ "$1" = "$2" ] || fail "$3: expected '$2', got '$1'"; }
# ... | matches ERE: true if any input line matches. Unlike grep -q it
# reads all its input, so the writer never dies of SIGPIPE under pipefail.
matches() { grep -E -- "$1" > /dev/null; }
# as_nobody COMMAND [ARGS...]: run COMMAND as user nobody (root only),
# with the build and source trees reachable even where they sit in a
# directory nobody cannot enter (ports/engine/as-user).
as_nobody() { "$top_srcdir/ports/engine/as-user" nobody "$OUT" "$top_srcdir" -- "$@"; }
