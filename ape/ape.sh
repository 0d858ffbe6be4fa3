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

# zsh reads this as sh does: words split, a pattern that matches nothing
# is left as it is, and $0 is the file's name inside functions too.
[ -z "${ZSH_VERSION-}" ] || emulate sh

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

# Which file this is. $0 names it when it has a slash, or when the user
# typed "sh prog" for a file here or in PATH; but exec -a sets $0 to
# anything, and the file may be renamed or replaced while the shell reads
# it. So the shell's own descriptor decides: the loader is extracted from
# it and maps the program through it, and the file run is the one the
# shell opened, or nothing. Every shell here keeps its script open on a
# descriptor of 10 or more, bash on 255: one that is the file $0 names (a
# file a shell holds open cannot be renamed into another) is it. posh's
# test has no -O, -k or -ef: there, ls and id stand in for them.
case $0 in
*/*) ape_p=$0 ;;
*) if [ -f "$0" ]; then ape_p=./$0; else ape_p=$(command -v "$0" 2>/dev/null) || ape_p=; fi ;;
esac
ape_n='' ape_me=''
if [ -n "${POSH_VERSION-}" ]; then
	ape_me=$(id -u)
elif [ -n "$ape_p" ]; then
	for ape_f in ${BASH_VERSION:+255} 10 11 12; do
		# shellcheck disable=SC3013 # not in posh, which does not come here
		[ "/proc/self/fd/$ape_f" -ef "$ape_p" ] && ape_n=$ape_f && break
	done
fi

# ape_run: exec the loader ($ape_l) on the program. argv[0] is $0, but
# for one case: a shell that found this file in PATH and, execve having
# said ENOEXEC, ran it as a script sets $0 to the path it found, where a
# native program would get the name as typed. So a file in one of PATH's
# directories gets its base name (GNU programs print argv[0] in every
# message; their test suites compare those). The loader maps the file
# through a descriptor of its own, opened on the shell's: the first of 3
# to 9 that is free (so the program finds its inherited ones as they
# were), closed by the loader once mapped. $ape_p names the program for
# the loader (AT_EXECFN, messages): the path, when it names this file,
# else $0.
ape_run() {
	ape_0=$0
	case $ape_0 in
	?*/*) case :${PATH-}: in *:"${ape_0%/*}":*) ape_0=${ape_0##*/} ;; esac ;;
	esac
	ape_p=${ape_p:-$0} ape_k=''
	if [ -n "$ape_n" ]; then
		for ape_f in 3 4 5 6 7 8 9; do
			[ -h "/proc/self/fd/$ape_f" ] || { ape_k=$ape_f && break; }
		done
	fi
	if [ -z "$ape_k" ]; then
		[ "$ape_p" = "$ape_0" ] && exec "$ape_l" "$ape_p" "$@"
		exec "$ape_l" --argv0 "$ape_0" "$ape_p" "$@"
	fi
	eval "exec \"\$ape_l\" --fd $ape_k \"\$ape_p\" \"\$ape_0\" \"\$@\" $ape_k<\"/proc/self/fd/\$ape_n\""
}

# The usual start: the loader is in the cache, put there by a checked
# extraction. Only builtins, a few stat calls: the loader and its
# directory are the user's own and not symlinks, and the directory has the
# sticky bit, which only its owner or root can set and ape-loader
# --install sets only after ape_chain (below) has checked the directory
# and every one above it. Since then no one else can have loosened it or
# put anything in it (chmod, chown and rename there need the user's or
# root's rights), and the sticky bit keeps the loader in place even where
# the user opens the directory later. The shell reads no further.
if [ -n "$ape_n" ] && [ -n "${XDG_CACHE_HOME-}${HOME-}" ] && [ "${1-}" != --assimilate ]; then
	ape_d=${XDG_CACHE_HOME:-$HOME/.cache}/polyport
	ape_l=$ape_d/ape-$ape_a-1.$ape_hash
	if [ -O "$ape_l" ] && [ ! -L "$ape_l" ] && [ -k "$ape_d" ] && [ -O "$ape_d" ] && [ ! -L "$ape_d" ]; then
		ape_run "$@"
	fi
fi

ape_fail() { # STATUS MESSAGE
	printf 'ape: %s\n' "$2" >&2
	exit "$1"
}

# ape_ok DIR FILE: FILE is a loader that a checked extraction left in DIR
# (as above; in posh, ls checks DIR, those above it and FILE).
ape_ok() {
	if [ -n "$ape_me" ]; then
		[ ! -L "$1" ] && [ -f "$2" ] && (cd -P -- "$1" 2>/dev/null && ape_chain "${2##*/}")
		return
	fi
	[ -O "$2" ] && [ ! -L "$2" ] && [ -k "$1" ] && [ -O "$1" ] && [ ! -L "$1" ]
}

