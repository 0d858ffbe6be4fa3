/* Reading /sys/class/net/NAME/FILE, the kernel's own view of each
 * interface, which the tests of <net/if.h> and <ifaddrs.h> compare with. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int sys_read(const char *name, const char *file, char *buf, int size)
{
	char path[128];
	snprintf(path, sizeof path, "/sys/class/net/%s/%s", name, file);
	FILE *f = fopen(path, "r");
	if (!f) return -1;
	if (!fgets(buf, size, f)) buf[0] = 0;
	fclose(f);
	buf[strcspn(buf, "\n")] = 0;
	return 0;
}

static long sys_long(const char *name, const char *file)
{
	char buf[64];
	if (sys_read(name, file, buf, sizeof buf)) return -1;
	return strtol(buf, 0, 0);
}
