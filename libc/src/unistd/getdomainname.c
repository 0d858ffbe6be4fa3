#define _GNU_SOURCE
#include <unistd.h>
#include <errno.h>
#include <sys/utsname.h>

int getdomainname(char *name, size_t len)
{
	struct utsname uts;
	size_t i;
	if (uname(&uts)) return -1;
	for (i = 0; i < len && (name[i] = uts.domainname[i]); i++);
	if (i == len) {
		if (len) name[len - 1] = 0;
		errno = EINVAL;
		return -1;
	}
	return 0;
}
