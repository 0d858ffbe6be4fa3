/* getopt, getopt_long, getopt_long_only: GNU semantics and glibc's exact
 * diagnostics. Each case is run to completion and summarised as a trace
 * (return values, optarg, optind, optopt, final argv order, stderr). */
#define _GNU_SOURCE
#include <getopt.h>
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static char trace[4096];
static int flagvar;

static const struct option lopts[] = {
	{ "verbose", no_argument, 0, 'v' },
	{ "output", required_argument, 0, 'o' },
	{ "color", optional_argument, 0, 'c' },
	{ "colour", optional_argument, 0, 'c' },
	{ "count", required_argument, 0, 'n' },
	{ "flag", no_argument, &flagvar, 42 },
	{ "fubar", no_argument, 0, 'F' },
	{ 0, 0, 0, 0 }
};

static void add(const char *s)
{
	strncat(trace, s, sizeof trace - strlen(trace) - 1);
}

/* kind: 0 getopt, 1 getopt_long, 2 getopt_long_only. */
static const char *run(int kind, const char *optstring, ...)
{
	char *argv[32];
	int argc = 0;
	va_list ap;
	va_start(ap, optstring);
	argv[argc++] = "prog";
	while ((argv[argc] = va_arg(ap, char *))) argc++;
	va_end(ap);

	int p[2];
	pipe(p);
	int saved = dup(2);
	dup2(p[1], 2);
	close(p[1]);

	trace[0] = 0;
	optind = 0;
	flagvar = 0;
	for (int guard = 0; guard < 40; guard++) {
		int idx = -1, c;
		if (kind == 0) c = getopt(argc, argv, optstring);
		else if (kind == 1) c = getopt_long(argc, argv, optstring, lopts, &idx);
		else c = getopt_long_only(argc, argv, optstring, lopts, &idx);
		char b[128];
		if (c == -1) {
			snprintf(b, sizeof b, "END@%d", optind);
			add(b);
			break;
		}
		snprintf(b, sizeof b, "%s%d(%s)@%d", c >= 32 && c < 127 ? (char[]){ c, 0 } : "#",
			 c, optarg ? optarg : "-", optind);
		add(b);
		if (c == '?' || c == ':') {
			snprintf(b, sizeof b, "o%d", optopt);
			add(b);
		}
		if (idx >= 0) {
			snprintf(b, sizeof b, "i%d", idx);
			add(b);
		}
		if (c == 0) {
			snprintf(b, sizeof b, "f%d", flagvar);
			add(b);
		}
		add(" ");
	}
	add(" |");
	for (int i = 1; i < argc; i++) {
		add(" ");
		add(argv[i]);
	}
	dup2(saved, 2);
	close(saved);
	char err[1024];
	long n = read(p[0], err, sizeof err - 1);
	close(p[0]);
	err[n > 0 ? n : 0] = 0;
	add(" |");
	add(err);
	return trace;
}

