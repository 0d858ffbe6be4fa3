/* fault-stdio IN OUT: copies IN to OUT through stdio, in the ways
 * programs use it (getc, fgets, fread; putc, fputs, fprintf, fwrite,
 * fflush, fclose), checking every result. Linked with the test-only libc
 * (tests/harness/libcfault.c) by tests/security/fault-libc.test: a failed
 * system call must surface as a failed stdio call, never as success with
 * a short or damaged OUT. Exit 0 with OUT equal to IN, or 1 with one line
 * "fault-stdio: ...". */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *in_path, *out_path;

static void die(const char *path, const char *what)
{
	fprintf(stderr, "fault-stdio: %s: %s: %s\n", path, what, strerror(errno));
	exit(1);
}

int main(int argc, char **argv)
{
	char line[300], block[5000];
	if (argc != 3) {
		fputs("usage: fault-stdio IN OUT\n", stderr);
		return 2;
	}
	in_path = argv[1], out_path = argv[2];
	FILE *in = fopen(in_path, "r");
	if (!in)
		die(in_path, "fopen");
	FILE *out = fopen(out_path, "w");
	if (!out)
		die(out_path, "fopen");
	/* the first 100 bytes a character at a time */
	for (int i = 0; i < 100; i++) {
		int c = getc(in);
		if (c == EOF)
			die(in_path, ferror(in) ? "getc" : "getc: early end");
		if (putc(c, out) == EOF)
			die(out_path, "putc");
	}
	/* then 20 lines, alternately through fputs and fprintf */
	for (int i = 0; i < 20; i++) {
		if (!fgets(line, sizeof line, in))
			die(in_path, ferror(in) ? "fgets" : "fgets: early end");
		if ((i % 2 ? fprintf(out, "%s", line) : fputs(line, out)) < 0)
			die(out_path, i % 2 ? "fprintf" : "fputs");
	}
	if (fflush(out))
		die(out_path, "fflush");
	/* the rest in blocks larger than the buffer */
	size_t n;
	while ((n = fread(block, 1, sizeof block, in)) > 0)
		if (fwrite(block, 1, n, out) != n)
			die(out_path, "fwrite");
	if (ferror(in))
		die(in_path, "fread");
	if (fclose(in))
		die(in_path, "fclose");
	if (fclose(out))
		die(out_path, "fclose");
	return 0;
}
