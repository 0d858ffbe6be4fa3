# make check-repro (not part of make check: two full builds take longer
# than the suite's per-test budget). Reproducible wherever the tree sits: two copies of the source at two
# different paths (different lengths too), each configured and built the
# same way, give byte-identical libc archives and crt files for both
# arches, host tools, APE loaders, an APE linked by the build
# (tests/progs/hello) and an APE compiled with debug info by the fat
# driver (polyport-cc -g, which maps the directory it compiles in and its
# own install root). With REPRO_FULL=1 (make check-repro) each copy also
# builds REPRO_PORTS through the ports engine (default: hello, ed and
# bzip2, one for each way a package builds: autoconf, a hand-written
# configure, a plain Makefile) and every program they merge into out/bin,
# and its ELF image for each arch in the staging, must match.
. "$(dirname "$0")/../harness/lib.sh"
command -v tar > /dev/null || skip "no tar"
args=$(cd "$top_builddir" && ./config.status --config) || fail "config.status --config"
outs=(out/x86_64/sysroot/lib/libc.a out/aarch64/sysroot/lib/libc.a
	out/x86_64/sysroot/lib/crt1.o out/aarch64/sysroot/lib/crt1.o
	out/host/bin/apelink out/host/bin/assimilate out/host/bin/apezip
	out/progs/hello)
repro_ports=${REPRO_PORTS:-hello ed bzip2}
jobs=$(nproc 2> /dev/null || echo 2)
[ "$jobs" -le 4 ] || jobs=4

# build DIR: copy the source tree to DIR, configure and build there.
build() {
	local d=$1
	mkdir -p "$d"
	tar -C "$top_srcdir" --exclude=./out --exclude=./.git --exclude=./autom4te.cache \
		--exclude=./config.status --exclude=./config.log --exclude=./Makefile -cf - . | tar -C "$d" -xf -
	(
		cd "$d"
		eval "./configure $args" > configure.out 2>&1 || { tail -20 configure.out; exit 1; }
		make -j"$jobs" "${outs[@]}" toolchain > make.out 2>&1 || { tail -30 make.out; exit 1; }
		mkdir -p repro && cd repro
		cp ../tests/progs/hello.c . &&
			../out/toolchain/bin/polyport-cc -g -O2 -o hello-g hello.c > cc.out 2>&1 || { cat cc.out; exit 1; }
		if [ "${REPRO_FULL:-}" = 1 ]; then
			cd .. && POLYPORT_DISTFILES=$OUT/distfiles make ports DEFAULT_PORTS="$repro_ports" > ports.out 2>&1 ||
				{ tail -30 ports.out; exit 1; }
		fi
	) || fail "build in $d"
}
build "$T/a/polyport"
build "$T/second-place/x/polyport"

extra=(repro/hello-g repro/.x86_64/hello-g repro/.aarch64/hello-g)
if [ "${REPRO_FULL:-}" = 1 ]; then
	# The programs the ports merged (the recipes' programs=), read from
	# the first copy: a port that merged none fails the comparison below.
	for p in $repro_ports; do
		progs=$(sed -n 's/^programs=//p' "$top_srcdir/ports/$p/recipe" | tr -d "'\"")
		[ -n "$progs" ] || fail "REPRO_PORTS: $p merges no program to compare"
		for b in $progs; do
			extra+=("out/bin/$b" "out/x86_64/staging/usr/local/bin/$b" "out/aarch64/staging/usr/local/bin/$b")
		done
	done
fi
bad=0
for f in "${outs[@]}" "${extra[@]}"; do
	if [ ! -f "$T/a/polyport/$f" ]; then
		echo "MISSING: $f"; bad=1
	elif cmp -s "$T/a/polyport/$f" "$T/second-place/x/polyport/$f"; then
		echo "same: $f"
	else
		echo "DIFFERENT: $f"; bad=1
	fi
done
# The per-arch ELF files carry their debug info: no path of either copy.
for f in repro/.x86_64/hello-g repro/.aarch64/hello-g; do
	if grep -qaF -e "$T/a/" -e "$T/second-place/" "$T/a/polyport/$f"; then
		echo "$f names the build path"; bad=1
	fi
done
[ $bad = 0 ] || fail "two copies at different paths built different bytes"
echo ok
