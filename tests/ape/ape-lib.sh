# Sourced by tests/ape/*.test after tests/harness/lib.sh: the APE tools
# and programs, and a way to run things as on an aarch64 machine.
APELINK=$OUT/host/bin/apelink
ASSIMILATE=$OUT/host/bin/assimilate
LOADER_x86_64=$OUT/x86_64/ape/ape-loader
LOADER_aarch64=$OUT/aarch64/ape/ape-loader
for f in "$APELINK" "$ASSIMILATE" "$LOADER_x86_64" "$LOADER_aarch64" "$OUT/progs/ape_args"; do
	[ -x "$f" ] || fail "$f was not built"
done
# Each test gets an empty loader cache of its own.
export XDG_CACHE_HOME=$T/cache

# An aarch64 busybox (run by qemu through binfmt_misc) with its applets
# first in PATH: "uname -m" says aarch64, so the APE script takes its
# aarch64 path. Sets ARM64_BIN; false if no such busybox can be had.
arm64_env() {
	local bb=${APE_BUSYBOX_AARCH64:-$OUT/test/ape/busybox-aarch64}
	if [ ! -x "$bb" ]; then
		local d; d=$(mktemp -d "$T/deb.XXXXXX")
		(cd "$d" && apt-get download busybox-static:arm64 >/dev/null 2>&1 \
			&& dpkg-deb -x busybox-static_*.deb x) || return 1
		mkdir -p "$(dirname "$bb")" && cp "$d/x/bin/busybox" "$bb.tmp$$" && mv "$bb.tmp$$" "$bb"
	fi
	"$bb" true 2>/dev/null || return 1
	ARM64_BIN=$T/arm64-bin
	mkdir -p "$ARM64_BIN"
	local a
	for a in sh uname dd id ls mkdir chmod mv rm cat; do ln -sf "$bb" "$ARM64_BIN/$a"; done
}