int main(void)
{
	unsetenv("POSIXLY_CORRECT");
	/* Permutation: options are moved before the operands. */
	CHECK_STR(run(0, "xy:z::", "a", "-x", "b", "-yval", "-z", "-zopt", "c", "-y", "sep", NULL),
		  "x120(-)@3 y121(val)@5 z122(-)@6 z122(opt)@7 y121(sep)@10 END@7 | -x -yval -z -zopt -y sep a b c |");

	/* "--" ends options; it is moved in front of the operands. */
	CHECK_STR(run(0, "x", "a", "-x", "--", "-x", "b", NULL),
		  "x120(-)@3 END@3 | -x -- a -x b |");

	/* Clustered flags, required argument from the next word. */
	CHECK_STR(run(0, "abc:", "-abcfoo", "-ab", "-c", "bar", NULL),
		  "a97(-)@1 b98(-)@1 c99(foo)@2 a97(-)@2 b98(-)@3 c99(bar)@5 END@5 | -abcfoo -ab -c bar |");

	/* Errors and their messages. */
	CHECK_STR(run(0, "ab:", "-q", "-b", NULL),
		  "?63(-)@2o113 ?63(-)@3o98 END@3 | -q -b |prog: invalid option -- 'q'\nprog: option requires an argument -- 'b'\n");

	/* Leading ':' silences errors and reports a missing argument as ':'. */
	CHECK_STR(run(0, ":ab:", "-q", "-b", NULL),
		  "?63(-)@2o113 :58(-)@3o98 END@3 | -q -b |");
	/* '+' and POSIXLY_CORRECT stop at the first operand. */
	CHECK_STR(run(0, "+x", "-x", "a", "-x", NULL),
		  "x120(-)@2 END@2 | -x a -x |");
	setenv("POSIXLY_CORRECT", "1", 1);
	CHECK_STR(run(0, "x", "-x", "a", "-x", NULL),
		  "x120(-)@2 END@2 | -x a -x |");
	unsetenv("POSIXLY_CORRECT");
	/* '-' returns operands in order as option 1. */
	CHECK_STR(run(0, "-x", "a", "-x", "b", NULL),
		  "#1(a)@2 x120(-)@3 #1(b)@4 END@4 | a -x b |");
	/* A lone "-" is an operand. */
	CHECK_STR(run(0, "x", "-", "-x", NULL),
		  "x120(-)@3 END@2 | -x - |");

	/* Long options: exact, abbreviated, =value, separate value. */
	CHECK_STR(run(1, "vo:", "--verbose", "--out=f1", "--output", "f2", "--verb", "x", NULL),
		  "v118(-)@2i0 o111(f1)@3i1 o111(f2)@5i1 v118(-)@6i0 END@6 | --verbose --out=f1 --output f2 --verb x |");

	/* Optional argument only with '='; flag options set *flag, return 0. */
	CHECK_STR(run(1, "", "--color", "--color=always", "--flag", NULL),
		  "c99(-)@2i2 c99(always)@3i2 #0(-)@4i5f42 END@4 | --color --color=always --flag |");

	/* Ambiguity: --co matches color, colour (same behaviour) and count
	 * (different): listed in glibc's format. --col is not ambiguous. */
	CHECK_STR(run(1, "", "--co", "--col=x", NULL),
		  "?63(-)@2o0 c99(x)@3i2 END@3 | --co --col=x |prog: option '--co' is ambiguous; possibilities: '--color' '--count'\n");

	CHECK_STR(run(1, "", "--nope=1", "--verbose=2", "--output", NULL),
		  "?63(-)@2o0 ?63(-)@3o118 ?63(-)@4o111 END@4 | --nope=1 --verbose=2 --output |prog: unrecognized option '--nope=1'\nprog: option '--verbose' doesn't allow an argument\nprog: option '--output' requires an argument\n");

	CHECK_STR(run(1, ":", "--output", NULL),
		  ":58(-)@2o111 END@2 | --output |");
	/* -W foo means --foo. */
	CHECK_STR(run(1, "W;", "-W", "verbose", "-Woutput=z", NULL),
		  "v118(-)@3i0 o111(z)@4i1 END@4 | -W verbose -Woutput=z |");

	/* Permutation with long options and their separate arguments. */
	CHECK_STR(run(1, "v", "a", "--output", "o", "b", "-v", NULL),
		  "o111(o)@4i1 v118(-)@6 END@4 | --output o -v a b |");

	/* getopt_long_only: -verbose is long; -v stays short; -fu
	 * abbreviates --fubar; unknown long falls back to short options. */
	CHECK_STR(run(2, "vx", "-verbose", "-v", "-fu", "-xv", NULL),
		  "v118(-)@2i0 v118(-)@3 F70(-)@4i6 x120(-)@4 v118(-)@5 END@5 | -verbose -v -fu -xv |");

	CHECK_STR(run(2, "", "-zzz", NULL),
		  "?63(-)@2o0 END@2 | -zzz |prog: unrecognized option '-zzz'\n");
	CHECK_STR(run(2, "", "-c", NULL),
		  "?63(-)@2o0 END@2 | -c |prog: option '-c' is ambiguous; possibilities: '-color' '-colour' '-count'\n");

	/* -W with an unknown or missing long name. */
	CHECK_STR(run(1, "W;", "-W", "bogus", "-W", NULL),
		  "?63(-)@3o0 ?63(-)@4o87 END@4 | -W bogus -W |prog: unrecognized option '-W bogus'\nprog: option requires an argument -- 'W'\n");
	/* getopt_long_only: "-o v" is --output with a separate argument;
	 * "-c" after "--" is an operand. */
	CHECK_STR(run(2, "", "-o", "v", "x", "--", "-c", NULL),
		  "o111(v)@3i1 END@4 | -o v -- x -c |");
	return check_done();
}
