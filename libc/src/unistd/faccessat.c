#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include <sys/stat.h>
#include "syscall.h"

/* Decide access from the file's mode bits for the given ids: the rules
 * the kernel applies, minus ACLs and capabilities beyond root's. */
static int check_mode(int fd, const char *path, int amode, int flag, int eff)
{
	struct stat st;
	uid_t uid = eff ? __syscall(SYS_geteuid) : __syscall(SYS_getuid);
	gid_t gid = eff ? __syscall(SYS_getegid) : __syscall(SYS_getgid);
	int r = __syscall(SYS_newfstatat, fd, path, &st, flag & AT_SYMLINK_NOFOLLOW);
	if (r) return r;
	if (amode == F_OK) return 0;
	if (uid == 0) {
		/* root may read and write anything; execute needs some x bit */
		if ((amode & X_OK) && !S_ISDIR(st.st_mode) && !(st.st_mode & 0111))
			return -EACCES;
		return 0;
	}
	unsigned shift = 0;
	if (st.st_uid == uid) shift = 6;
	else {
		int in_group = st.st_gid == gid;
		if (!in_group) {
			gid_t groups[256];
			int n = __syscall(SYS_getgroups, 256, groups);
			for (int i = 0; i < n; i++) if (groups[i] == st.st_gid) in_group = 1;
		}
		shift = in_group ? 3 : 0;
	}
	if (((st.st_mode >> shift) & amode & 7) != (unsigned)amode) return -EACCES;
	return 0;
}

/* The old faccessat syscall has no flags argument; faccessat2 (Linux 5.8)
 * does. Without it, flags are honoured by checking the mode bits. */
int faccessat(int fd, const char *path, int amode, int flag)
{
	if (!flag) return syscall_ret(SYS_faccessat, fd, path, amode);
	if (flag & ~(AT_EACCESS | AT_SYMLINK_NOFOLLOW) || amode & ~7)
		return __syscall_ret(-EINVAL);
	int r = __syscall(SYS_faccessat2, fd, path, amode, flag);
	if (r != -ENOSYS) return __syscall_ret(r);
	if (flag == AT_EACCESS && __syscall(SYS_getuid) == __syscall(SYS_geteuid)
	    && __syscall(SYS_getgid) == __syscall(SYS_getegid))
		return syscall_ret(SYS_faccessat, fd, path, amode);
	return __syscall_ret(check_mode(fd, path, amode, flag, flag & AT_EACCESS));
}
