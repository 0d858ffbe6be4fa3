#!/usr/bin/env bash
# Address-space randomisation of the program image and the heap, as a
# markdown section: one program prints where main, a 16-byte block and a
# 1 MiB block are; run ASLR_RUNS times (default 2000), the table counts
# the address bits that took both values (an upper bound of the entropy:
# bits that vary together count each). "heap - image" shows whether the
# heap moves with the image. polyport (static-PIE run directly, and the
# APE through its loader) against glibc static and dynamic and musl
# static; aarch64 under qemu-user, which places the image and the
# mappings itself, the same way every run (glibc static: 0 bits): those
# rows show only what the program's own libc randomises.
# Run alone: RUN_OUT=<build>/out/test bash bench/malloc/aslr.sh
set -euo pipefail
: "${RUN_OUT:?set RUN_OUT to out/test of a build directory}"
. "$RUN_OUT/env.sh"
runs=${ASLR_RUNS:-2000}
TC=$OUT/toolchain/bin
W=$(mktemp -d "${TMPDIR:-/tmp}/aslr.XXXXXX")
trap 'rm -rf "$W"' EXIT
cat > "$W/aslr.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
	void *s = malloc(16), *l = malloc(1 << 20);
	printf("%lx %lx %lx\n", (unsigned long)&main, (unsigned long)s, (unsigned long)l);
	return 0;
}
C
A64_GCC=aarch64-linux-gnu-gcc A64_LIBS=/usr/aarch64-linux-gnu
# name | how to build ($W/p from $W/aslr.c) | how to run
variants=(
	"polyport x86_64|$TC/x86_64-polyport-linux-musl-gcc -O2 -o \$W/p \$W/aslr.c|\$W/p"
	"polyport x86_64, allocator before|$TC/x86_64-polyport-linux-musl-gcc -O2 -o \$W/p \$W/aslr.c $OUT/bench/base/malloc.o|\$W/p"
	"polyport x86_64, APE through the loader|$TC/polyport-cc -O2 -o \$W/p \$W/aslr.c|\$W/p"
	"glibc x86_64 static|$CC -O2 -static-pie -o \$W/p \$W/aslr.c|\$W/p"
	"glibc x86_64 dynamic|$CC -O2 -o \$W/p \$W/aslr.c|\$W/p"
	"musl x86_64 static|${MUSL_GCC:-false} -O2 -static -o \$W/p \$W/aslr.c|\$W/p"
	"polyport aarch64 (qemu)|$TC/aarch64-polyport-linux-musl-gcc -O2 -o \$W/p \$W/aslr.c|${RUN_aarch64} \$W/p"
	"glibc aarch64 static (qemu)|$A64_GCC -O2 -static-pie -o \$W/p \$W/aslr.c|${RUN_aarch64} \$W/p"
	"glibc aarch64 dynamic (qemu)|$A64_GCC -O2 -o \$W/p \$W/aslr.c|${QEMU_aarch64} -L $A64_LIBS \$W/p"
)
# varying FILE COLUMN: how many bits of column COLUMN (1-3; 4 = heap -
# image) differ from the first run's in some run.
varying() {
	local first= acc=0 x a s l
	while read -r a s l; do
		case $2 in 1) x=$((16#$a)) ;; 2) x=$((16#$s)) ;; 3) x=$((16#$l)) ;; 4) x=$((16#$s - 16#$a)) ;; esac
		[ -n "$first" ] || first=$x
		acc=$((acc | (x ^ first)))
	done < "$1"
	local n=0
	while [ "$acc" -ne 0 ]; do n=$((n + (acc & 1))); acc=$(((acc >> 1) & 0x7fffffffffffffff)); done
	echo "$n"
}
echo "## Address randomisation: image and heap"
echo
echo "Bits that differ over $runs runs (\`bench/malloc/aslr.sh\`; kernel $(uname -r), randomize_va_space=$(cat /proc/sys/kernel/randomize_va_space))."
echo
echo "| program | image | 16-byte block | 1 MiB block | heap - image |"
echo "|---|---:|---:|---:|---:|"
for v in "${variants[@]}"; do
	IFS='|' read -r name build run <<< "$v"
	rm -f "$W/p" "$W/out"
	if ! eval "$build" 2> "$W/err"; then
		echo "| $name | not built: $(head -c 80 "$W/err" | tr '\n|' '  ') | | | |"
		continue
	fi
	for ((i = 0; i < runs; i++)); do eval "$run" >> "$W/out"; done
	echo "| $name | $(varying "$W/out" 1) | $(varying "$W/out" 2) | $(varying "$W/out" 3) | $(varying "$W/out" 4) |"
done
