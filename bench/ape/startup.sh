#!/usr/bin/env bash
# APE size and start-up, as a markdown section (make bench runs it; or run
# it alone: RUN_OUT=<build>/out/test bash bench/ape/startup.sh).
#
# Size: the fat hello (x86_64 + aarch64 + both loaders) against the 40 KB
# goal, also laid out for smaller aarch64 pages. Start-up of the same hello,
# medians from hyperfine -N in one run: through binfmt_misc (when root can
# register a temporary rule; removed on exit), the loader called directly,
# the APE script under dash and bash, the assimilated ELF run directly and
# through dash (the like-for-like base of the 1.4x goal: "dash hello"
# against "dash -c hello.elf"), a static musl hello; then the first run,
# "dash hello" with an empty cache (removed before each run, so the script
# extracts the loader), against the same command with the loader cached.
set -euo pipefail
: "${RUN_OUT:?set RUN_OUT to out/test of a build directory}"
. "$RUN_OUT/env.sh"
runs=${BENCH_RUNS:-300}
W=$(mktemp -d "${TMPDIR:-/tmp}/ape-bench.XXXXXX")
D=/proc/sys/fs/binfmt_misc name=ape-bench-$$
cleanup() { [ -e "$D/$name" ] && echo -1 > "$D/$name"; rm -rf "$W"; }
trap cleanup EXIT
L="-l x86_64=$OUT/x86_64/ape/ape-loader -l aarch64=$OUT/aarch64/ape/ape-loader"
H="$OUT/x86_64/bin/hello $OUT/aarch64/bin/hello"
cp "$OUT/progs/hello" "$W/hello"
"$OUT/host/bin/assimilate" -o "$W/hello.elf" "$W/hello"
size() { stat -c %s "$1"; }
kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1024 }'; }

echo "## APE: size and start-up"
echo
echo "Fat hello (x86_64 + aarch64 programs and loaders); goal: under 40 KB."
echo
echo "| layout | size |"
echo "|---|---|"
for p in 65536 16384 4096; do
	"$OUT/host/bin/apelink" -o "$W/h$p" $L -p aarch64=$p $H
	note=; [ $p = 65536 ] && note=", the default"
	echo "| aarch64 segments aligned for $((p / 1024)) KiB pages$note | $(kb "$(size "$W/h$p")") |"
done
echo "| x86_64 hello ELF alone, as linked | $(kb "$(size "$OUT/x86_64/bin/hello")") |"
echo "| aarch64 hello ELF alone, as linked | $(kb "$(size "$OUT/aarch64/bin/hello")") |"
echo "| loaders x86_64 / aarch64 | $(kb "$(size "$OUT/x86_64/ape/ape-loader")") / $(kb "$(size "$OUT/aarch64/ape/ape-loader")") |"
echo

export XDG_CACHE_HOME=$W/cache
dash "$W/hello" > /dev/null            # the loader is in the cache from here on
cmds=() names=()
add() { names+=("$1"); cmds+=("$2"); }
if [ "$(id -u)" = 0 ] && [ -w "$D/register" ]; then
	echo ":$name:M::MZqFpD::$OUT/x86_64/ape/ape-loader:FP" > "$D/register"
	add "binfmt_misc (execve of the APE)" "$W/hello"
fi
add "loader called directly" "$OUT/x86_64/ape/ape-loader $W/hello"
add "APE script under dash (dash hello)" "dash $W/hello"
add "APE script under bash (bash hello)" "bash $W/hello"
add "assimilated ELF" "$W/hello.elf"
add "assimilated ELF under dash (dash -c hello.elf)" "dash -c $W/hello.elf"
if [ -n "${MUSL_GCC:-}" ] && command -v "${MUSL_GCC%% *}" > /dev/null; then
	printf '#include <unistd.h>\nint main(void){return write(1,"hello\\n",6)!=6;}\n' > "$W/m.c"
	$MUSL_GCC -static -O2 -o "$W/musl-hello" "$W/m.c" && add "static musl hello (reference)" "$W/musl-hello"
fi
hyperfine -N -w 20 -r "$runs" --export-json "$W/t.json" "${cmds[@]}" > /dev/null 2>&1
# First run against warm, both exactly "dash hello" (no sh -c, no env in
# front: XDG_CACHE_HOME comes from hyperfine's environment) and both after
# the same --prepare, so the difference is the extraction alone.
XDG_CACHE_HOME=$W/fc hyperfine -N -w 10 -r "$runs" --export-json "$W/first.json" \
	--prepare "rm -rf $W/fc" "dash $W/hello" > /dev/null 2>&1
hyperfine -N -w 10 -r "$runs" --export-json "$W/warm.json" \
	--prepare "rm -rf $W/fc" "dash $W/hello" > /dev/null 2>&1
python3 - "$W/t.json" "$W/first.json" "$W/warm.json" "${names[@]}" <<'PY'
import json, sys
t = json.load(open(sys.argv[1]))["results"]
first = json.load(open(sys.argv[2]))["results"][0]["median"]
warm = json.load(open(sys.argv[3]))["results"][0]["median"]
names = sys.argv[4:]
med = {n: r["median"] for n, r in zip(names, t)}
base = med["assimilated ELF"]
print("Start-up of hello, median of hyperfine -N runs, all in one session:")
print()
print("| how | median | vs assimilated |")
print("|---|---|---|")
for n in names:
    print("| %s | %.3f ms | %.2f× |" % (n, med[n] * 1e3, med[n] / base))
print("| first run: dash hello, empty cache (extracts the loader) | %.3f ms | extra %.3f ms over the same with the loader cached (%.3f ms) |"
      % (first * 1e3, (first - warm) * 1e3, warm * 1e3))
print()
ape = med["APE script under dash (dash hello)"]
elf = med["assimilated ELF under dash (dash -c hello.elf)"]
print("Through dash: `dash hello` / `dash -c hello.elf` = %.2f× (goal: at most 1.4×, %s)."
      % (ape / elf, "met" if ape / elf <= 1.4 else "not met"))
print("First run: %.3f ms (goal: under 5 ms, %s)." % (first * 1e3, "met" if first < 5e-3 else "not met"))
print()
print("Goals (DESIGN.md §3): loader/binfmt within 1.05× of assimilated; assimilated within 5 %"
      " of static musl; through dash at most 1.4×; first run under 5 ms.")
PY
