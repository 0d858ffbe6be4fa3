#!/usr/bin/env bash
# The allocator's overflow checks (docs/security.md §8) against the
# allocator before them, as a markdown section: bench/malloc/churn linked
# with the current malloc and with the one from git commit MALLOC_BASE
# (mk/bench.mk builds both into the same bench run), run in turns,
# BENCH_REPEAT rounds of each. Per case: the medians, their ratio, and
# the lowest and highest ratio of one round (new / old of the same round),
# which shows how much the machine moved under the measurement. Goal:
# within 2 %, at most 5 %. Wall-clock time on a shared machine is noisy:
# with valgrind installed, HARDENING_CALLGRIND=1 adds the instruction
# counts of the single-threaded churn, which do not depend on the load.
# Run alone: RUN_OUT=<build>/out/test bash bench/malloc/hardening.sh
set -euo pipefail
: "${RUN_OUT:?set RUN_OUT to out/test of a build directory}"
. "$RUN_OUT/env.sh"
new=$OUT/bench/polyport/malloc/churn old=$OUT/bench/polyport-base/malloc/churn
runs=${BENCH_REPEAT:-5}
echo "## malloc: the overflow checks against the allocator before them"
echo
if [ ! -x "$old" ] || [ ! -x "$new" ]; then
	echo "Not measured: build with \`make bench\` (MALLOC_BASE set) first."
	exit 0
fi
W=$(mktemp -d "${TMPDIR:-/tmp}/malloc-bench.XXXXXX")
trap 'rm -rf "$W"' EXIT
# one round: the cases' own times, then the run's CPU time (user + sys)
round() {
	local TIMEFORMAT='%U %S' u s
	{ time "$1" > "$W/round"; } 2> "$W/cpu"
	sed "s/^/$2\t/" "$W/round"
	read -r u s < "$W/cpu"
	awk -v r="$2" -v u="$u" -v s="$s" 'BEGIN { printf "%s\twhole run, CPU ms\t%d\n", r, (u + s) * 1000 }'
}
for ((i = 1; i <= runs; i++)); do
	round "$old" $i >> "$W/old"
	round "$new" $i >> "$W/new"
done
echo "bench/malloc/churn, polyport x86_64, $runs rounds of each in turns (load average $(cut -d' ' -f1 /proc/loadavg) at the end)."
echo
echo "| case | before (ns/op; ms, median) | with the checks | ratio of medians | ratio per round, lowest - highest |"
echo "|---|---:|---:|---:|---:|"
# columns: round, case, value
awk -F'\t' 'NR == FNR { o[$2, $1] = $3; if (!($2 in seen)) { seen[$2] = 1; order[++nc] = $2 }; next }
	{ n[$2, $1] = $3 }
	function med(a, k,   t, i, j, x) {
		for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] < a[i]) { x = a[i]; a[i] = a[j]; a[j] = x }
		return (k % 2) ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
	}
	END {
		for (c = 1; c <= nc; c++) {
			name = order[c]; k = 0; lo = 1e9; hi = 0
			for (r = 1; (name SUBSEP r) in o; r++) {
				k++; a[k] = o[name, r] + 0; b[k] = n[name, r] + 0
				q = b[k] / a[k]; if (q < lo) lo = q; if (q > hi) hi = q
			}
			mo = med(a, k); mn = med(b, k)
			printf "| %s | %.2f | %.2f | %.3f | %.3f - %.3f |\n", name, mo, mn, mn / mo, lo, hi
		}
	}' "$W/old" "$W/new"
if [ -n "${HARDENING_CALLGRIND:-}" ] && command -v valgrind > /dev/null; then
	echo
	echo "Instructions (valgrind --tool=callgrind, inclusive count of the bench's churn function, which the single- and four-thread churn cases run; xthread_free_4t spins on a barrier and is left out):"
	echo
	echo "| allocator | instructions | ratio |"
	echo "|---|---:|---:|"
	for v in old new; do
		eval "bin=\$$v"
		valgrind --tool=callgrind --callgrind-out-file="$W/cg.$v" "$bin" > /dev/null 2>&1
		callgrind_annotate --inclusive=yes "$W/cg.$v" 2> /dev/null |
			awk '/:churn \[/ { gsub(",", "", $1); print $1; exit }' > "$W/ir.$v"
	done
	awk -v o="$(cat "$W/ir.old")" -v n="$(cat "$W/ir.new")" 'BEGIN {
		printf "| before | %d | 1 |\n| with the checks | %d | %.4f |\n", o, n, n / o }'
fi
