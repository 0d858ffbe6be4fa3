#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int lchown(const char *path, uid_t uid, gid_t gid)
{
	return syscall_ret(SYS_fchownat, AT_FDCWD, path, uid, gid, AT_SYMLINK_NOFOLLOW);
}
