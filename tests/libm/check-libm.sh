#!/usr/bin/env bash
# make check-libm: every function of tests/libm/funcs.def on N random
# inputs (plus the edge and hard cases) against MPFR, on x86_64, aarch64
# (qemu), glibc and musl, one function at a time (a million cases make a
# vector file of ~60 MB, removed once all libcs have read it).
#
#   check-libm.sh ENV_SH N SEED "name:type ..."
# Writes out/libm/results (one line per function, format and libc) and
# exits 1 if a polyport run failed.
set -euo pipefail
. "$1"
n=$2 seed=$3 fns=$4
d=$OUT/libm
vec=$d/big
mkdir -p "$vec"
res=$d/results.tmp
echo "# N=$n SEED=$seed $(date -u +%Y-%m-%dT%H:%MZ)" > "$res"
status=0
for f in $fns; do
	name=${f%:*} type=${f#*:}
	case $type in F) fmts="f32" ;; D) fmts="f64" ;; *) fmts="ld80 ld128" ;; esac
	for fmt in $fmts; do
		v=$vec/$name.$fmt.vec
		"$d/libm-gen" "$name.$fmt" "$n" "$seed" "$top_srcdir/tests/libm/hard" > "$v"
		case $fmt in ld128) libcs="aarch64" ;; ld80) libcs="x86_64 glibc musl" ;; *) libcs="x86_64 aarch64 glibc musl" ;; esac
		for l in $libcs; do
			r=$d/$l/libm-run opt=
			case $l in
			x86_64) run=$RUN_x86_64 ;; aarch64) run=$RUN_aarch64 ;;
			*) run= opt=--report; [ -x "$r" ] || continue ;;
			esac
			out=$($run "$r" "$name" "$v" $opt 2> "$d/$l.$name.err") && rc=0 || rc=$?
			line=$(printf '%s\n' "$out" | sed -n 's/^RESULT //p')
			[ $rc -eq 77 ] && continue
			[ -n "$line" ] || line="$name 0 - 1 0 crashed"
			printf '%s %s %s\n' "$l" "$fmt" "$line" >> "$res"
			printf '%-8s %-6s %s\n' "$l" "$fmt" "$(printf '%s\n' "$out" | head -1)"
			if [ $rc -ne 0 ] && [ -z "$opt" ]; then
				status=1
				head -5 "$d/$l.$name.err" >&2
			fi
		done
		rm -f "$v"
	done
done
mv "$res" "$d/results"
echo "check-libm: results in $d/results$([ $status = 0 ] || echo '; FAILURES above')"
exit $status
