/* popen/pclose both ways, exit's flush of stdout (the child is this
 * program run again through the shell), and the exit status. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "check.h"

int main(int argc, char **argv)
{
	char cmd[4200], buf[256];
	FILE *f;

	if (argc > 1 && !strcmp(argv[1], "probe")) return 0;
	if (argc > 1 && !strcmp(argv[1], "child")) {
		/* No newline, no fflush: only exit's flush can deliver it. */
		printf("from child %d", 42);
		fputs(" and more", stdout);
		exit(3);
	}

	/* The child is this binary run again through the shell; without a
	 * binfmt handler for a foreign arch (qemu) that cannot work. */
	snprintf(cmd, sizeof cmd, "%s probe", argv[0]);
	f = popen(cmd, "r");
	if (f && (pclose(f) >> 8 & 0xff) >= 126) SKIP("cannot re-run this test binary through /bin/sh");

	snprintf(cmd, sizeof cmd, "%s child", argv[0]);
	f = popen(cmd, "r");
	CHECK(f != NULL);
	CHECK(fgets(buf, sizeof buf, f) == buf);
	CHECK_STR(buf, "from child 42 and more");
	int st = pclose(f);
	CHECK(st != -1);
	CHECK_INT((st >> 8) & 0xff, 3);

	/* "w": what we write is the command's stdin. */
	char path[4200];
	snprintf(path, sizeof path, "%s.out", argv[0]);
	snprintf(cmd, sizeof cmd, "cat > '%s'", path);
	f = popen(cmd, "w");
	CHECK(f != NULL);
	CHECK(fputs("to the shell\n", f) >= 0);
	/* A second popen: its child must not hold our write end open,
	 * or cat above would never see EOF and this would hang. */
	FILE *g = popen("echo second", "r");
	CHECK(g != NULL);
	CHECK(fgets(buf, sizeof buf, g) == buf);
	CHECK_STR(buf, "second\n");
	CHECK_INT(pclose(f), 0);
	CHECK_INT(pclose(g), 0);
	f = fopen(path, "r");
	CHECK(f != NULL);
	CHECK(fgets(buf, sizeof buf, f) == buf);
	CHECK_STR(buf, "to the shell\n");
	fclose(f);
	remove(path);

	/* The shell's status for a command that fails. */
	f = popen("exit 7", "r");
	CHECK(f != NULL);
	CHECK_INT(fgetc(f), EOF);
	st = pclose(f);
	CHECK_INT((st >> 8) & 0xff, 7);
	return check_done();
}
