/* Buffering modes as seen from outside: stdout to a pipe is fully
 * buffered (a raw write overtakes it), stderr is unbuffered, exit
 * flushes, fflush(NULL) flushes everything, and fflush on an input
 * stream gives unread bytes back to the file offset. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include "check.h"

int main(int argc, char **argv)
{
	char cmd[4200], buf[256];
	FILE *f;

	if (argc > 1 && !strcmp(argv[1], "probe")) return 0;
	if (argc > 1 && !strcmp(argv[1], "out")) {
		printf("buffered\n");
		write(1, "raw\n", 4);
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "err")) {
		fputs("e1 ", stderr);
		write(2, "raw ", 4);
		fprintf(stderr, "e%d\n", 2);
		return 0;
	}
	if (argc > 1 && !strcmp(argv[1], "all")) {
		FILE *g = fopen(argv[2], "w");
		fputs("file ", g);
		printf("out ");
		fflush(NULL);
		/* Anything still buffered is lost by _exit. */
		_exit(0);
	}

	/* The child is this binary run again through the shell; without a
	 * binfmt handler for a foreign arch (qemu) that cannot work. */
	snprintf(cmd, sizeof cmd, "%s probe", argv[0]);
	f = popen(cmd, "r");
	if (f && (pclose(f) >> 8 & 0xff) >= 126) SKIP("cannot re-run this test binary through /bin/sh");

	/* stdout is a pipe here: the raw write comes first. */
	snprintf(cmd, sizeof cmd, "%s out", argv[0]);
	f = popen(cmd, "r");
	CHECK(fgets(buf, sizeof buf, f) != NULL);
	CHECK_STR(buf, "raw\n");
	CHECK(fgets(buf, sizeof buf, f) != NULL);
	CHECK_STR(buf, "buffered\n");
	pclose(f);

	snprintf(cmd, sizeof cmd, "%s err 2>&1", argv[0]);
	f = popen(cmd, "r");
	CHECK(fgets(buf, sizeof buf, f) != NULL);
	CHECK_STR(buf, "e1 raw e2\n");
	pclose(f);

	char path[4200];
	snprintf(path, sizeof path, "%s.tmp", argv[0]);
	snprintf(cmd, sizeof cmd, "%s all %s", argv[0], path);
	f = popen(cmd, "r");
	CHECK(fgets(buf, sizeof buf, f) != NULL);
	CHECK_STR(buf, "out ");
	pclose(f);
	f = fopen(path, "r");
	CHECK(f != NULL);
	CHECK(fgets(buf, sizeof buf, f) != NULL);
	CHECK_STR(buf, "file ");
	fclose(f);

	/* Input: after fflush, the fd's offset is the stream's position. */
	f = fopen(path, "r");
	CHECK_INT(fgetc(f), 'f');
	CHECK_INT(fgetc(f), 'i');
	CHECK_INT(lseek(fileno(f), 0, SEEK_CUR), 5);
	CHECK_INT(fflush(f), 0);
	CHECK_INT(lseek(fileno(f), 0, SEEK_CUR), 2);
	CHECK_INT(fgetc(f), 'l');
	fclose(f);

	/* fscanf reads through the buffer and leaves the rest. */
	f = fopen(path, "w+");
	fputs("12 abc 3.5\nrest", f);
	rewind(f);
	int x;
	char s[8];
	double d;
	CHECK_INT(fscanf(f, "%d %s %lf", &x, s, &d), 3);
	CHECK_INT(x, 12);
	CHECK_STR(s, "abc");
	CHECK(d == 3.5);
	CHECK_INT(fgetc(f), '\n');
	CHECK_INT(fscanf(f, "%s %d", s, &x), 1);
	CHECK_INT(fscanf(f, "%d", &x), EOF);
	fclose(f);
	remove(path);

	/* Writing to a closed descriptor: printf reports the error. */
	f = fopen("/dev/null", "w");
	close(fileno(f));
	CHECK_INT(fprintf(f, "%s\n", "x"), 2);
	CHECK_INT(fflush(f), EOF);
	CHECK(ferror(f));
	CHECK_INT(errno, EBADF);
	fclose(f);
	return check_done();
}
