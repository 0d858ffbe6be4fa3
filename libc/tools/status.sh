#!/usr/bin/env bash
# Write docs/libc-status.md from the tree itself, so it cannot go stale:
#   - every function declared in the public headers (gcc -aux-info),
#   - whether libc.a defines it for each arch (nm),
#   - ENOSYS when its source carries a "/* ENOSYS: reason */" marker,
#   - reduced when it carries "/* REDUCED: reason */" (works, with less
#     than the standard asks, e.g. an interim accuracy),
#   - builtin when a public header defines it as __builtin_<name>
#     and libc.a does not define it (alloca),
#   - which tests under tests/libc name it,
#   - and the GNU-import ranking from libc/tools/gnu-libc-imports.tsv.
# The Windows column (the x86_64 program run as a Windows program, with
# libc/sys/windows/ behind the syscall door) is, for each function:
#   - what libc/sys/windows/status.tsv says of it, or of the libc/src file
#     defining it ("done", "done: note", "ENOSYS: reason", "missing: reason");
#   - else ENOSYS when that file makes a system call the backend does not
#     serve (no "WIN_SC(SYS_x)" handler in libc/sys/windows/syscall.c),
#     naming it;
#   - else its x86_64 state.
#
#   status.sh SRCDIR OUTDIR REPORT
set -euo pipefail
src=$1 out=$2 report=$3
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# Declared functions: one translation unit including every public header.
( cd "$src/libc/include" && find . -name '*.h' ! -path './bits/*' | sed 's|^\./||' | sort ) \
	| sed 's/.*/#include <&>/' > "$tmp/all.c"
gcc -D_GNU_SOURCE -nostdinc -isystem "$out/x86_64/sysroot/include" -isystem "$(gcc -print-file-name=include)" \
	-fsyntax-only -aux-info "$tmp/aux" "$tmp/all.c" 2> "$tmp/aux.err" || true
grep -v '^/\* .*/usr/lib/gcc' "$tmp/aux" 2>/dev/null \
	| sed -n 's/.*[ *]\([A-Za-z_][A-Za-z0-9_]*\) *(.*/\1/p' | grep -v '^__' \
	| grep -vxE 'void|int|char|long|short|unsigned|signed|float|double|const|struct|union|enum|_Bool' | sort -u > "$tmp/declared"

for a in x86_64 aarch64; do
	# The import list folds glibc's fortify names (__X_chk) into X, so a
	# defined __X_chk counts for X too (fdelt has no other name).
	nm --defined-only -g "$out/$a/sysroot/lib/libc.a" 2>/dev/null | awk '$2 ~ /[TWiV]/ {print $3}' \
		| sed 'p; s/^__\(.*\)_chk$/\1/' | sort -u > "$tmp/def.$a"
done

# ENOSYS markers: the function defined in a file carrying the marker.
{ grep -rl "ENOSYS:" "$src/libc/src" 2>/dev/null || true; } | while read -r f; do
	reason=$(sed -n 's|.*/\* *ENOSYS: *\(.*\) *\*/.*|\1|p' "$f" | head -1)
	for fn in $(sed -n 's/^[A-Za-z_][A-Za-z0-9_ *]*[ *]\([a-z_][A-Za-z0-9_]*\)(.*/\1/p' "$f"); do
		printf '%s\t%s\n' "$fn" "$reason"
	done
done | sort -u > "$tmp/enosys"

{ grep -rl "REDUCED:" "$src/libc/src" 2>/dev/null || true; } | while read -r f; do
	reason=$(sed -n 's|.*/\* *REDUCED: *\(.*\) *\*/.*|\1|p' "$f" | head -1)
	fns=$(sed -n 's/^[A-Za-z_][A-Za-z0-9_ *]*[ *]\([a-z_][A-Za-z0-9_]*\)(.*/\1/p' "$f")
	# A file that instantiates a shared source (libc/src/complex/*l.c)
	# defines the function its name says.
	[ -n "$fns" ] || fns=$(basename "$f" .c)
	for fn in $fns; do
		printf '%s\t%s\n' "$fn" "$reason"
	done
