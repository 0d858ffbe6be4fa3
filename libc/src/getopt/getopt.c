/* GNU getopt: argument permutation (non-options are moved after the
 * options), '+' / '-' / POSIXLY_CORRECT ordering, "::" optional
 * arguments, long options with unique-prefix abbreviation and ambiguity
 * reports, "W;" for -W foo, and glibc's exact diagnostics, which test
 * suites of GNU programs compare against. */
#define _GNU_SOURCE
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include "getopt_impl.h"
#include "syscall.h"

char *optarg;
int optind = 1, opterr = 1, optopt = '?';
/* BSD's optreset, weak: a program that defines its own variable of that
 * name (glibc has none) still links. */
static int __optreset;
weak_alias(__optreset, optreset);

enum { PERMUTE, REQUIRE_ORDER, RETURN_IN_ORDER };

static struct {
	char *next;
	int initialized, ordering, first_nonopt, last_nonopt;
} d;

/* Diagnostics are assembled in one buffer and written with one write(2),
 * so they cannot interleave with another thread's output mid-line. */
struct msg {
	char buf[512];
	size_t n;
};

static void put(struct msg *m, const char *s)
{
	while (*s && m->n < sizeof m->buf) m->buf[m->n++] = *s++;
}

static void putc1(struct msg *m, char c)
{
	if (m->n < sizeof m->buf) m->buf[m->n++] = c;
}

static void flush(struct msg *m)
{
	for (size_t off = 0; off < m->n;) {
		long r = __syscall(SYS_write, 2, m->buf + off, m->n - off);
		if (r == -4) continue;
		if (r <= 0) break;
		off += r;
	}
	m->n = 0;
}

static void err_short(const char *prog, const char *what, char c)
{
	struct msg m = { .n = 0 };
	put(&m, prog); put(&m, ": "); put(&m, what); put(&m, " -- '");
	putc1(&m, c); put(&m, "'\n");
	flush(&m);
}

static void err_long(const char *prog, const char *pre, const char *prefix, const char *name, const char *post)
{
	struct msg m = { .n = 0 };
	put(&m, prog); put(&m, ": "); put(&m, pre); put(&m, " '");
	put(&m, prefix); put(&m, name); put(&m, "'"); put(&m, post);
	flush(&m);
}

/* Move the options in [last_nonopt, optind) in front of the non-options
 * in [first_nonopt, last_nonopt), by three reversals. */
static void reverse(char **a, int i, int j)
{
	for (j--; i < j; i++, j--) {
		char *t = a[i];
		a[i] = a[j];
		a[j] = t;
	}
}

static void exchange(char **argv)
{
	int bottom = d.first_nonopt, middle = d.last_nonopt, top = optind;
	reverse(argv, bottom, middle);
	reverse(argv, middle, top);
	reverse(argv, bottom, top);
	d.first_nonopt += top - middle;
	d.last_nonopt = top;
}

static int long_opt(int argc, char **argv, const char *optstring, const struct option *lo,
		    int *longind, int long_only, int print, const char *prefix)
{
	char *name = d.next, *end = name;
	const struct option *p, *found = 0;
	int n = 0, idx = -1, ambig = 0;
	while (*end && *end != '=') end++;
	size_t len = end - name;

	for (p = lo; p->name; p++, n++) {
		if (!strncmp(p->name, name, len) && !p->name[len]) {
			found = p;
			idx = n;
			break;
		}
	}
	if (!found) {
		for (p = lo, n = 0; p->name; p++, n++) {
			if (strncmp(p->name, name, len)) continue;
			if (!found) {
				found = p;
				idx = n;
			} else if (long_only || found->has_arg != p->has_arg || found->flag != p->flag || found->val != p->val) {
				/* Prefixes of options that behave identically are
				 * not ambiguous: either would do the same thing. */
				ambig = 1;
			}
		}
		if (ambig) {
			if (print) {
				struct msg m = { .n = 0 };
				put(&m, argv[0]); put(&m, ": option '"); put(&m, prefix); put(&m, name);
				put(&m, "' is ambiguous; possibilities:");
				for (p = lo; p->name; p++) {
					if (strncmp(p->name, name, len)) continue;
					if (p != &lo[idx] && !long_only && found->has_arg == p->has_arg
					    && found->flag == p->flag && found->val == p->val)
						continue;
					put(&m, " '"); put(&m, prefix); put(&m, p->name); put(&m, "'");
				}
				put(&m, "\n");
				flush(&m);
			}
			d.next += strlen(d.next);
			optind++;
			optopt = 0;
			return '?';
		}
	}
	if (!found) {
		if (!long_only || argv[optind][1] == '-' || !strchr(optstring, *d.next)) {
			if (print) err_long(argv[0], "unrecognized option", prefix, name, "\n");
			d.next = 0;
			optind++;
			optopt = 0;
			return '?';
		}
		/* getopt_long_only: fall back to a short option. */
		return -1;
	}
	optind++;
	d.next = 0;
	if (*end) {
		if (!found->has_arg) {
			if (print) err_long(argv[0], "option", prefix, found->name, " doesn't allow an argument\n");
			optopt = found->val;
			return '?';
		}
		optarg = end + 1;
	} else if (found->has_arg == required_argument) {
		if (optind < argc) {
			optarg = argv[optind++];
		} else {
			if (print) err_long(argv[0], "option", prefix, found->name, " requires an argument\n");
			optopt = found->val;
			return optstring[0] == ':' ? ':' : '?';
		}
	}
	if (longind) *longind = idx;
	if (found->flag) {
		*found->flag = found->val;
		return 0;
	}
	return found->val;
}

