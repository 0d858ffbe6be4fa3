#!/bin/sh
# shellcheck shell=sh
# ape-binfmt: register polyport's APE loader with binfmt_misc so that the
# kernel starts APE files itself, without a shell. Run with --help.
set -eu

ape_bm_manual() {
	cat <<'MANUAL'
NAME
    ape-binfmt - run APE files through binfmt_misc (install, status, uninstall)

SYNOPSIS
    ape-binfmt install [--name NAME] [--loader FILE] [--libdir DIR]
    ape-binfmt status [--name NAME] [--libdir DIR]
    ape-binfmt uninstall [--name NAME] [--libdir DIR]

DESCRIPTION
    install registers two binfmt_misc rules, NAME (magic MZqFpD at offset
    0) and NAME-unix (magic jartsr, polyport's Linux-only variant), whose
    interpreter is the APE loader for this machine's arch. The rules use
    the F flag: the kernel opens the loader once, now, so it works in
    containers and chroots and after FILE is gone; O: the kernel hands
    the loader the program already open, which saves the loader opening
    it again by name (a faster start) and runs a program that may be
    executed but not read, as the kernel runs such an ELF (the loader
    never shows the file's bytes); and P (Linux 5.12 and later) so the
    program keeps the argv[0] it was started with. It mounts
    binfmt_misc on /proc/sys/fs/binfmt_misc first if needed. Every command
    that needs root is printed before it runs, prefixed with "+".

    Wine, Mono and qemu packages register rules for every "MZ" file. The
    kernel tries rules newest first and takes the first match, and
    "MZqFpD" is more specific than "MZ" anyway, so a rule installed after
    theirs wins. If one of them is registered again later (a package
    upgrade, systemd-binfmt at boot), it comes first again: "status"
    shows the other MZ rules; install again, or add
    /etc/binfmt.d/zz-polyport-ape.conf (written by install when
    /etc/binfmt.d exists) which systemd-binfmt loads after the others.

    Under WSL, the WSLInterop rule hands MZ files to Windows; status says
    so. Register this rule after it (install does), or build the program
    with apelink --unix-only.

    Every APE any user starts runs the registered loader, so install
    trusts only a loader that no one but root can change: FILE (after
    symbolic links are resolved), and every directory above it, must be
    owned by root and not writable by group or others; otherwise install
    refuses, naming the path and why. It then copies FILE into DIR
    (created owned by root, mode 755, and checked the same way), as
    DIR/NAME, written to a temporary file there and renamed, and registers
    that copy: later changes to FILE or to the build tree do not reach the
    rule.

    status prints the rules and their state, and for each rule's loader
    its path, owner, mode and SHA-256, whether that matches the loader
    this script would install, and whether the file is still one no one
    but root can change. uninstall removes the rules and the copy.

OPTIONS
    --name NAME    rule name (default polyport-ape)
    --loader FILE  the loader to copy and register (default: the one
                   installed or built beside this script)
    --libdir DIR   where install keeps the registered copies (default
                   /usr/local/lib/polyport/binfmt, or $APE_BINFMT_LIBDIR)
    -h, --help     print this manual

EXIT STATUS
    0 on success; 1 with a message when binfmt_misc is missing, cannot be
    mounted, root is needed, or the loader or DIR could be changed by
    someone other than root; 2 on a usage error.
MANUAL
}

ape_bm_die() {
	printf 'ape-binfmt: %s\n' "$*" >&2
	exit 1
}

# Print a privileged command, then run it.
ape_bm_run() {
	printf '+ %s\n' "$*" >&2
	"$@"
}

ape_bm_write() { # ape_bm_write TEXT FILE
	printf '+ echo %s > %s\n' "'$1'" "$2" >&2
	printf '%s' "$1" >"$2"
}

ape_bm_arch() {
	case $(uname -m) in
	x86_64 | amd64) echo x86_64 ;;
	aarch64 | arm64) echo aarch64 ;;
	*) ape_bm_die "no APE loader for $(uname -m)" ;;
	esac
}

# The loader this script would install: the one installed or built
# beside it; empty if there is none.
ape_bm_build_loader() {
	ape_bm_here=$(cd "$(dirname "$0")" && pwd)
	for ape_bm_f in "$ape_bm_here/../lib/polyport/ape-loader-$1" "$ape_bm_here/../../$1/ape/ape-loader"; do
		[ -x "$ape_bm_f" ] && {
			echo "$ape_bm_f"
			return 0
		}
	done
	return 0
}

