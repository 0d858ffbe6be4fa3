#!/usr/bin/env bash
# run.sh SRCDIR FUZZOUT SECONDS TARGET...: make fuzz. Each harness runs
# under libFuzzer for SECONDS (wall clock, one process), new inputs going
# to FUZZOUT/corpus/TARGET, inputs that fail to FUZZOUT/artifacts/, the
# log to FUZZOUT/log/TARGET.log; one line per target says the CPU seconds
# used, the executions and what was found, and is appended to
# FUZZOUT/cpu.log. A failing input belongs in tests/fuzz/TARGET/ once its
# bug is fixed, so that make check runs it from then on.
set -uo pipefail
src=$1 out=$2 secs=$3; shift 3
mkdir -p "$out/log" "$out/artifacts"
# the children's CPU time, from this shell itself (a subshell starts at 0)
cpu() { times > "$out/.times"; }
secs_of() { # "1m2.5s" -> 62.5
	awk -v t="$1" 'BEGIN { split(t, p, "m"); sub("s", "", p[2]); printf "%.1f", p[1] * 60 + p[2] }'; }
status=0
for t; do
	cpu; { read -r _; read -r u0 s0; } < "$out/.times"
	log=$out/log/$t.log
	if [ "$t" = recipe ]; then
		python3 "$src/tests/fuzz/recipe-fuzz.py" "$src" "$out" "$secs" > "$log" 2>&1
		rc=$?
		runs=$(sed -n 's/^recipe-fuzz: \([0-9]*\) recipes.*/\1/p' "$log")
	else
		mkdir -p "$out/corpus/$t"
		case $t in regex) len=256 ;; printf|scanf|strtod) len=1024 ;; *) len=65536 ;; esac
		ASAN_OPTIONS=allocator_may_return_null=1:detect_leaks=0:handle_abort=1 \
		UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
		"$out/bin/$t" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=$len \
			-artifact_prefix="$out/artifacts/$t-" -print_final_stats=1 \
			"$out/corpus/$t" "$src/tests/fuzz/$t" > "$log" 2>&1
		rc=$?
		runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
	fi
	cpu; { read -r _; read -r u1 s1; } < "$out/.times"
	used=$(awk -v a="$(secs_of "$u0")" -v b="$(secs_of "$s0")" -v c="$(secs_of "$u1")" -v d="$(secs_of "$s1")" \
		'BEGIN { printf "%.0f", c + d - a - b }')
	if [ $rc -eq 0 ]; then res=clean; else res="FOUND (status $rc, see $log)"; status=1; fi
	line=$(printf '%s %-8s %6s CPU s %10s runs  %s' "$(date -u +%Y-%m-%dT%H:%MZ)" "$t" "$used" "${runs:-?}" "$res")
	echo "$line" | tee -a "$out/cpu.log"
done
exit $status