/* A scan that has returned -1 is over: the next call starts afresh,
 * re-reading the ordering from its optstring and POSIXLY_CORRECT. glibc
 * restarts only on optind = 0, but POSIX programs (and musl and the
 * BSDs) rescan with optind = 1, perhaps with another optstring or
 * environment; gnulib's test-getopt does exactly that off glibc. */
static int end_scan(void)
{
	d.initialized = 0;
	return -1;
}

int __getopt(int argc, char *const *cargv, const char *optstring,
	     const struct option *longopts, int *longind, int long_only)
{
	/* GNU getopt permutes argv in place, whatever the prototype says. */
	char **argv = (char **)cargv;
	int print = opterr;
	if (argc < 1) return -1;
	optarg = 0;

	if (optind == 0 || !d.initialized || __optreset) {
		if (optind == 0) optind = 1;
		__optreset = 0;
		d.first_nonopt = d.last_nonopt = optind;
		d.next = 0;
		if (optstring[0] == '-') {
			d.ordering = RETURN_IN_ORDER;
			optstring++;
		} else if (optstring[0] == '+') {
			d.ordering = REQUIRE_ORDER;
			optstring++;
		} else {
			d.ordering = getenv("POSIXLY_CORRECT") ? REQUIRE_ORDER : PERMUTE;
		}
		d.initialized = 1;
	} else if (optstring[0] == '-' || optstring[0] == '+') {
		optstring++;
	}
	if (optstring[0] == ':') print = 0;

#define NONOPTION(i) (argv[i][0] != '-' || !argv[i][1])
	if (!d.next || !*d.next) {
		/* The caller may have moved optind back. */
		if (d.last_nonopt > optind) d.last_nonopt = optind;
		if (d.first_nonopt > optind) d.first_nonopt = optind;

		if (d.ordering == PERMUTE) {
			if (d.first_nonopt != d.last_nonopt && d.last_nonopt != optind) exchange(argv);
			else if (d.last_nonopt != optind) d.first_nonopt = optind;
			while (optind < argc && NONOPTION(optind)) optind++;
			d.last_nonopt = optind;
		}

		/* "--" ends the options; it is consumed like one, and what
		 * follows is left as non-options. */
		if (optind != argc && !strcmp(argv[optind], "--")) {
			optind++;
			if (d.first_nonopt != d.last_nonopt && d.last_nonopt != optind) exchange(argv);
			else if (d.first_nonopt == d.last_nonopt) d.first_nonopt = optind;
			d.last_nonopt = argc;
			optind = argc;
		}

		if (optind == argc) {
			/* Point at the non-options we skipped over. */
			if (d.first_nonopt != d.last_nonopt) optind = d.first_nonopt;
			return end_scan();
		}

		if (NONOPTION(optind)) {
			if (d.ordering == REQUIRE_ORDER) return end_scan();
			optarg = argv[optind++];
			return 1;
		}

		if (longopts) {
			if (argv[optind][1] == '-') {
				d.next = argv[optind] + 2;
				return long_opt(argc, argv, optstring, longopts, longind, long_only, print, "--");
			}
			/* For long_only, "-f" with f a short option stays short, but
			 * "-fu" may abbreviate a long option "fubar". */
			if (long_only && (argv[optind][2] || !strchr(optstring, argv[optind][1]))) {
				d.next = argv[optind] + 1;
				int r = long_opt(argc, argv, optstring, longopts, longind, long_only, print, "-");
				if (r != -1) return r;
			}
		}
		d.next = argv[optind] + 1;
	}

	char c = *d.next++;
	const char *t = strchr(optstring, c);
	if (!*d.next) optind++;

	if (!t || c == ':' || c == ';') {
		if (print) err_short(argv[0], "invalid option", c);
		optopt = c;
		return '?';
	}

	if (t[0] == 'W' && t[1] == ';' && longopts) {
		/* -W foo is --foo. */
		if (*d.next) {
			optarg = d.next;
		} else if (optind == argc) {
			if (print) err_short(argv[0], "option requires an argument", c);
			optopt = c;
			return optstring[0] == ':' ? ':' : '?';
		} else {
			optarg = argv[optind];
		}
		d.next = optarg;
		optarg = 0;
		return long_opt(argc, argv, optstring, longopts, longind, 0, print, "-W ");
	}

	if (t[1] == ':') {
		if (t[2] == ':') {
			if (*d.next) {
				optarg = d.next;
				optind++;
			} else {
				optarg = 0;
			}
			d.next = 0;
		} else {
			if (*d.next) {
				optarg = d.next;
				optind++;
			} else if (optind == argc) {
				if (print) err_short(argv[0], "option requires an argument", c);
				optopt = c;
				c = optstring[0] == ':' ? ':' : '?';
			} else {
				optarg = argv[optind++];
			}
			d.next = 0;
		}
	}
	return c;
}

int getopt(int argc, char *const argv[], const char *optstring)
{
	return __getopt(argc, argv, optstring, 0, 0, 0);
}
