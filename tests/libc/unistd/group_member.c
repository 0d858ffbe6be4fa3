#define _GNU_SOURCE
#include <unistd.h>
#include <grp.h>
#include "check.h"

int main(void)
{
	gid_t list[256];
	int n = getgroups(256, list);
	CHECK(n >= 0);
	for (int i = 0; i < n; i++) CHECK_INT(group_member(list[i]), 1);
	gid_t odd = 54321;
	for (int i = 0; i < n; i++) if (list[i] == odd) odd++;
	CHECK_INT(group_member(odd), 0);
	/* as root, a list of our own choosing (a long one, too) */
	if (geteuid() == 0) {
		static gid_t many[1000];
		for (int i = 0; i < 1000; i++) many[i] = 60000 + i;
		if (setgroups(1000, many) == 0) {
			CHECK_INT(group_member(60999), 1);
			CHECK_INT(group_member(60000), 1);
			CHECK_INT(group_member(59999), 0);
			CHECK_INT(setgroups(0, 0), 0);
			CHECK_INT(group_member(60000), 0);
		}
	}
	return check_done();
}
