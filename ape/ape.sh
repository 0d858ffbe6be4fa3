# shellcheck shell=sh
# This file is an Actually Portable Executable made by polyport's apelink:
# one file holding a program for Linux x86_64 and Linux aarch64. Run it
# as any program; sh reads this script, which starts the native program
# through a small loader kept in the user's cache. docs/format.md in the
# polyport sources describes every byte. apelink fills in the @NAME@ fields.

ape_die() {
	printf 'ape: %s\n' "$*" >&2
	exit 127
}

# Each arch's ELF header, one printf each (APE loaders and binfmt_misc
# handlers read them here, within the first 8192 bytes); --assimilate
# prints one over the first 64 bytes of this file.
ape_ehdr() {
	case $1 in
	x86_64) printf '@EHDR_x86_64@' ;;
	aarch64) printf '@EHDR_aarch64@' ;;
	esac
}

# Where each arch's loader lies in this file, in 512-byte blocks, and the
# hash naming its cache file; a count of 0 means no program for that arch.
ape_where() {
	case $1 in
	x86_64) ape_skip=@SKIP_x86_64@ ape_count=@COUNT_x86_64@ ape_hash=@HASH_x86_64@ ;;
	aarch64) ape_skip=@SKIP_aarch64@ ape_count=@COUNT_aarch64@ ape_hash=@HASH_aarch64@ ;;
	esac
}

# ape_safe DIR: DIR is a directory of ours that only we can write to.
ape_safe() {
	# shellcheck disable=SC2046 # the mode and owner are the first words
	set -- "$1" $(LC_ALL=C ls -ldn "$1" 2>/dev/null)
	case $2 in
	d????w????* | d???????w?* | '') return 1 ;;
	# test -O spares running id, but posh's test lacks it
	d*) [ -O "$1" ] 2>/dev/null || [ "$4" = "$(id -u)" ] ;;
	*) return 1 ;;
	esac
}

