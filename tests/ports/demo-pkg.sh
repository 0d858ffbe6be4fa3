# Sourced by tests/ports/*.test: a tiny local package for the engine
# tests, with hooks a test drives through the file $T/hooks (read by
# every stage, the upstream suite run as nobody included), e.g.
#   fail=build       that stage fails (configure, build, check, install)
#   hang=check       that stage touches $T/flags/check and sleeps (to be killed)
#   slow=build:4     that stage touches $T/flags/build and takes 4 s longer;
#                    its start and end go to $T/events (with MAKEFLAGS)
# Its check target writes automake-style .trs results and a
# test-suite.log, one test a second, so progress has something to count.
# demo_port NAME [RECIPE-LINES]: ports/NAME with its source tarball.
port=$top_srcdir/ports/engine/port
export POLYPORT_PORTS=$T/ports POLYPORT_PATCHES=$T/patches POLYPORT_DISTFILES=$T/dist POLYPORT_TOOLCHAIN=${POLYPORT_TOOLCHAIN:-$OUT/toolchain}
chmod 755 "$T"   # the engine runs upstream tests as nobody when root
demo_port() {
	local n=$1 extra=${2:-} d=$T/pkg/$1-1.0
	mkdir -p "$T/ports/$n" "$T/patches" "$d"
	printf '#include <unistd.h>\nint main(void) { return write(1, "%s\\n", %d) == %d ? 0 : 1; }\n' "$n" $((${#n} + 1)) $((${#n} + 1)) > "$d/$n.c"
	cat > "$d/configure" <<'SH'
#!/bin/sh
for a; do case $a in CC=*) cc=${a#CC=} ;; --prefix=*) prefix=${a#--prefix=} ;; esac; done
: "${cc:=cc}"
src=$(cd "$(dirname "$0")" && pwd)
hook() {
	fail= hang= slow=
	[ -r @T@/hooks ] && . @T@/hooks
	case $fail in "$1") echo "demo: asked to fail in $1"; exit 1 ;; esac
	case $hang in "$1") touch @T@/flags/$1; sleep 600 ;; esac
	case $slow in "$1":*)
		touch @T@/flags/$1
		set -- "$1" "$(basename "$(dirname "$PWD")")"
		echo "start @N@ $2 $(date +%s%N) ${MAKEFLAGS:-}" >> @T@/events
		sleep "${slow#*:}"
		echo "end @N@ $2 $(date +%s%N)" >> @T@/events ;;
	esac
	return 0
}
hook configure
name=@N@
{
	printf 'HOOK = sh %s/hook.sh\n' "$src"
	printf 'all:\n\t$(HOOK) build\n\t%s -o %s %s/%s.c\n' "$cc" "$name" "$src" "$name"
	printf 'check: all\n\t$(HOOK) check\n\tsh %s/suite.sh %s\n' "$src" "$name"
	printf 'install:\n\t$(HOOK) install\n\tmkdir -p $(DESTDIR)%s/bin && cp %s $(DESTDIR)%s/bin/\n' "$prefix" "$name" "$prefix"
} > Makefile
SH
	sed -i "s|@T@|$T|g; s|@N@|$n|g" "$d/configure"
	sed -n '/^hook()/,/^}/p' "$d/configure" > "$d/hook.sh"; echo 'hook "$1"' >> "$d/hook.sh"
	mkdir -p "$T/flags" && chmod 1777 "$T/flags"
	cat > "$d/suite.sh" <<'SH'
# Three tests, the automake way: NAME.log and NAME.trs each, then the
# totals; a reason names its test by absolute path, as many suites do. Hooks: skip=TEST skips it with a reason; polyfail=TEST fails
# it when built by polyport (passes with the host's glibc).
skip= polyfail=
[ -r @T@/hooks ] && . @T@/hooks
rm -f t*.trs test-suite.log
for t in t1 t2 t3; do
	if [ "$t" = "$skip" ]; then
		echo "$PWD/$t: skipped test: needs a frobnicator" > $t.log; r=SKIP
	elif [ "$t" = "$polyfail" ] && grep -q polyport Makefile; then
		echo "$(dirname "$0")/$t: wrong answer from polyport" > $t.log; r=FAIL
	else
		./$1 > $t.log 2>&1 && r=PASS || r=FAIL
	fi
	printf ':test-result: %s\n:global-test-result: %s\n' $r $r > $t.trs
	sleep 1
done
c() { grep -l "result: $1" t*.trs 2>/dev/null | wc -l; }
printf '# TOTAL: 3\n# PASS:  %d\n# SKIP:  %d\n# XFAIL: 0\n# FAIL:  %d\n# XPASS: 0\n# ERROR: 0\n' $(c PASS) $(c SKIP) $(c FAIL) > test-suite.log
[ $(c FAIL) = 0 ]
SH
	sed -i "s|@T@|$T|g" "$d/suite.sh"
	chmod +x "$d/configure"
	tar -C "$T/pkg" -czf "$T/pkg/$n-1.0.tar.gz" "$n-1.0"
	printf 'name=%s\nversion=1.0\nurl=file://%s\nlicense=MIT\n%s\ncheck_target=check\nprograms=%s\n' \
		"$n" "$T/pkg/$n-1.0.tar.gz" "$extra" "$n" > "$T/ports/$n/recipe"
	printf 'sha256 %s %s %s\n' "$(sha256sum "$T/pkg/$n-1.0.tar.gz" | cut -d' ' -f1)" \
		"$(stat -c %s "$T/pkg/$n-1.0.tar.gz")" "$n-1.0.tar.gz" > "$T/ports/$n/checksums"
}
