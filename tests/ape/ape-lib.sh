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

# The APE script reads the arch from /proc/sys/kernel/arch, the kernel's
# own, which emulators do not change; it asks uname only when that file
# says nothing. $NO_ARCH CMD [ARG...] runs CMD where the file reads empty
# (/dev/null bound over it in a private mount namespace), so that tests
# can make the script ask a fake uname or qemu's. no_arch_ok says whether
# that works here; if not, NO_ARCH_WHY says why. Not root: a user
# namespace (unshare -r) lends the right to mount, where the system allows
# those to users.
NO_ARCH=$T/no-arch
no_arch_ns="unshare -m"
unshare -m true 2> /dev/null || no_arch_ns="unshare -m -r"
printf '%s\n' '#!/bin/sh' \
	'[ -e /proc/sys/kernel/arch ] || exec "$@"' \
	"exec $no_arch_ns /bin/sh -c 'mount --bind /dev/null /proc/sys/kernel/arch && exec \"\$@\"' sh \"\$@\"" \
	> "$NO_ARCH"
chmod +x "$NO_ARCH"
no_arch_ok() {
	NO_ARCH_WHY="cannot hide /proc/sys/kernel/arch: neither unshare -m (root) nor unshare -m -r (user namespaces) is permitted"
	"$NO_ARCH" /bin/sh -c 'a=; read -r a < /proc/sys/kernel/arch; [ -z "$a" ]' 2> /dev/null
}

# An aarch64 busybox (run by qemu through binfmt_misc) with its applets
# first in PATH, its sh run through $NO_ARCH: "uname -m" says aarch64, so
# the APE script takes its aarch64 path. Sets ARM64_BIN, and ARM64_BB to
# the busybox itself; false, with the reason on stdout, if it cannot be
# had.
arm64_env() {
	local bb=${APE_BUSYBOX_AARCH64:-$OUT/test/ape/busybox-aarch64}
	if [ ! -x "$bb" ]; then
		local d; d=$(mktemp -d "$T/deb.XXXXXX")
		(cd "$d" && apt-get download busybox-static:arm64 >/dev/null 2>&1 \
			&& dpkg-deb -x busybox-static_*.deb x) || { echo "no aarch64 busybox (apt-get download busybox-static:arm64 failed)"; return 1; }
		mkdir -p "$(dirname "$bb")" && cp "$d/x/bin/busybox" "$bb.tmp$$" && mv "$bb.tmp$$" "$bb"
	fi
	"$bb" true 2>/dev/null || { echo "$bb does not run (no qemu-aarch64 binfmt_misc rule?)"; return 1; }
	no_arch_ok || { echo "$NO_ARCH_WHY"; return 1; }
	ARM64_BIN=$T/arm64-bin ARM64_BB=$bb
	mkdir -p "$ARM64_BIN"
	local a
	for a in uname dd id ls mkdir chmod mv rm cat; do ln -sf "$bb" "$ARM64_BIN/$a"; done
	printf '#!/bin/sh\nexec "%s" "%s" sh "$@"\n' "$NO_ARCH" "$bb" > "$ARM64_BIN/sh"
	chmod +x "$ARM64_BIN/sh"
}

# root_only_dir: creates and prints a fresh directory that only root can
# change, nor any directory above it (what ape-binfmt demands of the
# loader it registers and of the place it keeps its copy): under the build
# tree when that qualifies, else under /run. Prints nothing if neither
# does. The caller removes it.
root_only_dir() {
	local base p s
	for base in "$OUT/test" /run; do
		p=$(readlink -f "$base") || continue
		while :; do
			s=$(stat -c '%u %a' "$p") || break
			[ "${s% *}" = 0 ] && [ $((0${s#* } & 022)) = 0 ] || break
			if [ "$p" = / ]; then
				p=$(mktemp -d "$base/pp-rootonly.XXXXXX") && chmod 755 "$p" && echo "$p"
				return 0
			fi
			p=${p%/*}; p=${p:-/}
		done
	done
}
