/* if_nameindex lists exactly the interfaces of /sys/class/net with their
 * indexes, ends with {0, NULL}, and if_freenameindex frees it. */
#include <dirent.h>
#include <net/if.h>
#include <stdlib.h>
#include "check.h"
#include "sysnet.h"

int main(void)
{
	struct if_nameindex *ni = if_nameindex();
	CHECK(ni != 0);
	if (!ni) return check_done();
	int n = 0, lo = 0;
	for (struct if_nameindex *p = ni; p->if_index || p->if_name; p++) {
		n++;
		CHECK(p->if_name != 0);
		if (!p->if_name) break;
		CHECK(strlen(p->if_name) < IF_NAMESIZE);
		CHECK_INT(p->if_index, sys_long(p->if_name, "ifindex"));
		CHECK_INT(if_nametoindex(p->if_name), p->if_index);
		if (!strcmp(p->if_name, "lo")) lo++;
		for (struct if_nameindex *q = ni; q != p; q++)
			CHECK(q->if_index != p->if_index && strcmp(q->if_name, p->if_name));
	}
	CHECK_INT(lo, 1);
	CHECK(ni[n].if_index == 0 && ni[n].if_name == 0);

	/* Every interface the kernel shows is listed. */
	int m = 0;
	DIR *d = opendir("/sys/class/net");
	CHECK(d != 0);
	for (struct dirent *e; d && (e = readdir(d)); ) {
		if (e->d_name[0] == '.' || sys_long(e->d_name, "ifindex") <= 0) continue;
		m++;
		int found = 0;
		for (struct if_nameindex *p = ni; p->if_name; p++)
			found += !strcmp(p->if_name, e->d_name);
		CHECK_INT(found, 1);
	}
	if (d) closedir(d);
	CHECK_INT(n, m);
	if_freenameindex(ni);

	/* Again, the list is fresh each time and freed each time. */
	for (int i = 0; i < 50; i++) {
		ni = if_nameindex();
		CHECK(ni != 0 && ni[0].if_name != 0);
		if_freenameindex(ni);
	}
	return check_done();
}
