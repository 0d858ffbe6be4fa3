#!/bin/sh
# uapi-headers.sh ARCH DEST: put the Linux UAPI headers for ARCH (linux/,
# asm/, asm-generic/ and the kernel's other user-space trees) into DEST,
# a sysroot's include/, as musl toolchains ship them next to the libc's.
# They come from Debian's packages: linux-libc-dev for the host's own
# arch (/usr/include, asm/ under the multiarch directory) and
# linux-libc-dev-<arch>-cross for the other one (/usr/<gnu>/include).
# Only the kernel's directories are copied: /usr/<gnu>/include also holds
# the cross glibc's headers, which must not reach polyport's sysroot.
set -eu
[ $# -eq 2 ] || { echo "usage: uapi-headers.sh ARCH DEST" >&2; exit 2; }
arch=$1 dest=$2
gnu=$arch-linux-gnu
dirs='linux asm-generic drm misc mtd rdma sound video xen'
if [ -f "/usr/include/$gnu/asm/unistd.h" ] && [ -f /usr/include/linux/version.h ]; then
	src=/usr/include asm=/usr/include/$gnu/asm
elif [ -f "/usr/$gnu/include/asm/unistd.h" ] && [ -f "/usr/$gnu/include/linux/version.h" ]; then
	src=/usr/$gnu/include asm=/usr/$gnu/include/asm
else
	case $arch in x86_64) deb=amd64 ;; aarch64) deb=arm64 ;; *) deb=$arch ;; esac
	echo "uapi-headers.sh: no Linux UAPI headers for $arch: install linux-libc-dev (native) or linux-libc-dev-$deb-cross (./bootstrap does)" >&2
	exit 1
fi
# A copy made before (its list in .uapi) goes first; a directory of
# polyport's own is never replaced.
if [ -f "$dest/.uapi" ]; then
	while read -r d; do rm -rf "${dest:?}/$d"; done < "$dest/.uapi"
fi
: > "$dest/.uapi.tmp"
for d in $dirs asm; do
	[ "$d" = asm ] && from=$asm || from=$src/$d
	[ -d "$from" ] || continue
	if [ -e "$dest/$d" ]; then
		echo "uapi-headers.sh: $dest/$d exists: polyport's own headers would mix with the kernel's" >&2
		exit 1
	fi
	cp -R "$from" "$dest/$d"
	echo "$d" >> "$dest/.uapi.tmp"
done
mv "$dest/.uapi.tmp" "$dest/.uapi"
