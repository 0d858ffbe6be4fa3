#include <sys/ipc.h>
#include <sys/stat.h>

/* glibc's mixing, so a key made here names the same object as one made
 * by a glibc program for the same file and project. */
key_t ftok(const char *path, int proj)
{
	struct stat st;
	if (stat(path, &st) < 0) return -1;
	return (key_t)((st.st_ino & 0xffff) | ((st.st_dev & 0xff) << 16) | ((unsigned)(proj & 0xff) << 24));
}
