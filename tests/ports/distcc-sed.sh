# make check-distcc: GNU sed built twice by the ports engine, once here
# and once with every compile sent to a distccd on 127.0.0.1
# (POLYPORT_CC_LAUNCHER=distcc), gives byte-identical APEs. Too long for
# make check's budget (two builds of sed for two arches); its quick
# sibling tests/ports/launcher.test runs there. Exit 77 without distcc
# or without sed's source.
. "$(dirname "$0")/../harness/lib.sh"
command -v distcc > /dev/null && command -v distccd > /dev/null || skip "distcc is not installed (Debian package distcc)"
port=$top_srcdir/ports/engine/port
export POLYPORT_TOOLCHAIN=$OUT/toolchain
cd "$T"
"$port" --out "$T/local" fetch sed > log 2>&1 || { cat log; skip "sed's source cannot be fetched"; }
for try in 1 2 3 4 5; do
	p=$((20000 + RANDOM % 20000))
	distccd --daemon --no-detach --listen 127.0.0.1 --port $p --allow 127.0.0.1 --jobs 2 \
		--stats --stats-port $((p + 1)) --log-stderr > distccd.log 2>&1 &
	dpid=$!
	sleep 1
	kill -0 $dpid 2> /dev/null && break
	dpid=
done
[ -n "$dpid" ] || { cat distccd.log; fail "distccd did not start"; }
trap 'kill $dpid 2> /dev/null; rm -rf "$T"' EXIT
t0=$(date +%s)
"$port" --no-check --jobs 2 --out "$T/local" build sed > log 2>&1 || { cat log; fail "local build"; }
t1=$(date +%s)
mkdir -p "$T/.distcc"
POLYPORT_CC_LAUNCHER=distcc DISTCC_HOSTS=127.0.0.1:$p/2 DISTCC_DIR=$T/.distcc \
	"$port" --no-check --jobs 2 --out "$T/distcc" build sed > log 2>&1 || { cat log; fail "build through distcc"; }
t2=$(date +%s)
ok=$(exec 3<> "/dev/tcp/127.0.0.1/$((p + 1))" && cat <&3 | awk '$1 == "dcc_compile_ok" { print $2 }')
echo "local build $((t1 - t0))s, through distcc $((t2 - t1))s; distccd compiled ${ok:-0} files"
[ "${ok:-0}" -ge 100 ] || fail "distccd compiled only ${ok:-0} files"
cmp "$T/local/bin/sed" "$T/distcc/bin/sed" || fail "the APE built through distcc differs from the local one"
echo "ok: out/bin/sed byte-identical ($(stat -c %s "$T/local/bin/sed") bytes)"
