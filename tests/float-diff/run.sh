#!/bin/bash
# Differential run of tests/float-diff/gen.c: glibc against polyport.
#
#   run.sh ENV_SH ARCH SEED COUNT
#
# ENV_SH is the build's out/test/env.sh. Builds the generator against the
# host's glibc (for aarch64: the cross glibc, run under qemu) and against
# polyport's libc for ARCH, runs both with the same seed, compares the
# streams and prints the first differing lines. Exit 0 on identical output,
# 1 on a mismatch, 77 if the glibc reference cannot be built here.
set -euo pipefail
env_sh=$1 arch=$2 seed=$3 count=$4
. "$env_sh"
src=$top_srcdir/tests/float-diff/gen.c
dir=$(mktemp -d "${TMPDIR:-/tmp}/float-diff.XXXXXX")
trap 'rm -rf "$dir"' EXIT

eval "cc=\$CC_$arch run=\$RUN_$arch"
# The reference: glibc, static for the foreign arch so qemu needs no sysroot.
if [ "$arch" = "$HOST_ARCH" ]; then
	"$CC" -O2 -o "$dir/ref" "$src" > "$dir/ref.log" 2>&1 || { cat "$dir/ref.log"; exit 77; }
else
	"$cc" -O2 -static -o "$dir/ref" "$src" > "$dir/ref.log" 2>&1 || { cat "$dir/ref.log"; exit 77; }
fi
# polyport: the flags of mk/config.mk's TARGET_* for this arch.
extra=; [ "$arch" = aarch64 ] && extra=-mno-outline-atomics
"$cc" -nostdinc -isystem "$OUT/$arch/sysroot/include" -isystem "$("$cc" -print-file-name=include)" \
	-fPIE -O2 $extra -c "$src" -o "$dir/pp.o"
"$cc" -static-pie -nostdlib -nostartfiles -Wl,-z,noexecstack -Wl,--gc-sections -o "$dir/pp" \
	"$OUT/$arch/sysroot/lib/crt1.o" "$dir/pp.o" "$OUT/$arch/sysroot/lib/libc.a" "$("$cc" -print-libgcc-file-name)"

start=$(date +%s)
set +e
out=$(cmp <($run "$dir/ref" "$seed" "$count") <($run "$dir/pp" "$seed" "$count") 2>&1)
rc=$?
set -e
secs=$(( $(date +%s) - start ))
if [ $rc -eq 0 ]; then
	echo "float-diff $arch: seed $seed, $count cases (doubles through %e/%f/%g/%a, strings through strtod/strtof/strtold, every 4th a long double): 0 mismatches, ${secs}s"
	exit 0
fi
echo "float-diff $arch: seed $seed, $count cases: MISMATCH ($out)"
line=$(echo "$out" | sed -n 's/.*line \([0-9]*\).*/\1/p')
if [ -n "$line" ]; then
	# Show the first differing line and a few after it, from both sides.
	for side in ref pp; do
		echo "--- $side (glibc=ref):"
		$run "$dir/$side" "$seed" "$((line + 2))" | head -n "$((line + 2))" | tail -n 3 | cut -c1-2000 | \
			awk -v l=$line '{ print "line " (l + NR - 1) ": " $0 }'
	done
fi
exit 1