# ape_chain [FILE]: run in the directory to check (entered by cd -P, so
# no rename can swap it while it is checked and written): true if "." is
# a directory of the user's, not writable by group or others; every
# directory above it, up to the first that root owns, is the user's or
# root's and not writable by group or others, or sticky like /tmp (no one
# can move another's entries out of those); FILE, if given, is a regular
# file of the user's, not writable by group or others. One ls, names
# relative (".", "..", "../..": C-sorted, "." first, FILE last).
ape_chain() {
	ape_w=$PWD ape_q=..
	set -- . ${1+"$1"}
	while [ -n "$ape_w" ]; do
		set -- "$@" "$ape_q"
		ape_q=$ape_q/.. ape_w=${ape_w%/*}
	done
	[ -n "$ape_me" ] || [ -O . ] || return 1
	# shellcheck disable=SC2012,SC2030 # names are ours; ape_me stays here
	LC_ALL=C ls -ldn "$@" 2>/dev/null | (
		ape_i=0 ape_up=1
		# shellcheck disable=SC2034 # the link count and the rest: unused
		while read -r ape_m ape_x ape_o ape_r; do
			ape_i=$((ape_i + 1))
			[ $ape_i != 1 ] || ape_me=${ape_me:-$ape_o}
			case $ape_m in
			-????[!w]??[!w]*) [ "$ape_o" = "$ape_me" ] || exit 1 ;;
			d*)
				if [ $ape_i = 1 ]; then
					case $ape_m in d????[!w]??[!w]*) ;; *) exit 1 ;; esac
					[ "$ape_o" = "$ape_me" ] || exit 1
				elif [ $ape_up = 1 ]; then
					case $ape_m in d????[!w]??[!w]* | d????????[tT]*) ;; *) exit 1 ;; esac
					[ "$ape_o" = 0 ] && ape_up=0 || [ "$ape_o" = "$ape_me" ] || exit 1
				fi
				;;
			*) exit 1 ;;
			esac
		done
		[ $ape_i = $# ]
	)
}

# ape_mkdir DIR: make DIR, closed to others (and the missing directories
# above it too: umask 077).
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
	# only we add entries (short of opening it to others, and ape_chain
	# checks the chain anyway), so one mkdir -p will do. Elsewhere DIR
	# must be made by a plain mkdir, which fails if it exists.
	if [ -O "${ape_d:-/}" ] 2>/dev/null && [ ! -k "${ape_d:-/}" ]; then
		# shellcheck disable=SC2174 # the ones above are closed by the umask
		(umask 077 && LC_ALL=C exec mkdir -p -m 700 "$1") 2>/dev/null
	else
		(umask 077 && mkdir -p "${1%/*}" && exec mkdir -m 700 "$1") 2>/dev/null
	fi
}

# ape_extract DIR: check DIR and the directories above it, then put this
# arch's loader into DIR as $ape_l, atomically; false, quietly, if DIR is
# not fit or not usable, and false with a word when it is mounted noexec.
# Everything happens in a subshell whose working directory is DIR: the
# checked directory is the one written to, whatever its path names later.
ape_extract() {
	[ -d "$1" ] || ape_mkdir "$1" || [ -d "$1" ] || return 1
	[ ! -L "$1" ] || return 1
	ape_e=$(
		cd -P -- "$1" 2>/dev/null || exit 1
		ape_f=${ape_l##*/}
		# there already, and everything is as it should be but the mark
		# (a file system without a sticky bit, or the user cleared it)
		if [ -f "$ape_f" ] && ape_chain "$ape_f"; then
			LC_ALL=C chmod +t . 2>/dev/null
			exit 0
		fi
		ape_chain || exit 1
		ape_t=.ape-$ape_a-tmp.$$
		if ! LC_ALL=C dd if="$ape_src" of="$ape_t" bs=512 skip="$ape_skip" count="$ape_count" 2>/dev/null ||
			! LC_ALL=C chmod 755 "$ape_t"; then
			rm -f "$ape_t"
			exit 1
		fi
		# The new loader marks DIR and renames itself into place (atomic:
		# 100 concurrent first runs leave one file); that it ran at all
		# shows DIR is not on a noexec mount. Status 126 is the shell's
		# "cannot execute": it did not run (the loader exits 0 or 127).
		"./$ape_t" --install "$ape_t" "$ape_f" 2>&1 && exit 0
		ape_s=$?
		rm -f "$ape_t"
		exit $ape_s
	)
	ape_s=$?
	case $ape_s in
	0) return 0 ;;
	1) return 1 ;;
	126)
		{ true >"$1/.noexec"; } 2>/dev/null
		printf 'ape: %s is mounted noexec; keeping the loader elsewhere\n' "$1" >&2
		;;
	*) printf '%s\n' "${ape_e:-ape: not using $1: its new loader failed with status $ape_s}" >&2 ;;
	esac
	return 1
}

