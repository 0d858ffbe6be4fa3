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
	/* Winsock's WSAE* codes: 10000 + the BSD errno, named as Linux names them */
	{ 10004, EINTR }, { 10009, EBADF }, { 10013, EACCES }, { 10014, EFAULT },
	{ 10022, EINVAL }, { 10024, EMFILE }, { 10035, EAGAIN }, { 10036, EINPROGRESS },
	{ 10037, EALREADY }, { 10038, ENOTSOCK }, { 10039, EDESTADDRREQ }, { 10040, EMSGSIZE },
	{ 10041, EPROTOTYPE }, { 10042, ENOPROTOOPT }, { 10043, EPROTONOSUPPORT },
	{ 10044, ESOCKTNOSUPPORT }, { 10045, EOPNOTSUPP }, { 10046, EPFNOSUPPORT },
	{ 10047, EAFNOSUPPORT }, { 10048, EADDRINUSE }, { 10049, EADDRNOTAVAIL },
	{ 10050, ENETDOWN }, { 10051, ENETUNREACH }, { 10052, ENETRESET }, { 10053, ECONNABORTED },
	{ 10054, ECONNRESET }, { 10055, ENOBUFS }, { 10056, EISCONN }, { 10057, ENOTCONN },
	{ 10058, ESHUTDOWN }, { 10059, ETOOMANYREFS }, { 10060, ETIMEDOUT }, { 10061, ECONNREFUSED },
	{ 10062, ELOOP }, { 10063, ENAMETOOLONG }, { 10064, EHOSTDOWN }, { 10065, EHOSTUNREACH },
	{ 10066, ENOTEMPTY }, { 10067, EAGAIN }, { 10068, EUSERS }, { 10069, EDQUOT },
	{ 10070, ESTALE }, { 10071, EREMOTE }, { 10101, ESHUTDOWN },
};

long __win_errno_of(DWORD e)
{
	for (size_t i = 0; i < sizeof kMap / sizeof *kMap; i++)
		if (kMap[i].win == e) return -kMap[i].err;
	return -EIO;
}

long __win_sock_errno(void)
{
	return __win_errno_of(WS(WSAGetLastError)());
}

long __win_errno(void)
{
	return __win_errno_of(WIN(GetLastError)());
}
