/* freopen redirects a standard stream at the fd level; perror's
 * format; tmpfile, tmpnam and tempnam. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include "check.h"

int main(int argc, char **argv)
{
	char path[4200], buf[256];
	FILE *f;

	snprintf(path, sizeof path, "%s.err", argv[0]);
	/* Kept so failures are reported on the real stderr. */
	int saved = dup(2);
	/* stderr goes to a file: fd 2 itself is replaced. Results are
	 * checked once fd 2 is back. */
	FILE *r1 = freopen(path, "w", stderr);
	int fd1 = fileno(stderr);
	errno = ENOENT;
	perror("prefix");
	errno = EACCES;
	perror(NULL);
	errno = 0;
	perror("");
	fprintf(stderr, "%s %d\n", "formatted", 5);
	fflush(stderr);
	/* A null name changes the mode of the open file. */
	FILE *r2 = freopen(NULL, "a", stderr);
	fputs("appended\n", stderr);
	fflush(stderr);
	dup2(saved, 2);
	CHECK(r1 == stderr);
	CHECK(r2 == stderr);
	CHECK_INT(fd1, 2);

	f = fopen(path, "r");
	CHECK(f != NULL);
	CHECK_INT(fread(buf, 1, sizeof buf - 1, f), 81);
	buf[81] = 0;
	CHECK_STR(buf, "prefix: No such file or directory\nPermission denied\nSuccess\nformatted 5\nappended\n");
	fclose(f);
	/* A missing file: freopen fails (and closes the stream). */
	FILE *g = fopen(path, "r");
	CHECK_ERRNO(freopen("/nonexistent/dir/x", "r", g), ENOENT);
	remove(path);

	/* tmpfile: read/write, gone from the filesystem. */
	f = tmpfile();
	CHECK(f != NULL);
	CHECK_INT(fprintf(f, "temp %d", 1), 6);
	rewind(f);
	CHECK(fgets(buf, sizeof buf, f) != NULL);
	CHECK_STR(buf, "temp 1");
	CHECK_INT(fclose(f), 0);

	char name[L_tmpnam];
	CHECK(tmpnam(name) == name);
	CHECK(!strncmp(name, P_tmpdir "/", strlen(P_tmpdir) + 1));
	CHECK(fopen(name, "r") == NULL);
	char *t = tmpnam(NULL);
	CHECK(t != NULL && strcmp(t, name));

	char *tn = tempnam("/nonexistent", "abcdefgh");
	CHECK(tn != NULL);
	/* Falls back to a real directory; the prefix is cut to 5 bytes. */
	const char *base = tn ? strrchr(tn, '/') : NULL;
	CHECK(base && !strncmp(base, "/abcde", 6) && strlen(base) == 12);
	free(tn);
	return check_done();
}
