#include <sys/xattr.h>
#include "syscall.h"

/* The extended-attribute calls: each is its syscall, in path, link and
 * descriptor forms. */
ssize_t getxattr(const char *path, const char *name, void *value, size_t size)
{
	return syscall_ret(SYS_getxattr, path, name, value, size);
}

ssize_t lgetxattr(const char *path, const char *name, void *value, size_t size)
{
	return syscall_ret(SYS_lgetxattr, path, name, value, size);
}

ssize_t fgetxattr(int fd, const char *name, void *value, size_t size)
{
	return syscall_ret(SYS_fgetxattr, fd, name, value, size);
}

ssize_t listxattr(const char *path, char *list, size_t size)
{
	return syscall_ret(SYS_listxattr, path, list, size);
}

ssize_t llistxattr(const char *path, char *list, size_t size)
{
	return syscall_ret(SYS_llistxattr, path, list, size);
}

ssize_t flistxattr(int fd, char *list, size_t size)
{
	return syscall_ret(SYS_flistxattr, fd, list, size);
}

int setxattr(const char *path, const char *name, const void *value, size_t size, int flags)
{
	return syscall_ret(SYS_setxattr, path, name, value, size, flags);
}

int lsetxattr(const char *path, const char *name, const void *value, size_t size, int flags)
{
	return syscall_ret(SYS_lsetxattr, path, name, value, size, flags);
}

int fsetxattr(int fd, const char *name, const void *value, size_t size, int flags)
{
	return syscall_ret(SYS_fsetxattr, fd, name, value, size, flags);
}

int removexattr(const char *path, const char *name)
{
	return syscall_ret(SYS_removexattr, path, name);
}

int lremovexattr(const char *path, const char *name)
{
	return syscall_ret(SYS_lremovexattr, path, name);
}

int fremovexattr(int fd, const char *name)
{
	return syscall_ret(SYS_fremovexattr, fd, name);
}