ape_bm_default_loader() {
	ape_bm_f=$(ape_bm_build_loader "$1")
	[ -n "$ape_bm_f" ] || ape_bm_die "no APE loader for $1 beside this script; give one with --loader"
	echo "$ape_bm_f"
}

# ape_bm_untrusted PATH: prints why PATH (absolute, symbolic links
# resolved) could be changed by someone other than root, or nothing. The
# file and every directory above it must be owned by root and writable by
# neither group nor others: whoever can write to a directory on the way
# can replace what lies below it. A sticky /tmp is no exception: its
# owner check guards removal, not the files other users put there.
ape_bm_untrusted() {
	ape_bm_p=$1
	while :; do
		ape_bm_s=$(stat -c '%u:%a:%F' -- "$ape_bm_p" 2>/dev/null) || {
			echo "$ape_bm_p does not exist"
			return 0
		}
		ape_bm_u=${ape_bm_s%%:*} ape_bm_m=${ape_bm_s#*:} ape_bm_t=${ape_bm_s#*:*:}
		ape_bm_m=${ape_bm_m%%:*}
		case $ape_bm_t in
		'symbolic link') echo "$ape_bm_p is a symbolic link"; return 0 ;;
		directory) ;;
		'regular file' | 'regular empty file') [ "$ape_bm_p" = "$1" ] || {
			echo "$ape_bm_p is not a directory"
			return 0
		} ;;
		*) echo "$ape_bm_p is a $ape_bm_t, not a regular file"; return 0 ;;
		esac
		[ "$ape_bm_u" = 0 ] || {
			echo "$ape_bm_p is owned by uid $ape_bm_u, not root"
			return 0
		}
		[ $((0$ape_bm_m & 022)) = 0 ] || {
			echo "$ape_bm_p is writable by its group or others (mode $ape_bm_m)"
			return 0
		}
		[ "$ape_bm_p" = / ] && return 0
		ape_bm_p=${ape_bm_p%/*}
		[ -n "$ape_bm_p" ] || ape_bm_p=/
	done
}

ape_bm_sha256() { sha256sum <"$1" | cut -d' ' -f1; }

# ape_bm_copy SRC: copies the trusted loader SRC to $ape_bm_libdir/NAME
# through a temporary file there, and prints the copy's path.
ape_bm_copy() {
	case $ape_bm_libdir in /*) ;; *) ape_bm_die "--libdir must be an absolute path: $ape_bm_libdir" ;; esac
	[ -d "$ape_bm_libdir" ] || ape_bm_run mkdir -p -m 755 "$ape_bm_libdir" >&2 ||
		ape_bm_die "cannot create $ape_bm_libdir"
	ape_bm_d=$(readlink -f -- "$ape_bm_libdir")
	ape_bm_why=$(ape_bm_untrusted "$ape_bm_d")
	[ -z "$ape_bm_why" ] || ape_bm_die "refusing to keep the loader in $ape_bm_libdir: $ape_bm_why"
	ape_bm_tmp=$ape_bm_d/.$ape_bm_name.tmp.$$
	if ! { ape_bm_run cp -- "$1" "$ape_bm_tmp" && ape_bm_run chmod 755 "$ape_bm_tmp" &&
		cmp -s -- "$1" "$ape_bm_tmp" && ape_bm_run mv -f -- "$ape_bm_tmp" "$ape_bm_d/$ape_bm_name"; } >&2; then
		rm -f -- "$ape_bm_tmp"
		ape_bm_die "cannot copy $1 to $ape_bm_d/$ape_bm_name"
	fi
	echo "$ape_bm_d/$ape_bm_name"
}

ape_bm_need_root() {
	[ "$(id -u)" = 0 ] || ape_bm_die "binfmt_misc rules can only be changed by root: run 'sudo $0 $ape_bm_cmd'"
}

ape_bm_mount() {
	[ -e "$ape_bm_dir/register" ] && return 0
	[ -d "$ape_bm_dir" ] || ape_bm_die "this kernel has no binfmt_misc ($ape_bm_dir missing): APE files still run through sh"
	ape_bm_need_root
	ape_bm_run mount -t binfmt_misc binfmt_misc "$ape_bm_dir" ||
		ape_bm_die "cannot mount binfmt_misc on $ape_bm_dir (in a container? ask the host to load it)"
}

# Flags: F and O always; P when the kernel tells the loader about it
# (5.12+).
ape_bm_flags() {
	ape_bm_r=$(uname -r)
	ape_bm_major=${ape_bm_r%%.*}
	ape_bm_minor=${ape_bm_r#*.}
	ape_bm_minor=${ape_bm_minor%%[!0-9]*}
	if [ "$ape_bm_major" -gt 5 ] || { [ "$ape_bm_major" = 5 ] && [ "$ape_bm_minor" -ge 12 ]; }; then
		echo FPO
	else
		echo FO
	fi
}

ape_bm_install() {
	ape_bm_mount
	ape_bm_need_root
	[ -n "$ape_bm_loader" ] || ape_bm_loader=$(ape_bm_default_loader "$(ape_bm_arch)")
	ape_bm_src=$(readlink -f -- "$ape_bm_loader") || ape_bm_src=
	[ -e "${ape_bm_src:-/nonexistent/}" ] || ape_bm_die "$ape_bm_loader: no such file"
	ape_bm_why=$(ape_bm_untrusted "$ape_bm_src")
	[ -z "$ape_bm_why" ] || ape_bm_die "refusing loader $ape_bm_loader: $ape_bm_why;" \
		"every APE any user starts would run it (put it where only root can write first)"
	ape_bm_copy=$(ape_bm_copy "$ape_bm_src") || exit 1
	"$ape_bm_copy" --version >/dev/null 2>&1 || ape_bm_die "$ape_bm_loader does not run here"
	ape_bm_fl=$(ape_bm_flags)
	for ape_bm_rule in "$ape_bm_name:MZqFpD" "$ape_bm_name-unix:jartsr"; do
		ape_bm_n=${ape_bm_rule%%:*}
		[ -e "$ape_bm_dir/$ape_bm_n" ] && ape_bm_write -1 "$ape_bm_dir/$ape_bm_n"
		ape_bm_write ":$ape_bm_n:M::${ape_bm_rule#*:}::$ape_bm_copy:$ape_bm_fl" "$ape_bm_dir/register"
	done
	if [ -d /etc/binfmt.d ] && [ "$ape_bm_name" = polyport-ape ]; then
		ape_bm_conf=/etc/binfmt.d/zz-polyport-ape.conf
		printf '+ write %s\n' "$ape_bm_conf" >&2
		if ! { printf ':%s:M::MZqFpD::%s:%s\n:%s-unix:M::jartsr::%s:%s\n' "$ape_bm_name" "$ape_bm_copy" \
			"$ape_bm_fl" "$ape_bm_name" "$ape_bm_copy" "$ape_bm_fl" >"$ape_bm_conf.tmp.$$" &&
			mv -f "$ape_bm_conf.tmp.$$" "$ape_bm_conf"; }; then
			rm -f "$ape_bm_conf.tmp.$$"
			ape_bm_die "cannot write $ape_bm_conf"
		fi
	fi
	ape_bm_status
}

# ape_bm_loader_status FILE: who may change the registered loader, and
# whether it is the one this script would install.
ape_bm_loader_status() {
	ape_bm_s=$(stat -c 'owner %U, mode %a' -- "$1" 2>/dev/null) || {
		printf '  loader %s: missing (the kernel keeps the file it opened at install; install again)\n' "$1"
		return 0
	}
	ape_bm_sum=$(ape_bm_sha256 "$1")
	printf '  loader %s: %s, sha256 %s\n' "$1" "$ape_bm_s" "$ape_bm_sum"
	ape_bm_why=$(ape_bm_untrusted "$(readlink -f -- "$1")")
	[ -z "$ape_bm_why" ] || printf '  WARNING: %s: someone other than root can change the loader every APE runs; install again\n' "$ape_bm_why"
	ape_bm_b=$(ape_bm_build_loader "$(ape_bm_arch)")
	if [ -z "$ape_bm_b" ]; then
		printf '  no loader beside this script to compare with\n'
	elif [ "$(ape_bm_sha256 "$ape_bm_b")" = "$ape_bm_sum" ]; then
		printf '  same as this build'"'"'s loader %s\n' "$ape_bm_b"
	else
		printf '  differs from this build'"'"'s loader %s (sha256 %s)\n' "$ape_bm_b" "$(ape_bm_sha256 "$ape_bm_b")"
	fi
}

ape_bm_status() {
	[ -e "$ape_bm_dir/register" ] || {
		echo "binfmt_misc is not mounted on $ape_bm_dir: APE files run through sh"
		return 0
	}
	echo "binfmt_misc: $(cat "$ape_bm_dir/status")"
	for ape_bm_n in "$ape_bm_name" "$ape_bm_name-unix"; do
		if [ -e "$ape_bm_dir/$ape_bm_n" ]; then
			ape_bm_i=$(sed -n 's/^interpreter //p' "$ape_bm_dir/$ape_bm_n")
			printf '%s: %s, interpreter %s, flags %s\n' "$ape_bm_n" "$(head -1 "$ape_bm_dir/$ape_bm_n")" \
				"$ape_bm_i" "$(sed -n 's/^flags: //p' "$ape_bm_dir/$ape_bm_n")"
			ape_bm_loader_status "$ape_bm_i"
		else
			printf '%s: not registered\n' "$ape_bm_n"
		fi
	done
	for ape_bm_f in "$ape_bm_dir"/*; do
		case ${ape_bm_f##*/} in register | status | "$ape_bm_name" | "$ape_bm_name-unix") continue ;; esac
		if grep -q '^magic 4d5a' "$ape_bm_f" 2>/dev/null; then
			printf 'other MZ rule: %s (%s): the newest registration wins; if APE files start under it, run install again\n' \
				"${ape_bm_f##*/}" "$(sed -n 's/^interpreter //p' "$ape_bm_f")"
		fi
	done
	if [ -e "$ape_bm_dir/WSLInterop" ] || grep -qi microsoft /proc/sys/kernel/osrelease 2>/dev/null; then
		echo "WSL: Windows interop runs MZ files as Windows programs; keep polyport's rule registered after WSLInterop, or use apelink --unix-only programs"
	fi
}

