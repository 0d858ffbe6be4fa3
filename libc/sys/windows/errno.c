/* Win32 error codes as Linux errno values, the translation the Microsoft
 * C runtime and Wine's make for the same codes; unknown ones are EIO. */
#include <errno.h>
#include "win.h"

static const struct { unsigned short win, err; } kMap[] = {
	{ 2, ENOENT }, { 3, ENOENT }, { 4, EMFILE }, { 5, EACCES }, { 6, EBADF },
	{ 8, ENOMEM }, { 12, EINVAL }, { 13, EINVAL }, { 14, ENOMEM }, { 15, ENOENT },
	{ 16, EACCES }, { 17, EXDEV }, { 18, ENOENT }, { 19, EROFS }, { 21, EAGAIN },
	{ 32, EBUSY }, { 33, EACCES }, { 50, ENOTSUP }, { 53, ENOENT }, { 65, EACCES },
	{ 67, ENOENT }, { 80, EEXIST }, { 82, EACCES }, { 87, EINVAL }, { 89, EAGAIN },
	{ 108, EACCES }, { 109, EPIPE }, { 111, ENAMETOOLONG }, { 112, ENOSPC },
	{ 114, EBADF }, { 123, ENOENT }, { 131, EINVAL }, { 132, ESPIPE }, { 145, ENOTEMPTY },
	{ 158, EACCES }, { 161, ENOENT }, { 164, EAGAIN }, { 167, EACCES }, { 183, EEXIST },
	{ 206, ENAMETOOLONG }, { 215, EAGAIN }, { 232, EPIPE }, { 233, EPIPE }, { 267, ENOTDIR },
	{ 1816, ENOMEM }, { 1921, ELOOP },
};

long __win_errno_of(DWORD e)
{
	for (size_t i = 0; i < sizeof kMap / sizeof *kMap; i++)
		if (kMap[i].win == e) return -kMap[i].err;
	return -EIO;
}

long __win_errno(void)
{
	return __win_errno_of(WIN(GetLastError)());
}