done | sort -u > "$tmp/reduced"

# Compiler builtins: a public header defines the name as a macro for
# gcc's __builtin_ of the same name (alloca: it allocates in its
# caller's frame, which no out-of-line function can do). Neither glibc
# nor musl defines such a symbol either; code that bypasses the header
# (its own declaration under -std=c99 or -fno-builtin) fails to link
# against all three alike. Listed as "builtin" when libc.a does not
# define the name, with the header that maps it.
( cd "$src/libc/include" && grep -rE '^#[[:space:]]*define[[:space:]]+[a-z_][A-Za-z0-9_]*(\([^)]*\))?[[:space:]]+__builtin_' . || true ) \
	| sed -nE 's|^\./([^:]+):#[[:space:]]*define[[:space:]]+([A-Za-z0-9_]+)(\([^)]*\))?[[:space:]]+__builtin_([A-Za-z0-9_]+).*|\2\t\4\t\1|p' \
	| awk -F'\t' '$1 == $2 {print $1 "\t" $3}' | sort -u > "$tmp/builtin"

# Windows: the calls the backend serves, and each function of a file that
# makes others, with those calls.
# (A handler is "WIN_SC(SYS_x) {...}"; finding none means the file's
# form changed under this script, which must then fail aloud.)
{ grep -oE 'WIN_SC\(SYS_[a-z0-9_]+\)' "$src/libc/sys/windows/syscall.c" || true; } \
	| sed -E 's/^WIN_SC\((.*)\)$/\1/' | sort -u > "$tmp/served"
[ -s "$tmp/served" ] || { echo "status.sh: no WIN_SC(SYS_x) handler found in libc/sys/windows/syscall.c" >&2; exit 1; }
{ grep -rlE 'SYS_[a-z0-9_]+' "$src/libc/src" 2>/dev/null || true; } | sort | while read -r f; do
	calls=$(grep -ohE 'SYS_[a-z0-9_]+' "$f" | sort -u | comm -23 - "$tmp/served" | grep -vx 'SYS_x' \
		| sed 's/^SYS_//' | paste -sd' ' - || true)
	[ -n "$calls" ] || continue
	for fn in $(sed -n 's/^[A-Za-z_][A-Za-z0-9_ *]*[ *]\([a-z_][A-Za-z0-9_]*\)(.*/\1/p' "$f"); do
		printf '%s\t%s\t%s\n' "$fn" "${f#"$src/libc/src/"}" "$calls"
	done
done | sort -u > "$tmp/unserved"
sed -e '/^#/d' -e '/^$/d' "$src/libc/sys/windows/status.tsv" > "$tmp/winlist"

# The census is part of the tree: read from outside it (a worktree, a
# fresh clone) the table silently lost its import column and the names
# only the census knows.
imports=$src/libc/tools/gnu-libc-imports.tsv
[ -r "$imports" ] || { echo "status.sh: cannot read $imports" >&2; exit 1; }
grep -v '^#' "$imports" | cut -f1,2 | sort > "$tmp/imports" || true

cat "$tmp/declared" <(cut -f1 "$tmp/imports") | sort -u > "$tmp/names"

# name -> tests mentioning it (word followed by '(').
find "$src/tests/libc" -mindepth 2 -maxdepth 2 -name '*.c' | sort > "$tmp/testfiles"