# ape_mkdir DIR: make DIR, closed to others; true if it is ours for sure.
# (LC_ALL=C here and below: a program that loads no locale starts faster,
# and a first run is mostly program starts.)
ape_mkdir() {
	if [ -d "${1%/*}" ]; then
		LC_ALL=C mkdir -m 700 "$1" 2>/dev/null
		return
	fi
	ape_d=${1%/*}
	until [ -d "${ape_d:-/}" ]; do
		case $ape_d in */*) ape_d=${ape_d%/*} ;; *) ape_d=. ;; esac
	done
	# Below a directory of ours that is not shared like /tmp (sticky),
	# only we add entries (short of opening it to others, and --install
	# checks DIR again), so one mkdir -p will do. Elsewhere DIR must be
	# made by a plain mkdir, which fails if it exists.
	if [ -O "${ape_d:-/}" ] 2>/dev/null && [ ! -k "${ape_d:-/}" ]; then
		# shellcheck disable=SC2174 # the intermediate ones need not be closed
		LC_ALL=C mkdir -p -m 700 "$1" 2>/dev/null
	else
		mkdir -p "${1%/*}" 2>/dev/null && mkdir -m 700 "$1" 2>/dev/null
	fi
}

# ape_extract DIR: put this arch's loader into DIR as $ape_l, atomically;
# false if DIR is unusable or mounted noexec.
ape_extract() {
	# A directory this run made is ours and closed; one found is checked.
	if [ ! -d "$1" ] && ape_mkdir "$1"; then
		:
	elif [ ! -d "$1" ]; then
		return 1
	elif ! ape_safe "$1"; then
		printf 'ape: not using %s: not a directory owned by you and closed to others\n' "$1" >&2
		return 1
	fi
	ape_t=$1/.ape-$ape_a-tmp.$$
	if ! LC_ALL=C dd if="$ape_p" of="$ape_t" bs=512 skip="$ape_skip" count="$ape_count" 2>/dev/null ||
		! LC_ALL=C chmod 755 "$ape_t"; then
		rm -f "$ape_t"
		return 1
	fi
	# The new loader renames itself into place (atomic: 100 concurrent
	# first runs leave one file); that it ran at all shows DIR is not on a
	# noexec mount. Status 126 is the shell's "cannot execute": it did not
	# run (the loader itself exits 0 or 127).
	ape_e=$("$ape_t" --install "$ape_t" "$ape_l" 2>&1) && return 0
	ape_s=$?
	rm -f "$ape_t"
	if [ $ape_s = 126 ]; then
		{ true >"$1/.noexec"; } 2>/dev/null
		printf 'ape: %s is mounted noexec; keeping the loader elsewhere\n' "$1" >&2
	else
		printf '%s\n' "${ape_e:-ape: not using $1: its new loader failed with status $ape_s}" >&2
	fi
	return 1
}

# ape_try DIR: set ape_l to DIR's loader, extracting it there if needed.
# DIR/.noexec marks a noexec mount, reported once when it was found (a
# test -x does not tell: busybox's says yes to root): skip DIR quietly.
ape_try() {
	ape_l=$1/ape-$ape_a-1.$ape_hash
	[ -x "$ape_l" ] && return 0
	[ -f "$1/.noexec" ] && return 1
	ape_extract "$1"
}

ape_find() {
	if [ -n "${XDG_CACHE_HOME-}${HOME-}" ]; then
		ape_try "${XDG_CACHE_HOME:-$HOME/.cache}/polyport" && return 0
	fi
	ape_u=$(id -u)
	ape_try "${TMPDIR:-/tmp}/polyport-$ape_u" && return 0
	ape_try "/tmp/polyport-$ape_u" && return 0
	ape_die "$0: found no place of yours to keep the loader (tried the cache, \$TMPDIR, /tmp)"
}

# APE_NOTICES=1 prints the licence notices of what this program is made of.
if [ -n "${APE_NOTICES-}" ]; then
	ape_notices_off=@NOTICES_OFF@ ape_notices_len=@NOTICES_LEN@
	[ "$ape_notices_len" -gt 0 ] || ape_die "$0: no notices are embedded in this file"
	dd if="$0" bs=1 skip="$ape_notices_off" count="$ape_notices_len" 2>/dev/null
	exit 0
fi

# The arch: the kernel's own, read without starting a process (Linux 6.1
# and later have kernel.arch); uname, which also names an unsupported
# system, when that says nothing. So a shell run by an emulator (qemu-user,
# FEX, linux32) still starts the native program. --assimilate asks uname
# only: it makes a file for the userland this shell belongs to, which
# under an emulator (an arm64 image built with qemu) is the emulated one.
ape_a=
if [ "${1-}" != --assimilate ]; then
	{ read -r ape_a </proc/sys/kernel/arch; } 2>/dev/null
fi
case $ape_a in
x86_64 | amd64 | aarch64 | arm64) ;;
*)
	ape_un=$(uname -sm 2>/dev/null)
	case $ape_un in 'Linux '*) ape_a=${ape_un#Linux } ;; *) ape_a= ;; esac
	;;
esac
case $ape_a in
x86_64 | amd64) ape_a=x86_64 ;;
aarch64 | arm64) ape_a=aarch64 ;;
*) ape_die "$0: this program runs on Linux x86_64 and aarch64, not on ${ape_un-}" ;;
esac
ape_where $ape_a
[ "$ape_count" -gt 0 ] || ape_die "$0: this file has no program for $ape_a"
# $0 is the path the shell opened: it has a slash unless the user typed
# "sh prog" for a file in the current directory or in PATH.
case $0 in
*/*) ape_p=$0 ;;
*) if [ -f "$0" ]; then ape_p=./$0; else ape_p=$(command -v "$0") || ape_die "$0: cannot find this file"; fi ;;
esac

if [ "${1-}" = --assimilate ]; then
	ape_ehdr $ape_a | dd of="$ape_p" bs=64 count=1 conv=notrunc 2>/dev/null ||
		ape_die "$ape_p: cannot rewrite in place"
	exit 0
fi

ape_find
# argv[0] is $0, but for one case: a shell that found this file in PATH
# and, execve having said ENOEXEC, ran it as a script sets $0 to the path
# it found, where a native program would get the name as typed. So a file
# in one of PATH's directories gets its base name (GNU programs print
# argv[0] in every message; their test suites compare those).
ape_0=$0
case $ape_0 in
?*/*) case :${PATH-}: in *:"${ape_0%/*}":*) ape_0=${ape_0##*/} ;; esac ;;
esac
if [ "$ape_p" = "$ape_0" ]; then
	exec "$ape_l" "$ape_p" "$@"
fi
exec "$ape_l" --argv0 "$ape_0" "$ape_p" "$@"
exit 127
