#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <string.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "check.h"

static char dir[64];

static void mkscratch(const char *tag)
{
	char *p = dir;
	const char *s = "/tmp/pp-";
	while (*s) *p++ = *s++;
	while (*tag) *p++ = *tag++;
	*p++ = '-';
	char d[12]; int n = 0; unsigned v = getpid();
	do d[n++] = '0' + v % 10; while (v /= 10);
	while (n) *p++ = d[--n];
	*p = 0;
	CHECK_INT(mkdir(dir, 0700), 0);
}

static int no_dots(const struct dirent *d) { return d->d_name[0] != '.'; }

#define NFILES 300

int main(void)
{
	char name[32];
	mkscratch("readdir");
	int dfd = open(dir, O_RDONLY | O_DIRECTORY);
	/* enough files that getdents needs several buffers */
	for (int i = 0; i < NFILES; i++) {
		memcpy(name, "file-with-a-longish-name-", 25);
		name[25] = 'a' + i / 26 / 26 % 26;
		name[26] = 'a' + i / 26 % 26;
		name[27] = 'a' + i % 26;
		name[28] = 0;
		int fd = openat(dfd, name, O_CREAT | O_WRONLY, 0600);
		close(fd);
	}
	CHECK_INT(mkdirat(dfd, "sub", 0700), 0);

	DIR *d = opendir(dir);
	CHECK(d != 0);
	int files = 0, dots = 0, subs = 0;
	long pos_at_10 = -1;
	char name_at_10[256] = "";
	struct dirent *de;
	errno = 0;
	while ((de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, "..")) dots++;
		else if (!strcmp(de->d_name, "sub")) {
			subs++;
			CHECK_INT(de->d_type, DT_DIR);
		} else {
			files++;
			CHECK_INT(de->d_type, DT_REG);
			CHECK(de->d_ino != 0);
		}
		if (files + dots + subs == 10) pos_at_10 = telldir(d);
		if (files + dots + subs == 11) strcpy(name_at_10, de->d_name);
	}
	CHECK_INT(errno, 0);
	CHECK_INT(files, NFILES);
	CHECK_INT(dots, 2);
	CHECK_INT(subs, 1);

	/* seekdir back to a telldir position resumes at the same entry */
	seekdir(d, pos_at_10);
	de = readdir(d);
	CHECK(de != 0);
	if (de) CHECK_STR(de->d_name, name_at_10);

	/* rewinddir starts over */
	rewinddir(d);
	int again = 0;
	while (readdir(d)) again++;
	CHECK_INT(again, NFILES + 3);

	/* readdir_r */
	rewinddir(d);
	struct dirent ent, *res;
	again = 0;
	while (readdir_r(d, &ent, &res) == 0 && res) {
		CHECK(res == &ent);
		again++;
	}
	CHECK_INT(again, NFILES + 3);

	CHECK(dirfd(d) >= 0);
	CHECK_INT(fcntl(dirfd(d), F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	CHECK_INT(closedir(d), 0);

	/* fdopendir takes over the descriptor */
	int fd2 = openat(dfd, "sub", O_RDONLY | O_DIRECTORY);
	d = fdopendir(fd2);
	CHECK(d != 0);
	CHECK_INT(dirfd(d), fd2);
	again = 0;
	while (readdir(d)) again++;
	CHECK_INT(again, 2);
	closedir(d);
	CHECK_ERRNO(fcntl(fd2, F_GETFD), EBADF);

	/* scandir with a filter and alphasort */
	struct dirent **list;
	int n = scandir(dir, &list, no_dots, alphasort);
	CHECK_INT(n, NFILES + 1);
	if (n > 2) {
		CHECK_STR(list[0]->d_name, "file-with-a-longish-name-aaa");
		CHECK_STR(list[1]->d_name, "file-with-a-longish-name-aab");
		CHECK_STR(list[n - 1]->d_name, "sub");
	}
	for (int i = 0; i < n; i++) free(list[i]);
	free(list);

	/* versionsort orders embedded numbers by value */
	int sfd = openat(dfd, "sub", O_RDONLY | O_DIRECTORY);
	const char *vn[] = { "v10", "v9", "v1", "v1a" };
	for (int i = 0; i < 4; i++) close(openat(sfd, vn[i], O_CREAT | O_WRONLY, 0600));
	n = scandir(dir, &list, 0, 0);
	for (int i = 0; i < n; i++) free(list[i]);
	free(list);
	char sub[80];
	strcpy(sub, dir);
	strcat(sub, "/sub");
	n = scandir(sub, &list, no_dots, versionsort);
	CHECK_INT(n, 4);
	if (n == 4) {
		CHECK_STR(list[0]->d_name, "v1");
		CHECK_STR(list[1]->d_name, "v1a");
		CHECK_STR(list[2]->d_name, "v9");
		CHECK_STR(list[3]->d_name, "v10");
	}
	for (int i = 0; i < n; i++) free(list[i]);
	free(list);
	for (int i = 0; i < 4; i++) unlinkat(sfd, vn[i], 0);
	close(sfd);

	/* raw getdents64 records walk the same way readdir's do */
	sfd = open(dir, O_RDONLY | O_DIRECTORY);
	char raw[4096];
	long got, seen = 0;
	while ((got = getdents64(sfd, raw, sizeof raw)) > 0)
		for (long off = 0; off < got; seen++)
			off += ((struct dirent *)(raw + off))->d_reclen;
	CHECK_INT(got, 0);
	CHECK_INT(seen, NFILES + 3);
	close(sfd);

#ifdef __polyport__
	/* an O_PATH descriptor is not open for reading: EBADF up front
	 * (glibc 2.36 accepts it and fails at the first readdir) */
	sfd = open(dir, O_PATH | O_DIRECTORY);
	CHECK(fdopendir(sfd) == 0 && errno == EBADF);
	close(sfd);
#endif

	/* errors */
	CHECK(opendir("/nonexistent-pp-dir") == 0 && errno == ENOENT);
	int f = openat(dfd, "file-with-a-longish-name-aaa", O_RDONLY);
	CHECK(fdopendir(f) == 0 && errno == ENOTDIR);
	close(f);
	CHECK(opendir("/dev/null") == 0 && errno == ENOTDIR);

	/* clean up */
	d = opendir(dir);
	while ((de = readdir(d)))
		if (de->d_name[0] != '.') unlinkat(dfd, de->d_name, de->d_type == DT_DIR ? AT_REMOVEDIR : 0);
	closedir(d);
	close(dfd);
	CHECK_INT(rmdir(dir), 0);
	return check_done();
}