{
	echo "# libc status"
	echo
	echo "Generated by \`make libc-status\` (libc/tools/status.sh) from the headers, libc.a and tests/libc."
	echo "State: **done** (defined for both arches), **ENOSYS** (defined, fails with ENOSYS: reason given),"
	echo "**reduced** (defined for both arches, works with less than the standard asks: reason given),"
	echo "**partial** (one arch only), **missing** (declared or imported by GNU programs, not defined),"
	echo "**builtin** (a compiler builtin: the header named defines it as gcc's \`__builtin_\` of that name,"
	echo "so calls never reach libc; glibc and musl define no such symbol either)."
	echo "GNU column: how many of 123 GNU programs (Debian 12 builds) import the symbol."
	echo "Windows column: the x86_64 program run as a Windows program (docs/windows.md): as stated in"
	echo "libc/sys/windows/status.tsv, else ENOSYS where the function's file makes a system call the"
	echo "Windows backend does not serve, else as on x86_64 Linux. The libc tests run under Wine:"
	echo "tests/windows/libc.test, its exceptions with their reasons in tests/windows/libc.list."
	echo
	total=0 done_=0 missing=0 enosys=0 builtin=0 wdone=0 wenosys=0 wmissing=0
	rows=$tmp/rows
	: > "$rows"
	while read -r n; do
		x=no y=no
		grep -qx "$n" "$tmp/def.x86_64" && x=yes
		grep -qx "$n" "$tmp/def.aarch64" && y=yes
		r=$(awk -F'\t' -v n="$n" '$1 == n {print $2; exit}' "$tmp/enosys")
		rd=$(awk -F'\t' -v n="$n" '$1 == n {print $2; exit}' "$tmp/reduced")
		g=$(awk -F'\t' -v n="$n" '$1 == n {print $2; exit}' "$tmp/imports")
		b=$(awk -F'\t' -v n="$n" '$1 == n {print $2; exit}' "$tmp/builtin")
		if [ -n "$r" ]; then st="ENOSYS: $r"; enosys=$((enosys + 1))
		elif [ $x = no ] && [ $y = no ] && [ -n "$b" ]; then
			st="builtin: <$b> defines it as __builtin_$n"; builtin=$((builtin + 1))
		elif [ $x = yes ] && [ $y = yes ] && [ -n "$rd" ]; then st="reduced: $rd"; done_=$((done_ + 1))
		elif [ $x = yes ] && [ $y = yes ]; then st=done; done_=$((done_ + 1))
		elif [ $x = yes ] || [ $y = yes ]; then st=partial
		else st=missing; missing=$((missing + 1))
		fi
		w=$(awk -F'\t' -v n="$n" '$1 == n {print $2; exit}' "$tmp/winlist")
		if [ -z "$w" ]; then
			IFS=$'\t' read -r _ wf wc < <(awk -F'\t' -v n="$n" '$1 == n {print; exit}' "$tmp/unserved") || :
			if [ -n "${wf:-}" ]; then
				w=$(awk -F'\t' -v n="$wf" '$1 == n {print $2; exit}' "$tmp/winlist")
				[ -n "$w" ] || w="ENOSYS: no Windows backend for $wc"
			elif [ $x = yes ]; then
				case $st in ENOSYS:*) w=$st ;; *) w=done ;; esac
			elif [ -n "$b" ]; then
				w=builtin
			else
				w=missing
			fi
			wf= wc=
		fi
		case $w in
		done*|builtin) wdone=$((wdone + 1)) ;;
		ENOSYS*) wenosys=$((wenosys + 1)) ;;
		*) wmissing=$((wmissing + 1)) ;;
		esac
		total=$((total + 1))
		t=$(xargs grep -lE "(^|[^A-Za-z0-9_])$n *\(" < "$tmp/testfiles" 2>/dev/null \
			| sed "s|^$src/tests/libc/||; s|\.c$||" | head -4 | paste -sd' ' - || true)
		printf '| %s | %s | %s | %s | %s |\n' "$n" "$st" "$w" "${g:-}" "${t:-}" >> "$rows"
	done < "$tmp/names"
	echo "Totals: $total functions; $done_ done, $enosys ENOSYS, $missing missing, $builtin builtin."
	echo "Windows: $wdone done (builtins included), $wenosys ENOSYS, $wmissing missing."
	echo
	echo "| function | state | Windows | GNU | tests |"
	echo "|---|---|---|---:|---|"
	cat "$rows"
} > "$report.tmp"
mv "$report.tmp" "$report"
echo "libc-status: $(sed -n 's/^Totals: //p' "$report") -> $report"