ape_bm_uninstall() {
	ape_bm_need_root
	for ape_bm_n in "$ape_bm_name" "$ape_bm_name-unix"; do
		[ -e "$ape_bm_dir/$ape_bm_n" ] && ape_bm_write -1 "$ape_bm_dir/$ape_bm_n"
	done
	if [ "$ape_bm_name" = polyport-ape ] && [ -e /etc/binfmt.d/zz-polyport-ape.conf ]; then
		ape_bm_run rm -f /etc/binfmt.d/zz-polyport-ape.conf
	fi
	if [ -e "$ape_bm_libdir/$ape_bm_name" ]; then
		ape_bm_run rm -f -- "$ape_bm_libdir/$ape_bm_name"
	fi
	return 0
}

umask 022
ape_bm_dir=${APE_BINFMT_DIR:-/proc/sys/fs/binfmt_misc}
ape_bm_libdir=${APE_BINFMT_LIBDIR:-/usr/local/lib/polyport/binfmt}
ape_bm_name=polyport-ape
ape_bm_loader=
ape_bm_cmd=${1-}
[ $# -gt 0 ] && shift
while [ $# -gt 0 ]; do
	case $1 in
	--name) ape_bm_name=${2:?--name needs a value}; shift 2 ;;
	--loader) ape_bm_loader=${2:?--loader needs a file}; shift 2 ;;
	--libdir) ape_bm_libdir=${2:?--libdir needs a directory}; shift 2 ;;
	-h | --help) ape_bm_manual; exit 0 ;;
	*) printf 'ape-binfmt: unknown argument %s\n' "$1" >&2; exit 2 ;;
	esac
done
# The name becomes a file name under binfmt_misc and under DIR.
case $ape_bm_name in
.* | *[!A-Za-z0-9._-]*) printf 'ape-binfmt: bad rule name %s (letters, digits, . _ -)\n' "$ape_bm_name" >&2; exit 2 ;;
esac
case $ape_bm_cmd in
install) ape_bm_install ;;
status) ape_bm_status ;;
uninstall) ape_bm_uninstall ;;
-h | --help) ape_bm_manual ;;
*) printf 'usage: ape-binfmt install|status|uninstall [--name NAME] [--loader FILE] [--libdir DIR] (--help)\n' >&2; exit 2 ;;
esac
