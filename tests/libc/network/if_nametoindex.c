/* if_nametoindex and if_indextoname agree with the kernel's numbering in
 * /sys/class/net, both ways, for every interface (a container may have
 * only lo); unknown names and indexes fail with glibc's errors. */
#include <dirent.h>
#include <errno.h>
#include <net/if.h>
#include <stdlib.h>
#include "check.h"
#include "sysnet.h"

int main(void)
{
	char buf[IF_NAMESIZE];
	CHECK_INT(IF_NAMESIZE, 16);

	unsigned lo = if_nametoindex("lo");
	CHECK(lo > 0);
	CHECK_INT(lo, sys_long("lo", "ifindex"));
	CHECK(if_indextoname(lo, buf) == buf);
	CHECK_STR(buf, "lo");

	DIR *d = opendir("/sys/class/net");
	CHECK(d != 0);
	int n = 0;
	for (struct dirent *e; d && (e = readdir(d)); ) {
		if (e->d_name[0] == '.') continue;
		long idx = sys_long(e->d_name, "ifindex");
		if (idx <= 0) continue;
		n++;
		CHECK_INT(if_nametoindex(e->d_name), idx);
		memset(buf, 'x', sizeof buf);
		CHECK(if_indextoname(idx, buf) == buf);
		CHECK_STR(buf, e->d_name);
	}
	if (d) closedir(d);
	CHECK(n >= 1);

	errno = 0;
	CHECK_INT(if_nametoindex("nosuchif0"), 0);
	CHECK_INT(errno, ENODEV);
	errno = 0;
	CHECK_INT(if_nametoindex("a-name-longer-than-ifnamsiz"), 0);
	CHECK_INT(errno, ENODEV);
	CHECK_INT(if_nametoindex(""), 0);

	/* An index no interface has: the largest in use, plus many. */
	errno = 0;
	CHECK(if_indextoname(0, buf) == 0);
	CHECK_INT(errno, ENXIO);
	errno = 0;
	CHECK(if_indextoname(0x7ffffff0, buf) == 0);
	CHECK_INT(errno, ENXIO);
	return check_done();
}
