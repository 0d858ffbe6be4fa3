#define _GNU_SOURCE
#include "pwf.h"

int getpwnam_r(const char *name, struct passwd *pw, char *buf, size_t size, struct passwd **res)
{
	return __pw_search(name, 0, pw, buf, size, res);
}

int getpwuid_r(uid_t uid, struct passwd *pw, char *buf, size_t size, struct passwd **res)
{
	return __pw_search(0, uid, pw, buf, size, res);
}
