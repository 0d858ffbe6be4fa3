#include <unistd.h>
#include <sys/statfs.h>

long __pathconf_from(const struct statfs *, int);

long pathconf(const char *path, int name)
{
	struct statfs fs;
	if (statfs(path, &fs)) return -1;
	return __pathconf_from(&fs, name);
}
