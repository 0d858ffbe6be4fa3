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
    ape-binfmt install [--name NAME] [--loader FILE]
    ape-binfmt status [--name NAME]
    ape-binfmt uninstall [--name NAME]

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

    status prints the rules and their state; uninstall removes them.

OPTIONS
    --name NAME    rule name (default polyport-ape)
    --loader FILE  the loader to register (default: the one installed or
                   built beside this script)
    -h, --help     print this manual

EXIT STATUS
    0 on success; 1 with a message when binfmt_misc is missing, cannot be
    mounted, or root is needed; 2 on a usage error.
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

ape_bm_default_loader() {
	ape_bm_here=$(cd "$(dirname "$0")" && pwd)
	for ape_bm_f in "$ape_bm_here/../lib/polyport/ape-loader-$1" "$ape_bm_here/../../$1/ape/ape-loader"; do
		[ -x "$ape_bm_f" ] && {
			echo "$ape_bm_f"
			return 0
		}
	done
	ape_bm_die "no APE loader for $1 beside this script; give one with --loader"
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
	ape_bm_loader=$(cd "$(dirname "$ape_bm_loader")" && pwd)/$(basename "$ape_bm_loader")
	"$ape_bm_loader" --version >/dev/null 2>&1 || ape_bm_die "$ape_bm_loader does not run here"
	ape_bm_fl=$(ape_bm_flags)
	for ape_bm_rule in "$ape_bm_name:MZqFpD" "$ape_bm_name-unix:jartsr"; do
		ape_bm_n=${ape_bm_rule%%:*}
		[ -e "$ape_bm_dir/$ape_bm_n" ] && ape_bm_write -1 "$ape_bm_dir/$ape_bm_n"
		ape_bm_write ":$ape_bm_n:M::${ape_bm_rule#*:}::$ape_bm_loader:$ape_bm_fl" "$ape_bm_dir/register"
	done
	if [ -d /etc/binfmt.d ] && [ "$ape_bm_name" = polyport-ape ]; then
		printf '+ write /etc/binfmt.d/zz-polyport-ape.conf\n' >&2
		printf ':%s:M::MZqFpD::%s:%s\n:%s-unix:M::jartsr::%s:%s\n' "$ape_bm_name" "$ape_bm_loader" \
			"$ape_bm_fl" "$ape_bm_name" "$ape_bm_loader" "$ape_bm_fl" >/etc/binfmt.d/zz-polyport-ape.conf
	fi
	ape_bm_status
}

ape_bm_status() {
	[ -e "$ape_bm_dir/register" ] || {
		echo "binfmt_misc is not mounted on $ape_bm_dir: APE files run through sh"
		return 0
	}
	echo "binfmt_misc: $(cat "$ape_bm_dir/status")"
	for ape_bm_n in "$ape_bm_name" "$ape_bm_name-unix"; do
		if [ -e "$ape_bm_dir/$ape_bm_n" ]; then
			printf '%s: %s, interpreter %s, flags %s\n' "$ape_bm_n" "$(head -1 "$ape_bm_dir/$ape_bm_n")" \
				"$(sed -n 's/^interpreter //p' "$ape_bm_dir/$ape_bm_n")" \
				"$(sed -n 's/^flags: //p' "$ape_bm_dir/$ape_bm_n")"
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
	return 0
}

ape_bm_dir=${APE_BINFMT_DIR:-/proc/sys/fs/binfmt_misc}
ape_bm_name=polyport-ape
ape_bm_loader=
ape_bm_cmd=${1-}
[ $# -gt 0 ] && shift
while [ $# -gt 0 ]; do
	case $1 in
	--name) ape_bm_name=${2:?--name needs a value}; shift 2 ;;
	--loader) ape_bm_loader=${2:?--loader needs a file}; shift 2 ;;
	-h | --help) ape_bm_manual; exit 0 ;;
	*) printf 'ape-binfmt: unknown argument %s\n' "$1" >&2; exit 2 ;;
	esac
done
case $ape_bm_cmd in
install) ape_bm_install ;;
status) ape_bm_status ;;
uninstall) ape_bm_uninstall ;;
-h | --help) ape_bm_manual ;;
*) printf 'usage: ape-binfmt install|status|uninstall [--name NAME] [--loader FILE] (--help)\n' >&2; exit 2 ;;
esac
