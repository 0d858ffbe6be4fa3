/* Rescanning with optind = 1 (the POSIX/musl/BSD idiom; glibc wants 0)
 * after a scan has returned -1: the new scan starts from scratch, taking
 * its ordering from its own optstring and the current POSIXLY_CORRECT. */
#define _GNU_SOURCE
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

/* Runs a whole scan from optind = start; returns the letters seen, with
 * '1' for a non-option returned in order, then '|' and argv[optind]. */
static const char *scan(int start, const char *optstring, const char *a1, const char *a2, const char *a3)
{
	static char out[64];
	char *argv[] = { "prog", (char *)a1, (char *)a2, (char *)a3, 0 };
	int c, n = 0;
	optind = start;
	opterr = 0;
	while ((c = getopt(4, argv, optstring)) != -1 && n < 60)
		out[n++] = c == 1 ? '1' : c;
	out[n++] = '|';
	out[n] = 0;
	if (optind < 4) strncat(out, argv[optind], sizeof out - n - 1);
	return out;
}

int main(void)
{
	unsetenv("POSIXLY_CORRECT");
	/* Same optstring: a restart with 1 works everywhere. */
	CHECK_STR(scan(1, "ab", "-a", "x", "-b"), "ab|x");
	CHECK_STR(scan(1, "ab", "-b", "-a", "y"), "ba|y");
	/* optind = 0 restarts with a new ordering everywhere. */
	CHECK_STR(scan(0, "-ab", "-a", "x", "-b"), "a1b|");
	CHECK_STR(scan(0, "+ab", "-a", "x", "-b"), "a|x");
#ifdef __polyport__
	/* glibc keeps the first scan's ordering (and environment) until
	 * optind = 0; these are what gnulib's test-getopt-gnu expects of a
	 * libc that is not glibc. */
	CHECK_STR(scan(1, "ab", "-a", "x", "-b"), "ab|x");
	CHECK_STR(scan(1, "-ab", "-a", "x", "-b"), "a1b|");
	CHECK_STR(scan(1, "ab", "-a", "x", "-b"), "ab|x");
	CHECK_STR(scan(1, "+ab", "-a", "x", "-b"), "a|x");
	CHECK_STR(scan(1, "ab", "-a", "x", "-b"), "ab|x");
	setenv("POSIXLY_CORRECT", "1", 1);
	CHECK_STR(scan(1, "ab", "-a", "x", "-b"), "a|x");
	unsetenv("POSIXLY_CORRECT");
	CHECK_STR(scan(1, "ab", "-a", "x", "-b"), "ab|x");
#endif
	return check_done();
}
