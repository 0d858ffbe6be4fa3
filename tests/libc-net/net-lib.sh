# Sourced by tests/libc-net/*.test after tests/harness/lib.sh. The rest
# of the test runs in private mount and network namespaces: its own
# loopback interface (so port 53 on 127.0.0.1 is free for a test server)
# and its own /etc files bind-mounted over the real ones. Nothing reaches
# the network or changes the machine.
#
# The probe (tests/progs/netdb_probe.c) is built for x86_64 and aarch64
# by make and for glibc here; `same ARGS` runs all three and requires
# one output.

if [ "${PP_NET_NS:-}" != 1 ]; then
	command -v unshare > /dev/null || skip "unshare is not installed"
	command -v ip > /dev/null || skip "ip (iproute2) is not installed"
	unshare -mn true 2> /dev/null || skip "private mount and network namespaces are not permitted here"
	st=0
	PP_NET_NS=1 unshare -mn "$BASH" "$0" || st=$?
	exit $st
fi
ip link set lo up || fail "cannot bring up lo in the private network namespace"

PROBE_x86_64=$OUT/x86_64/bin/netdb_probe
PROBE_aarch64=$OUT/aarch64/bin/netdb_probe
[ -x "$PROBE_x86_64" ] && [ -x "$PROBE_aarch64" ] || fail "netdb_probe was not built"
$CC -O1 -o "$T/probe-glibc" "$top_srcdir/tests/progs/netdb_probe.c" -lresolv || fail "cannot build the glibc probe"

# etc NAME: bind-mount $T/NAME over /etc/NAME (write $T/NAME first).
etc() {
	[ -e "/etc/$1" ] || skip "/etc/$1 does not exist to mount over"
	mount --bind "$T/$1" "/etc/$1" || fail "cannot bind-mount $T/$1 over /etc/$1"
}

probe() {
	local a=$1; shift
	case $a in
	glibc) "$T/probe-glibc" "$@" 2>&1 ;;
	*) local p; eval "p=\$PROBE_$a"; run_arch "$a" "$p" "$@" 2>&1 ;;
	esac
}

# ours ARGS: x86_64 and aarch64 agree; $got is their output.
ours() {
	local x a
	x=$(probe x86_64 "$@") || fail "x86_64 probe $*: exit status $?"
	a=$(probe aarch64 "$@") || fail "aarch64 probe $*: exit status $?"
	[ "$x" = "$a" ] || fail "$*: x86_64 printed '$x', aarch64 '$a'"
	got=$x
	echo "ok  $* -> $got"
}

# same ARGS: glibc agrees too.
same() {
	local g
	g=$(probe glibc "$@") || fail "glibc probe $*: exit status $?"
	ours "$@"
	[ "$got" = "$g" ] || fail "$*: polyport printed '$got', glibc '$g'"
}

# expect WANT ARGS: all three print WANT.
expect() {
	local want=$1; shift
	same "$@"
	[ "$got" = "$want" ] || fail "$*: expected '$want', got '$got'"
}
