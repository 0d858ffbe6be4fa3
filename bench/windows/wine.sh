#!/usr/bin/env bash
# polyport's Windows view under Wine against MinGW-w64, as a markdown
# section (make bench-wine runs it and writes docs/bench-windows.md; or run
# it alone: RUN_OUT=<build>/out/test bash bench/windows/wine.sh).
#
# Start-up: the APE hello (out/progs/hello copied to hello.exe, the same
# bytes Linux runs) against tests/progs/hello.c built by Debian's
# x86_64-w64-mingw32-gcc (-O2 -s, msvcrt), both started by wine64 in one
# Wine prefix of the bench's own whose wineserver is kept running (so that
# each run is a process start, not a server start): medians of
# bench/harness/interleave (each round runs both once, in a random order,
# pinned to one CPU). File I/O: bench/windows/cat.c, the same source for
# both (64 KiB read/write, binary mode), copying a file of WINE_BENCH_MB
# MiB (default 1024) from the page cache to /dev/null; rounds alternate in
# a random order, and the table gives medians and MiB/s. Wine's own
# start-up is part of every number: the ratios are what a user of Wine
# sees, not Windows'.
set -euo pipefail
: "${RUN_OUT:?set RUN_OUT to out/test of a build directory}"
. "$RUN_OUT/env.sh"
runs=${BENCH_RUNS:-200}
mb=${WINE_BENCH_MB:-1024}
io_runs=${WINE_BENCH_IO_RUNS:-7}
MINGW=${MINGW_CC:-x86_64-w64-mingw32-gcc}
WINE64=
for w in "${WINE64_PROG:-}" "$(command -v wine64 || :)" /usr/lib/wine/wine64; do
	if [ -n "$w" ] && [ -x "$w" ]; then WINE64=$w; break; fi
done
echo "## Windows (under Wine) against MinGW-w64"
echo
if [ -z "$WINE64" ] || ! command -v "$MINGW" > /dev/null; then
	echo "Not run: needs wine64 and $MINGW (Debian: wine64, gcc-mingw-w64-x86-64; ./bootstrap installs them)."
	exit 0
fi
W=$(mktemp -d "${TMPDIR:-/tmp}/wine-bench.XXXXXX")
export WINEPREFIX=$W/prefix WINEDEBUG=-all WINEARCH=win64 WINEDLLOVERRIDES="mscoree,mshtml="
WINESERVER=${WINESERVER:-$(dirname "$(readlink -f "$WINE64")")/wineserver}
[ -x "$WINESERVER" ] || WINESERVER=$(command -v wineserver)
unset DISPLAY WAYLAND_DISPLAY
cleanup() {
	"$WINESERVER" -k 2> /dev/null || :
	rm -rf "$W"
}
trap cleanup EXIT

"$WINE64" wineboot --init > "$W/wineboot.log" 2>&1 || { cat "$W/wineboot.log" >&2; exit 1; }
"$WINE64" reg delete 'HKLM\Software\Microsoft\Windows NT\CurrentVersion\AeDebug' /v Debugger /f \
	>> "$W/wineboot.log" 2>&1 || :
"$WINESERVER" -w
"$WINESERVER" -p   # persistent: every run below talks to this one server

L="-l x86_64=$OUT/x86_64/ape/ape-loader -l aarch64=$OUT/aarch64/ape/ape-loader"
cp "$OUT/progs/hello" "$W/hello.exe"
"$MINGW" -O2 -s -o "$W/hello-mingw.exe" "$top_srcdir/tests/progs/hello.c"
for a in x86_64 aarch64; do
	"$OUT/toolchain/bin/$a-polyport-linux-musl-cc" -O2 -s -o "$W/cat.$a" "$top_srcdir/bench/windows/cat.c"
done
"$OUT/host/bin/apelink" -o "$W/cat.exe" $L "$W/cat.x86_64" "$W/cat.aarch64"
"$MINGW" -O2 -s -o "$W/cat-mingw.exe" "$top_srcdir/bench/windows/cat.c"

