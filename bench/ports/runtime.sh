#!/usr/bin/env bash
# Runtime of the ported programs on real work against the same package
# built by the host's gcc against glibc (`port reference NAME`, the
# status page's reference column): the same source, configure arguments
# and version, so the libc is the difference. `make bench-ports` runs it
# and writes docs/bench-ports.md; or alone:
#   OUT=<build>/out bash bench/ports/runtime.sh [--mb N] [--runs N] [--report FILE]
# Issue 15's goal: at most 1.1x glibc each. The data are generated here,
# the same bytes every run (a fixed generator), in OUT/bench/ports/:
# log-like text of --mb megabytes (default 200; the issue's sizes are
# 1 GB for sort, grep and sed and 200 MB for gzip and xz: --mb 1000 for
# the first three), a CSV for gawk, a source tree for tar. Each case
# runs --runs times (default 3) for each side, the two sides
# alternating, and the table shows the medians of wall time. A program
# not built on one side (the port or its reference) is a row saying so.
set -euo pipefail
: "${OUT:?set OUT to the out directory of a build}"
mb=200 runs=3 report=
while [ $# -gt 0 ]; do
	case $1 in
	--mb) mb=$2; shift ;;
	--runs) runs=$2; shift ;;
	--report) report=$2; shift ;;
	-h|--help) sed -n '2,17s/^# \{0,1\}//p' "$0"; exit 0 ;;
	*) echo "runtime.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
	esac
	shift
done
W=$OUT/bench/ports
mkdir -p "$W"
poly=$OUT/bin glibc=$OUT/glibc/staging/usr/local/bin

# text MB: log-like lines (words, numbers, addresses), deterministic.
text=$W/text-$mb.txt
if [ ! -s "$text" ]; then
	echo "runtime.sh: writing $mb MB of text" >&2
	awk -v mb="$mb" 'BEGIN {
		srand(7); split("error warning info debug connection refused user admin foo bar baz request GET POST timeout Hello config value path server client ok failed", w, " ")
		n = 0; lim = mb * 1048576
		while (n < lim) {
			l = sprintf("%d.%d.%d.%d - u%d [%s] %s /%s/%s?id=%d %d", int(rand()*256), int(rand()*256), int(rand()*256), int(rand()*256),
				int(rand()*100), w[int(rand()*26)+1], w[int(rand()*26)+1], w[int(rand()*26)+1], w[int(rand()*26)+1], int(rand()*100000), int(rand()*600))
			print l; n += length(l) + 1
		}
	}' > "$text.tmp" && mv "$text.tmp" "$text"
fi
csv=$W/data-$mb.csv
if [ ! -s "$csv" ]; then
	awk -v mb="$mb" 'BEGIN { srand(11); lim = mb * 1048576 / 2; n = 0
		while (n < lim) { l = sprintf("%d,%s,%.3f,%d", n, (rand() < 0.5) ? "north" : "south", rand() * 1000, int(rand() * 50)); print l; n += length(l) + 1 } }' > "$csv.tmp" && mv "$csv.tmp" "$csv"
fi
tree=$W/tree
if [ ! -d "$tree" ]; then
	mkdir -p "$tree.tmp"
	for i in $(seq 1 40); do
		mkdir -p "$tree.tmp/d$i"
		for j in $(seq 1 50); do head -c $(( (i * 37 + j * 101) % 20000 + 100 )) "$text" > "$tree.tmp/d$i/f$j.c"; done
	done
	mv "$tree.tmp" "$tree"
fi

# case NAME WORK PROGRAM 'COMMAND with {P} for the program': one row.
rows=()
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
timeit() { local t0 t1; t0=$EPOCHREALTIME; bash -c "$1" > /dev/null 2>&1 || return 1; t1=$EPOCHREALTIME; awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f\n", b - a }'; }
bcase() {
	local name=$1 work=$2 prog=$3 cmd=$4 i p g tp=() tg=()
	if [ ! -x "$poly/$prog" ] || [ ! -x "$glibc/$prog" ]; then
		p="not built" g="not built (port reference)"
		[ ! -x "$poly/$prog" ] || p=built
		[ ! -x "$glibc/$prog" ] || g=built
		rows+=("| $name | $work | $p | $g | - | - |")
		return 0
	fi
	echo "runtime.sh: $name" >&2
	for ((i = 0; i < runs; i++)); do
		p=$(timeit "${cmd//{P}/$poly/$prog}") || { rows+=("| $name | $work | failed | | - | - |"); return 0; }
		g=$(timeit "${cmd//{P}/$glibc/$prog}") || { rows+=("| $name | $work | | failed | - | - |"); return 0; }
		tp+=("$p") tg+=("$g")
	done
	p=$(printf '%s\n' "${tp[@]}" | median) g=$(printf '%s\n' "${tg[@]}" | median)
	rows+=("$(awk -v n="$name" -v w="$work" -v p="$p" -v g="$g" 'BEGIN { r = p / g; printf "| %s | %s | %.2f s | %.2f s | %.2f | %s |", n, w, p, g, r, (r <= 1.1) ? "met" : "missed" }')")
}
bcase "sed s///g" "$mb MB text" sed "{P} -e 's/[0-9][0-9]*/N/g; s/error/ERROR/' $text"
bcase "grep -c" "$mb MB text" grep "{P} -c -E 'u[0-9]+ \\[(error|warning)\\] (GET|POST)' $text"
bcase "gzip -6" "$mb MB text" gzip "{P} -6 -c $text"
bcase "gzip -d" "$mb MB text" gzip "$poly/gzip -6 -c $text > $W/t.gz && {P} -dc $W/t.gz"
bcase "xz -6" "$((mb / 4)) MB text" xz "head -c $((mb * 262144)) $text | {P} -6 -c"
bcase "bzip2 -9" "$((mb / 4)) MB text" bzip2 "head -c $((mb * 262144)) $text | {P} -9 -c"
bcase "sort" "$mb MB text" sort "LC_ALL=C {P} $text"
bcase "gawk sum" "$((mb / 2)) MB CSV" gawk "{P} -F, '{ s[\$2] += \$3 } END { for (k in s) print k, s[k] }' $csv"
bcase "tar c, tar x" "$(du -sm "$tree" | cut -f1) MB tree" tar "rm -rf $W/x && mkdir $W/x && {P} -C $tree -cf - . | {P} -C $W/x -xf -"
bcase "bash loop" "1e6 iterations" bash "{P} -c 'i=0; while [ \$i -lt 1000000 ]; do i=\$((i + 1)); done'"
{
	echo "# Ported programs against glibc"
	echo
	echo "Written by \`make bench-ports\` (bench/ports/runtime.sh) on $(date -u +%Y-%m-%d) ($(uname -m), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end)."
	echo "Each case ran $runs times per side, the sides alternating; medians of wall time."
	echo "The glibc column is the same package built by \`port reference\` (host gcc, glibc,"
	echo "the recipe's configure arguments). Goal (issue 15): at most 1.1x glibc."
	echo
	echo "| case | work | polyport | glibc | ratio | goal |"
	echo "|---|---|--:|--:|--:|---|"
	printf '%s\n' "${rows[@]}"
} > "$W/report.md"
if [ -n "$report" ]; then cp "$W/report.md" "$report.tmp" && mv "$report.tmp" "$report"; echo "runtime.sh: wrote $report" >&2; else cat "$W/report.md"; fi
rm -rf "$W/x" "$W/t.gz"
