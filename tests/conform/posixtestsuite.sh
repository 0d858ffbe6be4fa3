#!/usr/bin/env bash
# make check-conform: an outside conformance suite, the Open POSIX Test
# Suite 1.5.2 (Debian 12's posixtestsuite source package: 1,900 tests of
# threads, signals, timers, semaphores, message queues, scheduling,
# mmap, aio and the headers' definitions), built and run the same way
# against polyport on x86_64 and aarch64 (qemu-user), glibc and musl on
# both (aarch64: static, under the same qemu, to tell qemu's effects from
# ours; musl 1.2.3 for aarch64 is built here from Debian 12's source
# package with Debian's cross gcc, as Debian ships no musl for a foreign
# arch without adding one to dpkg). With --report FILE the results replace what
# follows FILE's marker line (docs/conformance.md: how the suite is run
# and judged, above it, is written by hand). Not part of make check: it
# takes tens of minutes.
#
#   RUN_OUT=out/test bash tests/conform/posixtestsuite.sh [--report FILE] [VARIANT...]
#
# VARIANT: polyport-x86_64 polyport-aarch64 glibc-x86_64 glibc-aarch64
# musl-x86_64 musl-aarch64 (default: all the machine can build). CONFORM_JOBS tests at
# once (8: most of the suite sleeps), CONFORM_TIMEOUT seconds each (60),
# CONFORM_FILTER an extended regex over test names (interfaces/sem_open/1-1).
#
# Every test runs in new user, mount, IPC and PID namespaces with a
# private /tmp, /dev/shm and /dev/mqueue: tests of different variants
# that use the same semaphore, queue or file names cannot meet, a test
# that signals its process group or every process (kill(-1)) reaches
# only itself, and a test that would set the clock or take real-time
# priority (clock_settime, SCHED_FIFO busy loops) gets EPERM: it is
# root only inside the namespace, not on the machine.
set -uo pipefail
: "${RUN_OUT:?set RUN_OUT to out/test of a build directory}"
. "$RUN_OUT/env.sh"
src=$top_srcdir
report=
while [ $# -gt 0 ]; do
	case $1 in
	--report) report=$2; shift 2 ;;
	-h|--help) sed -n '2,/^set -uo/p' "$0" | sed 's/^# \{0,1\}//; /^set -uo/d'; exit 0 ;;
	-*) echo "conform: unknown option $1" >&2; exit 2 ;;
	*) break ;;
	esac
