#include <sys/statvfs.h>
#include <sys/statfs.h>
#include "syscall.h"

/* statvfs is statfs reshaped. ST_VALID (0x20) only says f_flags is
 * filled in; it is no mount flag. */
static void fixup(struct statvfs *out, const struct statfs *in)
{
	*out = (struct statvfs){0};
	out->f_bsize = in->f_bsize;
	out->f_frsize = in->f_frsize ? in->f_frsize : in->f_bsize;
	out->f_blocks = in->f_blocks;
	out->f_bfree = in->f_bfree;
	out->f_bavail = in->f_bavail;
	out->f_files = in->f_files;
	out->f_ffree = in->f_ffree;
	out->f_favail = in->f_ffree;
	out->f_fsid = (unsigned)in->f_fsid.__val[0]
	            | (unsigned long)(unsigned)in->f_fsid.__val[1] << 32;
	out->f_flag = in->f_flags & ~0x20UL;
	out->f_namemax = in->f_namelen;
	out->f_type = in->f_type;
}

int statvfs(const char *restrict path, struct statvfs *restrict buf)
{
	struct statfs kbuf;
	int r = __syscall(SYS_statfs, path, &kbuf);
	if (r) return __syscall_ret(r);
	fixup(buf, &kbuf);
	return 0;
}

int fstatvfs(int fd, struct statvfs *buf)
{
	struct statfs kbuf;
	int r = __syscall(SYS_fstatfs, fd, &kbuf);
	if (r) return __syscall_ret(r);
	fixup(buf, &kbuf);
	return 0;
}

weak_alias(statvfs, statvfs64);
weak_alias(fstatvfs, fstatvfs64);
