#include <libgen.h>
#include <string.h>
#include "check.h"

static const char *dn(const char *p)
{
	static char b[64];
	strcpy(b, p);
	return dirname(b);
}

static const char *bn(const char *p)
{
	static char b[64];
	strcpy(b, p);
	return basename(b);
}

int main(void)
{
	CHECK_STR(dn("/usr/lib"), "/usr");
	CHECK_STR(dn("/usr/"), "/");
	CHECK_STR(dn("usr"), ".");
	CHECK_STR(dn("usr/"), ".");
	CHECK_STR(dn("/"), "/");
	CHECK_STR(dn("//"), "//");
	CHECK_STR(dn("///"), "/");
	CHECK_STR(dn("//a"), "//");
	CHECK_STR(dn("///a"), "/");
	CHECK_STR(dn("a//b//"), "a");
	CHECK_STR(dn("a/b/c"), "a/b");
	CHECK_STR(dn("."), ".");
	CHECK_STR(dn(".."), ".");
	CHECK_STR(dn(""), ".");
	CHECK_STR(dirname(0), ".");

	CHECK_STR(bn("/usr/lib"), "lib");
	CHECK_STR(bn("/usr/lib/"), "lib");
	CHECK_STR(bn("/usr/lib//"), "lib");
	CHECK_STR(bn("usr"), "usr");
	CHECK_STR(bn("/"), "/");
	CHECK_STR(bn("//"), "/");
	CHECK_STR(bn("a//"), "a");
	CHECK_STR(bn(""), ".");
	CHECK_STR(basename(0), ".");
	return check_done();
}
