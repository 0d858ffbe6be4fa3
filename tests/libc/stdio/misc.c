/* asprintf/vasprintf, dprintf, getw/putw, remove on a directory,
 * renameat2's RENAME_NOREPLACE, ctermid, %p round trip through scanf. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include "check.h"

int main(int argc, char **argv)
{
	char path[4200], path2[4200], buf[64];
	char *s = NULL;
	FILE *f;

	CHECK_INT(asprintf(&s, "%s-%05d-%x", "ab", 42, 255), 11);
	CHECK_STR(s, "ab-00042-ff");
	free(s);
	CHECK_INT(asprintf(&s, "%s", ""), 0);
	CHECK_STR(s, "");
	free(s);

	snprintf(path, sizeof path, "%s.tmp", argv[0]);
	snprintf(path2, sizeof path2, "%s.tmp2", argv[0]);
	remove(path);
	remove(path2);
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	CHECK(fd >= 0);
	CHECK_INT(dprintf(fd, "fd %d %s\n", 7, "ok"), 8);
	lseek(fd, 0, SEEK_SET);
	CHECK_INT(read(fd, buf, sizeof buf), 8);
	CHECK_MEM(buf, "fd 7 ok\n", 8);
	close(fd);

	f = fopen(path, "w+");
	CHECK_INT(putw(0x12345678, f), 0);
	CHECK_INT(putw(-2, f), 0);
	rewind(f);
	CHECK_INT(getw(f), 0x12345678);
	CHECK_INT(getw(f), -2);
	CHECK_INT(getw(f), EOF);
	CHECK(feof(f));
	fclose(f);

	/* remove: files and empty directories. */
	CHECK_INT(mkdir(path2, 0700), 0);
	CHECK_INT(remove(path2), 0);
	CHECK_ERRNO(remove(path2), ENOENT);

	/* renameat2 with RENAME_NOREPLACE refuses an existing target. */
	f = fopen(path2, "w");
	fclose(f);
	CHECK_ERRNO(renameat2(AT_FDCWD, path, AT_FDCWD, path2, RENAME_NOREPLACE), EEXIST);
	CHECK_INT(renameat(AT_FDCWD, path, AT_FDCWD, path2), 0);
	CHECK_ERRNO(remove(path), ENOENT);
	CHECK_INT(remove(path2), 0);

	CHECK_STR(ctermid(NULL), "/dev/tty");
	CHECK(ctermid(buf) == buf);

	/* %p round trip, null included. */
	void *p = &p, *q = 0;
	snprintf(buf, sizeof buf, "%p %p", p, (void *)0);
	CHECK_INT(sscanf(buf, "%p %p", &q, &p), 2);
	CHECK(q == (void *)&p);
	CHECK(p == NULL);
	return check_done();
}