# ape_try DIR: set ape_l to DIR's loader, extracting it there if needed.
# DIR/.noexec marks a noexec mount, reported once when it was found (a
# test -x does not tell: busybox's says yes to root): skip DIR quietly.
ape_try() {
	ape_l=$1/ape-$ape_a-1.$ape_hash
	ape_ok "$1" "$ape_l" && return 0
	[ -f "$1/.noexec" ] && return 1
	ape_extract "$1"
}

# The places in turn; a place that is not fit (someone else's, open to
# others, a symlink, below a directory others can write to) is passed
# over without a word. When none is, a directory of a name no one can
# guess, made by mktemp (mode 700, and it fails rather than take one that
# exists), found again by later runs.
ape_find() {
	if [ -n "${XDG_CACHE_HOME-}${HOME-}" ]; then
		ape_try "${XDG_CACHE_HOME:-$HOME/.cache}/polyport" && return 0
	fi
	ape_u=$(id -u)
	ape_try "${TMPDIR:-/tmp}/polyport-$ape_u" && return 0
	ape_try "/tmp/polyport-$ape_u" && return 0
	for ape_d in "${TMPDIR:-/tmp}/polyport-$ape_u".* /tmp/polyport-"$ape_u".*; do
		ape_l=$ape_d/ape-$ape_a-1.$ape_hash
		[ -d "$ape_d" ] && ape_ok "$ape_d" "$ape_l" && return 0
	done
	for ape_d in "${TMPDIR:-/tmp}" /tmp; do
		ape_d=$(LC_ALL=C mktemp -d "$ape_d/polyport-$ape_u.XXXXXXXX" 2>/dev/null) && ape_try "$ape_d" && return 0
	done
	ape_die "$0: found no place of yours to keep the loader (tried the cache, \$TMPDIR, /tmp)"
}

# ape_self: set ape_n to the descriptor on which this shell reads this
# file when the quick look above did not find it: the one that is the file
# $0 names, else, as when "exec -a NAME" set $0 or the file was renamed or
# replaced since the shell opened it, the one regular file open on 10 and
# up that the shell opened itself (close-on-exec, which no inherited
# descriptor can be; zsh does not set it) and that is an APE file. False
# when it cannot tell.
ape_self() {
	ape_m='' ape_c=0
	[ -d /proc/self/fd ] || return 1
	for ape_f in /proc/self/fd/*; do
		ape_f=${ape_f##*/}
		case $ape_f in ? | *[!0-9]*) continue ;; esac
		[ -f "/proc/self/fd/$ape_f" ] || continue
		# shellcheck disable=SC2031,SC3013 # posh, which lacks -ef, has ape_me
		if [ -z "$ape_me" ] && [ -n "$ape_p" ] && [ "/proc/self/fd/$ape_f" -ef "$ape_p" ]; then
			ape_n=$ape_f
			return 0
		fi
		ape_c=$((ape_c + 1)) ape_m=$ape_f
	done
	ape_p=''
	[ $ape_c = 1 ] || return 1
	if [ -z "${ZSH_VERSION-}" ]; then
		{ read -r ape_f ape_f && read -r ape_f ape_f; } <"/proc/self/fdinfo/$ape_m" || return 1
		case $ape_f in *[2367]??????) ;; *) return 1 ;; esac
	fi
	read -r ape_f <"/proc/self/fd/$ape_m" || return 1
	case $ape_f in "MZqFpD='" | "jartsr='") ape_n=$ape_m ;; *) return 1 ;; esac
}

# Not found above: look at every descriptor. Without /proc, the path it
# is (nothing can tell otherwise).
if [ -n "$ape_n" ] || ape_self; then
	ape_src=/proc/$$/fd/$ape_n
elif [ -d /proc/self/fd ] || [ ! -f "$ape_p" ]; then
	ape_fail 126 "$0: cannot tell which file this is (\$0 names no file this shell has open); run it by its path"
else
	case $ape_p in /*) ape_src=$ape_p ;; *) ape_src=$PWD/$ape_p ;; esac
fi

if [ "${1-}" = --assimilate ]; then
	ape_ehdr $ape_a | dd of="$ape_src" bs=64 count=1 conv=notrunc 2>/dev/null ||
		ape_die "${ape_p:-$0}: cannot rewrite in place"
	exit 0
fi

ape_find
ape_run "$@"
exit 127