# Both print hello; a program that does not is not timed. (msvcrt's
# write on a descriptor in text mode, the default, makes the newline
# CR LF: the MinGW hello writes one byte more.)
for p in hello hello-mingw; do
	[ "$(LC_ALL=C.UTF-8 "$WINE64" "$W/$p.exe" < /dev/null | tr -d '\r')" = hello ] || { echo "wine.sh: $p.exe does not print hello" >&2; exit 1; }
done

${CC:-cc} -O2 -o "$W/interleave" "$top_srcdir/bench/harness/interleave.c"
cpu=$(($(nproc) - 1))
"$W/interleave" -c $cpu "$runs" "$WINE64" "$W/hello.exe" ';;' "$WINE64" "$W/hello-mingw.exe" > "$W/start.tsv"

# The file, then one untimed copy each so that it is in the page cache.
head -c $((mb << 20)) /dev/urandom > "$W/data"
want=$(cksum < "$W/data")
for p in cat cat-mingw; do
	got=$("$WINE64" "$W/$p.exe" "$W/data" | cksum)
	[ "$got" = "$want" ] || { echo "wine.sh: $p.exe does not copy the file" >&2; exit 1; }
done
: > "$W/io.tsv"
for ((i = 0; i < io_runs; i++)); do
	order="cat cat-mingw"
	[ $((RANDOM % 2)) = 0 ] || order="cat-mingw cat"
	for p in $order; do
		t0=$EPOCHREALTIME
		"$WINE64" "$W/$p.exe" "$W/data" > /dev/null
		t1=$EPOCHREALTIME
		printf '%s\t%s\n' "$p" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", b - a }')" >> "$W/io.tsv"
	done
done

python3 - "$W/start.tsv" "$W/io.tsv" "$runs" "$cpu" "$mb" "$io_runs" \
	"$(stat -c %s "$W/hello.exe")" "$(stat -c %s "$W/hello-mingw.exe")" \
	"$(stat -c %s "$W/cat.exe")" "$(stat -c %s "$W/cat-mingw.exe")" \
	"$("$WINE64" --version 2> /dev/null)" "$("$MINGW" -dumpversion)" <<'PY'
import statistics, sys
start = [l.split("\t") for l in open(sys.argv[1]).read().splitlines()]
io = {}
for l in open(sys.argv[2]).read().splitlines():
    p, t = l.split("\t")
    io.setdefault(p, []).append(float(t))
runs, cpu, mb, io_runs = int(sys.argv[3]), sys.argv[4], int(sys.argv[5]), int(sys.argv[6])
sz = [int(x) for x in sys.argv[7:11]]
wine, gcc = sys.argv[11], sys.argv[12]
print("%s, MinGW-w64 gcc %s. The machine was shared with other builds while this ran: "
      "medians, ratios from the same run." % (wine, gcc))
print()
print("Start-up (wine64 PROG.exe, spawn to exit, %d rounds of bench/harness/interleave on CPU %s, "
      "wineserver kept running):" % (runs, cpu))
print()
print("| program | size | median | quartiles | page faults |")
print("|---|---:|---:|---:|---:|")
names = ["polyport APE hello (hello.exe)", "MinGW-w64 hello (msvcrt)"]
med = []
for n, s, r in zip(names, sz[:2], start):
    med.append(float(r[0]))
    print("| %s | %s | %.1f ms | %.1f–%.1f ms | %.0f |"
          % (n, format(s, ","), float(r[0]) / 1e3, float(r[1]) / 1e3, float(r[2]) / 1e3, float(r[3])))
print()
print("polyport / MinGW start-up: %.3f×." % (med[0] / med[1]))
print()
print("File I/O: `wine64 cat.exe FILE > /dev/null`, a %d MiB file in the page cache, %d runs each, "
      "alternating in a random order (the time includes Wine's start-up, above):" % (mb, io_runs))
print()
print("| program | size | median | MiB/s |")
print("|---|---:|---:|---:|")
m = {}
for n, p, s in (("polyport APE cat (cat.exe)", "cat", sz[2]), ("MinGW-w64 cat (msvcrt)", "cat-mingw", sz[3])):
    m[p] = statistics.median(io[p])
    print("| %s | %s | %.3f s | %.0f |" % (n, format(s, ","), m[p], mb / m[p]))
print()
print("polyport / MinGW time: %.3f× (below 1: polyport is faster)." % (m["cat"] / m["cat-mingw"]))
PY
