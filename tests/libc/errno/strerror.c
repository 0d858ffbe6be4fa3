#define _GNU_SOURCE
#include <string.h>
#include <errno.h>
#include <locale.h>
#include "check.h"

/* The message list libc is built from. Run against glibc this proves the
 * list is glibc's text; run against polyport it proves strerror serves
 * the list. */
static const struct { int e; const char *name, *msg; } tab[] = {
#define E(n, s) { n, #n, s },
#include "../../../libc/src/errno/__strerror.h"
#undef E
};

int main(void)
{
	char buf[64];
	int n = sizeof tab / sizeof *tab, bad = 0;
	CHECK(n > 130);
	for (int i = 0; i < n; i++) {
		if (strcmp(strerror(tab[i].e), tab[i].msg)) {
			bad++;
			CHECK_STR(strerror(tab[i].e), tab[i].msg);
		}
		if (i && strcmp(strerrorname_np(tab[i].e), tab[i].name)) bad++;
		if (strcmp(strerrordesc_np(tab[i].e), tab[i].msg)) bad++;
	}
	CHECK_INT(bad, 0);
	CHECK_STR(strerror(ENOENT), "No such file or directory");
	CHECK_STR(strerror(EAGAIN), "Resource temporarily unavailable");
	CHECK_STR(strerror(41), "Unknown error 41");
	CHECK_STR(strerror(-5), "Unknown error -5");
	CHECK_STR(strerror(100000), "Unknown error 100000");
	CHECK_STR(strerror(0), "Success");
	CHECK_STR(strerror_l(EPERM, newlocale(LC_ALL_MASK, "C", 0)), "Operation not permitted");
	CHECK(strerrorname_np(41) == 0);
	CHECK(strerrordesc_np(1000) == 0);

#ifdef __GLIBC__
	/* glibc's GNU strerror_r: known text in place, unknown into buf. */
	memset(buf, 'z', sizeof buf);
	char *r = strerror_r(EINTR, buf, sizeof buf);
	CHECK_STR(r, "Interrupted system call");
	r = strerror_r(999, buf, sizeof buf);
	CHECK(r == buf);
	CHECK_STR(buf, "Unknown error 999");
	r = strerror_r(999, buf, 6);
	CHECK_STR(r, "Unkno");
#else
	/* POSIX's form even under _GNU_SOURCE (string/strerror_r_gnu). */
	CHECK_INT(strerror_r(EINTR, buf, sizeof buf), 0);
	CHECK_STR(buf, "Interrupted system call");
	CHECK_INT(strerror_r(999, buf, 6), EINVAL);
	CHECK_STR(buf, "Unkno");
#endif

	/* POSIX strerror_r via its glibc symbol. */
	extern int __xpg_strerror_r(int, char *, size_t);
	CHECK_INT(__xpg_strerror_r(ENOENT, buf, sizeof buf), 0);
	CHECK_STR(buf, "No such file or directory");
	CHECK_INT(__xpg_strerror_r(ENOENT, buf, 6), ERANGE);
	CHECK_STR(buf, "No su");
	CHECK_INT(__xpg_strerror_r(ENOENT, buf, 25), ERANGE);
	CHECK_INT(__xpg_strerror_r(ENOENT, buf, 26), 0);
	CHECK_INT(__xpg_strerror_r(5000, buf, sizeof buf), EINVAL);
	CHECK_STR(buf, "Unknown error 5000");
	return check_done();
}
