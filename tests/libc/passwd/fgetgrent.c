#define _GNU_SOURCE
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../../harness/check.h"

int main(void)
{
	char path[] = "/tmp/grtestXXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	FILE *f = fdopen(fd, "w+");
	fputs("wheel:x:10:root,alice,bob\n"
	      "empty:x:20:\n"
	      "bad:x:zz:root\n", f);
	char *mem[] = { "x", "y", 0 };
	struct group g = { "two", "!", 30, mem };
	CHECK_INT(putgrent(&g, f), 0);
	rewind(f);

	struct group *gr = fgetgrent(f);
	CHECK(gr != 0);
	if (gr) {
		CHECK_STR(gr->gr_name, "wheel");
		CHECK_INT(gr->gr_gid, 10);
		CHECK_STR(gr->gr_mem[0], "root");
		CHECK_STR(gr->gr_mem[1], "alice");
		CHECK_STR(gr->gr_mem[2], "bob");
		CHECK(gr->gr_mem[3] == 0);
	}
	gr = fgetgrent(f);
	CHECK(gr != 0);
	if (gr) {
		CHECK_STR(gr->gr_name, "empty");
		CHECK(gr->gr_mem && gr->gr_mem[0] == 0);
	}
	gr = fgetgrent(f);
	CHECK(gr != 0);
	if (gr) {
		CHECK_STR(gr->gr_name, "two");
		CHECK_STR(gr->gr_passwd, "!");
		CHECK_INT(gr->gr_gid, 30);
		CHECK_STR(gr->gr_mem[1], "y");
		CHECK(gr->gr_mem[2] == 0);
	}
	CHECK(fgetgrent(f) == 0);
	fclose(f);
	unlink(path);

	/* the system database: gid 0 is "root" on Linux systems */
	struct group *r = getgrgid(0);
	if (r) {
		CHECK_STR(r->gr_name, "root");
		CHECK(getgrnam("root") && getgrnam("root")->gr_gid == 0);
		struct group grp, *res;
		char buf[4096];
		CHECK_INT(getgrgid_r(0, &grp, buf, sizeof buf, &res), 0);
		CHECK(res == &grp);
		CHECK_STR(grp.gr_name, "root");
		CHECK_INT(getgrnam_r("root", &grp, buf, 3, &res), ERANGE);
		CHECK(res == 0);
	}
	struct group grp, *res = &grp;
	char buf[256];
	CHECK_INT(getgrnam_r("no such group here", &grp, buf, sizeof buf, &res), 0);
	CHECK(res == 0);

	int n = 0, seen = 0, again = 0;
	setgrent();
	while ((gr = getgrent())) { n++; if (!gr->gr_gid) seen = 1; }
	setgrent();
	while ((gr = getgrent())) again++;
	endgrent();
	CHECK_INT(seen, r != 0);
	CHECK_INT(again, n);

	/* getgrouplist: the base group comes first, the count is reported
	 * when the array is too small */
	gid_t groups[256];
	int ng = 256;
	CHECK(getgrouplist("no such user here", 4242, groups, &ng) == 1);
	CHECK_INT(ng, 1);
	CHECK_INT(groups[0], 4242);
	ng = 0;
	CHECK_INT(getgrouplist("no such user here", 4242, groups, &ng), -1);
	CHECK_INT(ng, 1);
	return check_done();
}