done
W=$OUT/conform
mkdir -p "$W"
# Each test gets a private tmpfs over /tmp and /dev/shm (below): programs
# under either would vanish from its view and every test end as FAIL.
case $(cd "$W" && pwd -P)/ in
/tmp/*|/dev/shm/*) echo "conform: $W is under /tmp or /dev/shm, which each test sees replaced by an empty tmpfs; use a build directory elsewhere" >&2; exit 2 ;;
esac
jobs=${CONFORM_JOBS:-8} tmo=${CONFORM_TIMEOUT:-60}

unshare --user --map-root-user --mount --ipc --pid --fork --kill-child --mount-proc true 2>/dev/null ||
	{ echo "conform: cannot create user, mount, IPC and PID namespaces (unshare); not run" >&2; exit 77; }

# The source: through the ports engine's fetcher (distfiles cache, then
# the Debian archive named by this system's apt configuration), pinned.
PP_DISTDIR=$OUT/distfiles PP_CHECKSUMS=$src/tests/conform/checksums PP_LOG=$W/fetch.log PP_NAME=posixtestsuite
name=posixtestsuite url= debian_source=posixtestsuite debian_orig=posixtestsuite_1.5.2.orig.tar.gz
. "$src/ports/engine/fetch.sh"
pp_log() { echo "$*" >> "$PP_LOG"; }
pp_err() { echo "conform: $*" >&2; }
pp_fetch_source || exit 1
S=$W/src
if [ ! -f "$S/.unpacked" ]; then
	rm -rf "$S" && mkdir -p "$S" && tar -xzf "$PP_SRCFILE" -C "$S" --strip-components=1 && touch "$S/.unpacked" ||
		{ echo "conform: cannot unpack $PP_SRCFILE" >&2; exit 1; }
fi

# cc_of VARIANT, run_of VARIANT: the compiler (with the suite's flags
# from its Makefile and LDFLAGS file, less -Werror, which newer
# compilers' warnings would turn into build failures of every variant
# alike) and the command prefix that runs a test program.
TB=$OUT/toolchain/bin
cc_of() {
	case $1 in
	polyport-x86_64) echo "$TB/x86_64-polyport-linux-musl-cc" ;;
	polyport-aarch64) echo "$TB/aarch64-polyport-linux-musl-cc" ;;
	glibc-x86_64) echo "gcc" ;;
	glibc-aarch64) echo "aarch64-linux-gnu-gcc -static" ;;
	musl-x86_64) echo "${MUSL_GCC:-musl-gcc} -static" ;;
	musl-aarch64) echo "$W/musl/aarch64/bin/musl-gcc -static" ;;
	esac
}
run_of() { case $1 in *-aarch64) echo "$QEMU_aarch64" ;; esac; }
# libs_of VARIANT: the libraries a polyport test program is linked from
# statically; once rebuilt, its programs are out of date (the system's
# glibc and musl do not change under a build directory).
libs_of() {
	case $1 in
	polyport-*) echo "$OUT/${1#polyport-}/sysroot/lib/libc.a $OUT/${1#polyport-}/sysroot/lib/libm.a" ;;
	esac
}
# musl_aarch64: musl 1.2.3 for aarch64 under $W/musl/aarch64 (libc.a,
# headers and musl's own gcc wrapper around aarch64-linux-gnu-gcc), from
# Debian 12's musl source package (its .orig tarball is upstream's
# release; Debian adds no patches, only fts, which no test uses), once.
# Fails, saying why, when it cannot be fetched or built.
musl_aarch64() {
	local m=$W/musl f
	[ -x "$m/aarch64/bin/musl-gcc" ] && [ -f "$m/aarch64/lib/libc.a" ] && return 0
	command -v aarch64-linux-gnu-gcc > /dev/null || { echo "no aarch64-linux-gnu-gcc"; return 1; }
	f=$(name=musl url= debian_source=musl debian_orig=musl_1.2.3.orig.tar.gz PP_NAME=musl
		pp_fetch_source 2>&1 && echo "$PP_SRCFILE") || { echo "cannot fetch musl's source: $f"; return 1; }
	rm -rf "$m" && mkdir -p "$m/src" && tar -xzf "$f" -C "$m/src" --strip-components=1 ||
		{ echo "cannot unpack $f"; return 1; }
	# Debian's configure line (debian/rules) less its install paths: the
	# static libc only, and the gcc wrapper, which runs the CC given here.
	(cd "$m/src" && ./configure --prefix="$m/aarch64" --host=aarch64-linux-gnu \
		CC=aarch64-linux-gnu-gcc CROSS_COMPILE=aarch64-linux-gnu- \
		--disable-shared --enable-wrapper=gcc --enable-debug &&
		make -j"$(nproc)" && make install) > "$m/build.log" 2>&1 ||
		{ echo "build failed, see $m/build.log"; rm -rf "$m/aarch64"; return 1; }
}
have() {
	local c why; c=$(cc_of "$1")
	if [ "$1" = musl-aarch64 ] && [ -x "${QEMU_aarch64:-}" ]; then
		why=$(musl_aarch64) || { echo "conform: musl-aarch64: cannot build musl for aarch64 ($why); left out" >&2; return 2; }
	fi
	command -v "${c%% *}" > /dev/null || return 1
	case $1 in *-aarch64) [ -x "${QEMU_aarch64:-}" ] ;; esac
}
all="polyport-x86_64 polyport-aarch64 glibc-x86_64 glibc-aarch64 musl-x86_64 musl-aarch64"
variants=()
for v in ${*:-$all}; do
	case " $all " in *" $v "*) ;; *) echo "conform: unknown variant $v (one of: $all)" >&2; exit 2 ;; esac
	rc=0; have "$v" || rc=$?
	case $rc in
	0) variants+=("$v") ;;
	1) echo "conform: $v: no compiler or emulator here; left out" >&2 ;;
	esac
done
[ ${#variants[@]} -gt 0 ] || exit 77
CFLAGS="-O2 -std=gnu99 -D_POSIX_C_SOURCE=200112L -D_XOPEN_SOURCE=600 -I$S/include"
LIBS="-lpthread -lrt -lm"

# The tests, as the suite's locate-test finds them: NUMBER-NUMBER.c runs,
# NUMBER-buildonly.c only compiles; names relative to conformance/.
(cd "$S/conformance" && find . -name '[0-9]*-*.c' | sed 's,^\./,,; s,\.c$,,' | sort) |
	grep -E -- "${CONFORM_FILTER:-.}" > "$W/tests"
echo "conform: $(wc -l < "$W/tests") tests, variants: ${variants[*]}" >&2

# build VARIANT NAME: the program (or object, for a buildonly test);
# prints "NAME BUILD-FAIL" when it does not compile.
build() {
	local v=$1 t=$2 cc o l fresh=1
	cc=$(cc_of "$v") o=$W/$v/bin/$t
	if [ -e "$o" ] && [ "$o" -nt "$S/.unpacked" ]; then
		for l in $(libs_of "$v"); do [ "$o" -nt "$l" ] || fresh=0; done
		[ $fresh = 1 ] && return 0
	fi
	mkdir -p "${o%/*}" "$W/$v/log/${t%/*}"
	case $t in
	*buildonly*) $cc $CFLAGS -c "$S/conformance/$t.c" -o "$o" ;;
	*) $cc $CFLAGS "$S/conformance/$t.c" -o "$o" $LIBS ;;
	esac > "$W/$v/log/$t.build" 2>&1 || { rm -f "$o"; return 1; }
}
# run VARIANT NAME: one result line "VARIANT NAME RESULT".
run() {
	local v=$1 t=$2 o rc r
	o=$W/$v/bin/$t
	if [ ! -e "$o" ]; then echo "$v $t BUILD-FAIL"; return; fi
	# (build makes it too, but not for a program it finds up to date)
	mkdir -p "$W/$v/log/${t%/*}"
	case $t in *buildonly*) echo "$v $t PASS"; return ;; esac
	rc=0
	unshare --user --map-root-user --mount --ipc --pid --fork --kill-child --mount-proc sh -c '
		mount -t tmpfs tmpfs /tmp && mount -t tmpfs tmpfs /dev/shm || exit 99
		mount -t mqueue mqueue /dev/mqueue 2>/dev/null
		cd /tmp && exec timeout -s KILL "$0" "$@"' "$tmo" $(run_of "$v") "$o" \
		> "$W/$v/log/$t.log" 2>&1 < /dev/null || rc=$?
	case $rc in
	0) r=PASS ;; 1) r=FAIL ;; 2) r=UNRESOLVED ;; 4) r=UNSUPPORTED ;; 5) r=UNTESTED ;;
	137) r=HUNG ;; 99) r=HARNESS ;; *) r="INTERRUPTED($rc)" ;;
	esac
	echo "$v $t $r"
}
export -f build run cc_of run_of libs_of
export W S OUT CFLAGS LIBS TB QEMU_aarch64 MUSL_GCC tmo

# Build (CPU-bound: as many at once as cores), then run each test's
# variants next to each other, so that they see the same machine load.
start=$(date +%s)
for v in "${variants[@]}"; do sed "s|^|$v |" "$W/tests"; done |
	xargs -P "$(nproc)" -L 1 bash -c 'build "$0" "$1" || :'
echo "conform: built in $(( $(date +%s) - start )) s" >&2
start=$(date +%s)
while read -r t; do for v in "${variants[@]}"; do echo "$v $t"; done; done < "$W/tests" |
	xargs -P "$jobs" -L 1 bash -c 'run "$0" "$1"' > "$W/results.tmp"
sort -k2,2 -k1,1 "$W/results.tmp" > "$W/results" && rm -f "$W/results.tmp"
secs=$(( $(date +%s) - start ))
echo "conform: ran in $secs s" >&2

# The report: totals per variant, then each test a reference passes
# and polyport does not (musl, then glibc, on each arch), with its first
# output line.
{
	echo "## Results"
	echo
	echo "Written by \`make check-conform\` (tests/conform/posixtestsuite.sh) on $(date -u +%F)"
	echo "($(uname -m), $(nproc) cores, load average $(cut -d' ' -f1 /proc/loadavg) at the end, runs took $secs s)."
	echo "posixtestsuite 1.5.2 (Debian 12's source package), conformance/: $(wc -l < "$W/tests") tests,"
	echo "each built with the suite's flags ($CFLAGS $LIBS) and run with a ${tmo} s limit"
	echo "in namespaces of its own (see the script). glibc 2.36 dynamic on x86_64, static"
	echo "on aarch64; musl 1.2.3 static (Debian's musl-gcc on x86_64, built here from Debian's"
	echo "source with its cross gcc on aarch64); aarch64 programs under qemu-user."
	[ -z "${CONFORM_FILTER:-}" ] || echo "Only the tests matching CONFORM_FILTER='$CONFORM_FILTER'."
	echo
	echo "| variant | PASS | FAIL | UNRESOLVED | UNSUPPORTED | UNTESTED | HUNG | crashed | build failed | not run |"
	echo "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|"
	for v in "${variants[@]}"; do
		awk -v v="$v" '$1 == v { r = $3; sub(/\(.*/, "", r); n[r]++ }
			END { printf "| %s | %d | %d | %d | %d | %d | %d | %d | %d | %d |\n", v, n["PASS"], n["FAIL"], n["UNRESOLVED"],
				n["UNSUPPORTED"], n["UNTESTED"], n["HUNG"], n["INTERRUPTED"], n["BUILD-FAIL"], n["HARNESS"] }' "$W/results"
	done
	for pair in polyport-x86_64:musl-x86_64 polyport-aarch64:musl-aarch64 polyport-x86_64:glibc-x86_64 polyport-aarch64:glibc-aarch64; do
		p=${pair%:*} ref=${pair#*:}
		case " ${variants[*]} " in *" $p "*) ;; *) continue ;; esac
		case " ${variants[*]} " in *" $ref "*) ;; *) continue ;; esac
		echo
		echo "### $ref passes, $p does not"
		echo
		awk -v p="$p" -v ref="$ref" '$1 == ref && $3 == "PASS" { ok[$2] = 1 } $1 == p { res[$2] = $3 }
			END { for (t in ok) if (t in res && res[t] != "PASS") print t, res[t] }' "$W/results" | sort |
		while read -r t r; do
			why=$(grep -m1 -v '^\s*$' "$W/$p/log/$t.log" 2>/dev/null | cut -c1-120 | sed 's/|/\\|/g')
			[ "$r" = BUILD-FAIL ] && why=$(grep -m1 'error' "$W/$p/log/$t.build" | sed "s|$S/||; s/|/\\\\|/g" | cut -c1-120)
			echo "- \`$t\`: $r${why:+ — $why}"
		done
	done
} > "$W/report.md"
# FILE's text down to the marker stays; a FILE without one gets a title.
marker='<!-- Written by make check-conform from here on: do not edit below. -->'
if [ -n "$report" ]; then
	{
		if [ -f "$report" ] && grep -qxF -- "$marker" "$report"; then
			awk -v m="$marker" '$0 == m { exit } { print }' "$report"
		else
			printf '# Conformance: the Open POSIX Test Suite\n\n'
		fi
		printf '%s\n\n' "$marker"
		cat "$W/report.md"
	} > "$report.tmp" && mv "$report.tmp" "$report"
fi
cat "$W/report.md"
