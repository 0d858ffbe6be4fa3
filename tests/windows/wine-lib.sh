# Sourced by tests/windows/*.test after tests/harness/lib.sh: runs Windows
# programs under wine64, headless and quiet, in a Wine prefix of the
# suite's own. The first test of a run creates it (a few seconds) under
# $RUN_OUT, the run's scratch area, and the others reuse it; nothing in
# $HOME is touched. Skips (77) where wine64 is missing: bootstrap installs
# it (Debian's wine and wine64).
WINE64=
for w in "${WINE64_PROG:-}" "$(command -v wine64 || :)" /usr/lib/wine/wine64; do
	if [ -n "$w" ] && [ -x "$w" ]; then WINE64=$w; break; fi
done
[ -n "$WINE64" ] || skip "wine64 is not installed (Debian: apt-get install wine64; ./bootstrap does)"
mkdir -p "$RUN_OUT/windows"
WIN_OUT=$(cd "$RUN_OUT/windows" && pwd)   # Wine wants an absolute path
export WINEPREFIX=$WIN_OUT/wineprefix WINEDEBUG=-all WINEARCH=win64 WINEDLLOVERRIDES="mscoree,mshtml="
unset DISPLAY WAYLAND_DISPLAY
# The prefix is made once, under a lock: concurrent tests of the suite
# wait for it rather than make it twice.
(
	flock 9
	if [ ! -e "$WINEPREFIX/.polyport-ready" ]; then
		rm -rf "$WINEPREFIX"
		"$WINE64" wineboot --init > "$WIN_OUT/wineboot.log" 2>&1 \
			|| { cat "$WIN_OUT/wineboot.log" >&2; exit 1; }
		# a crash ends the program with a message: no debugger that
		# waits for someone
		"$WINE64" reg delete 'HKLM\Software\Microsoft\Windows NT\CurrentVersion\AeDebug' \
			/v Debugger /f >> "$WIN_OUT/wineboot.log" 2>&1 || :
		"${WINESERVER:-$(dirname "$WINE64")/wineserver}" -w 2> /dev/null || :
		touch "$WINEPREFIX/.polyport-ready"
	fi
) 9> "$WIN_OUT/prefix.lock" || fail "cannot create the Wine prefix (see $WIN_OUT/wineboot.log)"
# wine PROG [ARG...]: run a Windows program. Wine turns the Unix
# arguments and environment into UTF-16 by the locale's charset: UTF-8.
wine() { LC_ALL=C.UTF-8 "$WINE64" "$@"; }
# exe NAME: a copy of $OUT/progs/NAME (the APE) as $T/NAME.exe, the way a
# Windows user installs it: the same bytes under a name Windows runs.
exe() { cp "$OUT/progs/$1" "$T/$1.exe" && printf '%s\n' "$T/$1.exe"; }
