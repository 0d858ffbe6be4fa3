#define _GNU_SOURCE
#include <string.h>
#include <stdlib.h>
#include "check.h"

int main(void)
{
	char *p = strdup("hello");
	CHECK_STR(p, "hello");
	free(p);
	p = strndup("hello", 3);
	CHECK_STR(p, "hel");
	free(p);
	p = strndup("hi", 10);
	CHECK_STR(p, "hi");
	free(p);
	CHECK_STR(strdupa("abc"), "abc");
	CHECK_STR(strndupa("abcdef", 2), "ab");
	return check_done();
}
