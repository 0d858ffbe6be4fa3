/* fopen modes, fwrite/fread/fgets/fputs/fgetc round trips, fclose,
 * remove and rename. Files are named after the test binary, which is
 * distinct for each variant running in parallel. */
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include "check.h"

static char path[4096], path2[4096];

static int contents(const char *p, char *buf, int n)
{
	FILE *f = fopen(p, "r");
	if (!f) return -1;
	int k = fread(buf, 1, n - 1, f);
	buf[k] = 0;
	fclose(f);
	return k;
}

int main(int argc, char **argv)
{
	char buf[256];
	FILE *f;

	snprintf(path, sizeof path, "%s.tmp", argv[0]);
	snprintf(path2, sizeof path2, "%s.tmp2", argv[0]);
	remove(path);
	remove(path2);

	/* "r" of a missing file fails with ENOENT; a bad mode with EINVAL. */
	CHECK_ERRNO(fopen(path, "r"), ENOENT);
	CHECK_ERRNO(fopen(path, "q"), EINVAL);

	/* "w" creates; fputs/fputc/fwrite/fprintf buffer; fclose writes. */
	f = fopen(path, "w");
	CHECK(f != NULL);
	CHECK(fputs("hello\n", f) >= 0);
	CHECK_INT(fputc('x', f), 'x');
	CHECK_INT(fwrite("yz\nline2\n", 1, 9, f), 9);
	CHECK_INT(fprintf(f, "%d-%s\n", 42, "end"), 7);
	/* Reading a write-only stream fails and sets the error indicator. */
	CHECK_INT(fgetc(f), EOF);
	CHECK(ferror(f));
	clearerr(f);
	CHECK(!ferror(f));
	CHECK_INT(fclose(f), 0);
	CHECK_INT(contents(path, buf, sizeof buf), 23);
	CHECK_STR(buf, "hello\nxyz\nline2\n42-end\n");

	/* "x" refuses an existing file. */
	CHECK_ERRNO(fopen(path, "wx"), EEXIST);

	/* "r": fgets stops after the newline, at n-1 bytes, or at EOF. */
	f = fopen(path, "r");
	CHECK(f != NULL);
	CHECK(fgets(buf, sizeof buf, f) == buf);
	CHECK_STR(buf, "hello\n");
	CHECK(fgets(buf, 3, f) == buf);
	CHECK_STR(buf, "xy");
	CHECK_INT(fgetc(f), 'z');
	CHECK_INT(getc(f), '\n');
	CHECK_INT(fread(buf, 2, 3, f), 3);
	CHECK_MEM(buf, "line2\n", 6);
	CHECK(fgets(buf, sizeof buf, f) == buf);
	CHECK_STR(buf, "42-end\n");
	CHECK(!feof(f));
	CHECK(fgets(buf, sizeof buf, f) == NULL);
	CHECK(feof(f));
	CHECK_INT(fgetc(f), EOF);
	/* Writing a read-only stream fails. */
	CHECK_INT(fputc('a', f), EOF);
	CHECK(ferror(f));
	CHECK(fileno(f) > 2);
	CHECK_INT(fclose(f), 0);

	/* "a" appends, whatever the position. */
	f = fopen(path, "a");
	CHECK(f != NULL);
	CHECK(fputs("more\n", f) >= 0);
	CHECK_INT(fclose(f), 0);
	CHECK_INT(contents(path, buf, sizeof buf), 28);
	CHECK_STR(buf + 23, "more\n");

	/* "r+" reads and, after a positioning call, writes in place. */
	f = fopen(path, "r+");
	CHECK(f != NULL);
	CHECK_INT(fgetc(f), 'h');
	CHECK_INT(fseek(f, 0, SEEK_CUR), 0);
	CHECK(fputs("EL", f) >= 0);
	CHECK_INT(fflush(f), 0);
	CHECK_INT(fgetc(f), 'l');
	CHECK_INT(fclose(f), 0);
	CHECK_INT(contents(path, buf, sizeof buf), 28);
	CHECK_MEM(buf, "hELlo\n", 6);

	/* "w+" truncates and reads back after rewind. */
	f = fopen(path, "w+");
	CHECK(f != NULL);
	CHECK(fputs("abc", f) >= 0);
	rewind(f);
	CHECK(fgets(buf, sizeof buf, f) == buf);
	CHECK_STR(buf, "abc");
	CHECK_INT(fclose(f), 0);

	/* "e" sets close-on-exec; without it the fd is inherited. */
	f = fopen(path, "re");
	CHECK(f != NULL);
	CHECK_INT(fcntl(fileno(f), F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	fclose(f);
	f = fopen(path, "r");
	CHECK_INT(fcntl(fileno(f), F_GETFD) & FD_CLOEXEC, 0);
	fclose(f);

	/* fdopen on an fd, "a" mode on an fd without O_APPEND. */
	int fd = open(path, O_WRONLY);
	CHECK(fd >= 0);
	f = fdopen(fd, "a");
	CHECK(f != NULL);
	CHECK(fputs("Z", f) >= 0);
	CHECK_INT(fclose(f), 0);
	CHECK_INT(contents(path, buf, sizeof buf), 4);
	CHECK_STR(buf, "abcZ");

	/* rename and remove. */
	CHECK_INT(rename(path, path2), 0);
	CHECK_ERRNO(remove(path), ENOENT);
	CHECK_INT(remove(path2), 0);
	CHECK_ERRNO(rename(path, path2), ENOENT);
	return check_done();
}
