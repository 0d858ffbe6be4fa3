#include <unistd.h>
#include <limits.h>
#include <errno.h>
#include <sys/statfs.h>

/* Link limits of the filesystems GNU tools meet, by statfs f_type; the
 * rest get Linux's historical 127, as in glibc. */
static long link_max(const struct statfs *fs)
{
	switch (fs->f_type) {
	case 0xEF53:      /* ext2/3/4 */
		return 65000;
	case 0x58465342:  /* xfs */
		return 2147483647;
	case 0x9123683E:  /* btrfs */
		return 65535;
	case 0x01021994:  /* tmpfs */
	case 0x794c7630:  /* overlayfs */
		return 2147483647;
	}
	return 127;
}

/* In nanoseconds: Linux filesystems keep nanoseconds, but FAT keeps
 * two-second modification times. */
static long timestamp_resolution(const struct statfs *fs)
{
	switch (fs->f_type) {
	case 0x4d44:      /* msdos, vfat */
		return 2000000000;
	case 0x2011BAB0:  /* exfat */
		return 10000000;
	}
	return 1;
}

/* Limits that depend on the filesystem come from statfs; the others are
 * fixed on Linux. */
long __pathconf_from(const struct statfs *fs, int name)
{
	switch (name) {
	case _PC_LINK_MAX:
		return link_max(fs);
	case _PC_MAX_CANON:
	case _PC_MAX_INPUT:
		return 255;
	case _PC_NAME_MAX:
		return fs->f_namelen ? (long)fs->f_namelen : NAME_MAX;
	case _PC_PATH_MAX:
		return PATH_MAX;
	case _PC_PIPE_BUF:
		return PIPE_BUF;
	case _PC_CHOWN_RESTRICTED:
	case _PC_NO_TRUNC:
	case _PC_2_SYMLINKS:
		return 1;
	case _PC_VDISABLE:
		return 0;
	case _PC_SYNC_IO:
	case _PC_ASYNC_IO:
	case _PC_PRIO_IO:
	case _PC_SOCK_MAXBUF:
	case _PC_REC_MAX_XFER_SIZE:
	case _PC_SYMLINK_MAX:
		return -1;
	case _PC_FILESIZEBITS:
		return 64;
	case _PC_TIMESTAMP_RESOLUTION:
		return timestamp_resolution(fs);
	case _PC_REC_INCR_XFER_SIZE:
	case _PC_REC_MIN_XFER_SIZE:
	case _PC_REC_XFER_ALIGN:
	case _PC_ALLOC_SIZE_MIN:
		return fs->f_frsize ? (long)fs->f_frsize : (long)fs->f_bsize;
	}
	errno = EINVAL;
	return -1;
}

long fpathconf(int fd, int name)
{
	struct statfs fs;
	if (fstatfs(fd, &fs)) return -1;
	return __pathconf_from(&fs, name);
}
