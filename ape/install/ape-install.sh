#!/bin/sh
# shellcheck shell=sh
# ape-install: put a host-native copy of APE programs on PATH, for callers
# that exec without a shell. Run with --help.
set -eu

ape_in_manual() {
	cat <<'MANUAL'
NAME
    ape-install - install APE programs as native programs, keeping the APE

SYNOPSIS
    ape-install [-a ARCH] [-d BINDIR] APE...

DESCRIPTION
    Without binfmt_misc (see ape-binfmt), an APE file runs only when a
    shell reads it: execve() says ENOEXEC and a shell falls back to sh,
    but posix_spawn, Python's subprocess, fish, zsh before 5.9 and most
    programs that exec directly get an error. ape-install writes, for each
    APE, BINDIR/NAME: a plain ELF for ARCH made by assimilate, which any
    caller can exec; and BINDIR/NAME.ape: the portable file itself, to copy
    to other machines. Both are written beside their target and renamed
    into place. Run it again after updating the APE.

OPTIONS
    -a ARCH      x86_64 or aarch64 (default: this machine's)
    -d BINDIR    where to install (default: $HOME/.local/bin)
    -h, --help   print this manual

EXIT STATUS
    0 on success; 1 when a file is not an APE or cannot be written; 2 on a
    usage error.
MANUAL
}

ape_in_die() {
	printf 'ape-install: %s\n' "$*" >&2
	exit 1
}

ape_in_arch=
ape_in_dir=${HOME:-/nonexistent}/.local/bin
case ${1-} in --help) ape_in_manual; exit 0 ;; esac
while getopts a:d:h ape_in_o; do
	case $ape_in_o in
	a) ape_in_arch=$OPTARG ;;
	d) ape_in_dir=$OPTARG ;;
	h) ape_in_manual; exit 0 ;;
	*) printf 'usage: ape-install [-a ARCH] [-d BINDIR] APE... (ape-install -h)\n' >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { printf 'usage: ape-install [-a ARCH] [-d BINDIR] APE... (ape-install -h)\n' >&2; exit 2; }
ape_in_here=$(cd "$(dirname "$0")" && pwd)
ape_in_assim=$ape_in_here/assimilate
[ -x "$ape_in_assim" ] || ape_in_assim=$(command -v assimilate) || ape_in_die "assimilate not found beside $0 or in PATH"
mkdir -p "$ape_in_dir" || ape_in_die "cannot create $ape_in_dir"
for ape_in_f in "$@"; do
	ape_in_n=$(basename "$ape_in_f")
	ape_in_n=${ape_in_n%.ape}
	ape_in_t=$ape_in_dir/.$ape_in_n.ape.tmp.$$
	if ! { cp "$ape_in_f" "$ape_in_t" && mv -f "$ape_in_t" "$ape_in_dir/$ape_in_n.ape"; }; then
		rm -f "$ape_in_t"
		ape_in_die "$ape_in_f: cannot copy to $ape_in_dir"
	fi
	"$ape_in_assim" ${ape_in_arch:+-a "$ape_in_arch"} -o "$ape_in_dir/$ape_in_n" "$ape_in_dir/$ape_in_n.ape" ||
		ape_in_die "$ape_in_f: not installed"
	printf '%s: %s (native), %s.ape (portable)\n' "$ape_in_n" "$ape_in_dir/$ape_in_n" "$ape_in_dir/$ape_in_n"
done
case :${PATH-}: in
*:"$ape_in_dir":*) ;;
*) printf 'ape-install: note: %s is not in PATH\n' "$ape_in_dir" >&2 ;;
esac
