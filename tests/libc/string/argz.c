/* <argz.h> and <envz.h>: every function, with glibc's edge cases
 * (separator runs, a trailing separator, deleting the last entry, insert
 * in the middle of an entry, replace counting entries, null envz
 * values). The expected vectors are written out byte for byte, so the
 * glibc build checks them. */
#define _GNU_SOURCE
#include <argz.h>
#include <envz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

/* WANT's own terminating NUL is the vector's last one. */
#define CHECK_ARGZ(a, l, want) do { \
	CHECK_INT(l, sizeof(want)); \
	if ((l) == sizeof(want)) CHECK_MEM(a, want, sizeof(want)); } while (0)

int main(void)
{
	char *a = 0, *v[8];
	size_t len = 0;

	/* create, count, extract, next */
	char *argv[] = { "one", "", "three", 0 };
	CHECK_INT(argz_create(argv, &a, &len), 0);
	CHECK_ARGZ(a, len, "one\0\0three");
	CHECK_INT(argz_count(a, len), 3);
	argz_extract(a, len, v);
	CHECK_STR(v[0], "one");
	CHECK_STR(v[1], "");
	CHECK_STR(v[2], "three");
	CHECK(v[3] == 0);
	CHECK(argz_next(a, len, 0) == a);
	CHECK(argz_next(a, len, a) == a + 4);
	CHECK(argz_next(a, len, a + 1) == a + 4);
	CHECK(argz_next(a, len, a + 5) == 0);
	CHECK(__argz_next(a, len, a + 4) == a + 5);
	CHECK_INT(__argz_count(a, len), 3);
	free(a);
	char *none[] = { 0 };
	CHECK_INT(argz_create(none, &a, &len), 0);
	CHECK(a == 0);
	CHECK_INT(len, 0);
	CHECK(argz_next(a, len, 0) == 0);
	CHECK_INT(argz_count(a, len), 0);

	/* create_sep and add_sep: runs and leading separators make no empty
	 * entries, a trailing one leaves an empty last entry */
	CHECK_INT(argz_create_sep("::a::bc:", ':', &a, &len), 0);
	CHECK_ARGZ(a, len, "a\0bc\0");
	CHECK_INT(argz_count(a, len), 3);
	CHECK_INT(argz_add_sep(&a, &len, ":d:e", ':'), 0);
	CHECK_ARGZ(a, len, "a\0bc\0\0d\0e");
	CHECK_INT(argz_add_sep(&a, &len, "", ':'), 0);
	CHECK_INT(len, 10);
	free(a);
	CHECK_INT(argz_create_sep("", ':', &a, &len), 0);
	CHECK(a == 0);
	CHECK_INT(len, 0);
	CHECK_INT(argz_create_sep(":::", ':', &a, &len), 0);
	CHECK_ARGZ(a, len, "");
	free(a);
	CHECK_INT(argz_create_sep("x y", ':', &a, &len), 0);
	CHECK_ARGZ(a, len, "x y");

	/* add, append, stringify */
	CHECK_INT(argz_add(&a, &len, "z"), 0);
	CHECK_INT(argz_append(&a, &len, "p\0q", 4), 0);
	CHECK_ARGZ(a, len, "x y\0z\0p\0q");
	argz_stringify(a, len, ',');
	CHECK_ARGZ(a, len, "x y,z,p,q");
	__argz_stringify(a, len, ',');
	CHECK_STR(a, "x y,z,p,q");
	free(a);

	/* insert before an entry, also given a pointer into its middle;
	 * outside the vector is EINVAL; null means at the end */
	a = 0, len = 0;
	argz_add(&a, &len, "aa");
	argz_add(&a, &len, "bb");
	CHECK_INT(argz_insert(&a, &len, a + 4, "new"), 0);
	CHECK_ARGZ(a, len, "aa\0new\0bb");
	CHECK_INT(argz_insert(&a, &len, a, "first"), 0);
	CHECK_ARGZ(a, len, "first\0aa\0new\0bb");
	CHECK_INT(argz_insert(&a, &len, 0, "last"), 0);
	CHECK_ARGZ(a, len, "first\0aa\0new\0bb\0last");
	CHECK_INT(argz_insert(&a, &len, a + len, "x"), EINVAL);
	CHECK_INT(argz_insert(&a, &len, a - 1, "x"), EINVAL);

	/* delete; deleting the last entry frees the vector */
	argz_delete(&a, &len, a + 6);
	CHECK_ARGZ(a, len, "first\0new\0bb\0last");
	argz_delete(&a, &len, 0);
	CHECK_INT(len, 18);
	argz_delete(&a, &len, argz_next(a, len, 0));
	argz_delete(&a, &len, a);
	argz_delete(&a, &len, a);
	CHECK_ARGZ(a, len, "last");
	argz_delete(&a, &len, a);
	CHECK(a == 0);
	CHECK_INT(len, 0);

	/* replace: every occurrence, the count grows by entries changed */
	argz_create_sep("aXbXc,X,none,XX", ',', &a, &len);
	unsigned n = 5;
	CHECK_INT(argz_replace(&a, &len, "X", "yy", &n), 0);
	CHECK_ARGZ(a, len, "ayybyyc\0yy\0none\0yyyy");
	CHECK_INT(n, 8);
	CHECK_INT(argz_replace(&a, &len, "yy", "", &n), 0);
	CHECK_ARGZ(a, len, "abc\0\0none\0");
	CHECK_INT(n, 11);
	CHECK_INT(argz_replace(&a, &len, "zz", "q", &n), 0);
	CHECK_INT(argz_replace(&a, &len, "", "q", 0), 0);
	CHECK_ARGZ(a, len, "abc\0\0none\0");
	CHECK_INT(n, 11);
	free(a);

	/* envz */
	char *e = 0;
	size_t el = 0;
	CHECK_INT(envz_add(&e, &el, "A", "1"), 0);
	CHECK_INT(envz_add(&e, &el, "B", 0), 0);
	CHECK_INT(envz_add(&e, &el, "C", ""), 0);
	CHECK_ARGZ(e, el, "A=1\0B\0C=");
	CHECK(envz_entry(e, el, "A") == e);
	CHECK(envz_entry(e, el, "A=whatever") == e);
	CHECK(envz_entry(e, el, "B") == e + 4);
	CHECK(envz_entry(e, el, "") == 0);
	CHECK(envz_entry(e, el, "AB") == 0);
	CHECK_STR(envz_get(e, el, "A"), "1");
	CHECK(envz_get(e, el, "B") == 0);
	CHECK_STR(envz_get(e, el, "C"), "");
	CHECK(envz_get(e, el, "D") == 0);
	CHECK_INT(envz_add(&e, &el, "A", "2"), 0);
	CHECK_ARGZ(e, el, "B\0C=\0A=2");
	envz_remove(&e, &el, "C");
	envz_remove(&e, &el, "nothing");
	CHECK_ARGZ(e, el, "B\0A=2");

	char *e2 = 0;
	size_t el2 = 0;
	envz_add(&e2, &el2, "A", "3");
	envz_add(&e2, &el2, "D", "4");
	envz_add(&e2, &el2, "B", "5");
	CHECK_INT(envz_merge(&e, &el, e2, el2, 0), 0);
	CHECK_ARGZ(e, el, "B\0A=2\0D=4");
	CHECK_INT(envz_merge(&e, &el, e2, el2, 1), 0);
	CHECK_ARGZ(e, el, "A=3\0D=4\0B=5");
	envz_add(&e, &el, "N", 0);
	envz_add(&e, &el, "M", 0);
	envz_add(&e, &el, "Z", "9");
	envz_strip(&e, &el);
	CHECK_ARGZ(e, el, "A=3\0D=4\0B=5\0Z=9");
	free(e);
	free(e2);
	return check_done();
}
