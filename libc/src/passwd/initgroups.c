#define _GNU_SOURCE
#include <limits.h>
#include <unistd.h>
#include "pwf.h"

int initgroups(const char *user, gid_t gid)
{
	gid_t groups[NGROUPS_MAX];
	int n = NGROUPS_MAX;
	if (getgrouplist(user, gid, groups, &n) < 0) return -1;
	return setgroups(n, groups);
}
