/* a64l/l64a, getsubopt, getloadavg, rpmatch. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "check.h"

int main(void)
{
	CHECK_STR(l64a(0), "");
	CHECK_STR(l64a(1), "/");
	CHECK_STR(l64a(64), "./");
	CHECK_STR(l64a(123456789), "JowK5");
	/* Only the low 32 bits count. */
	CHECK_STR(l64a(-1), "zzzzz1");
	CHECK_INT(a64l("JowK5"), 123456789);
	CHECK_INT(a64l("./"), 64);
	CHECK_INT(a64l(""), 0);
	CHECK_INT(a64l("/!zz"), 1);
	CHECK_INT(a64l("zzzzz1"), 4294967295L);
	CHECK_INT(a64l("zzzzzzzz"), 4294967295L);

	char *const keys[] = { "ro", "rw", "size", 0 };
	char opts[] = "rw,size=10,bogus=1,ro,,x";
	char *p = opts, *v = (char *)1;
	CHECK_INT(getsubopt(&p, keys, &v), 1);
	CHECK(v == NULL);
	CHECK_INT(getsubopt(&p, keys, &v), 2);
	CHECK_STR(v, "10");
	CHECK_INT(getsubopt(&p, keys, &v), -1);
	CHECK_STR(v, "bogus=1");
	CHECK_INT(getsubopt(&p, keys, &v), 0);
	CHECK_INT(getsubopt(&p, keys, &v), -1);
	CHECK_STR(v, "");
	CHECK_INT(getsubopt(&p, keys, &v), -1);
	CHECK_STR(v, "x");
	CHECK_STR(p, "");
	CHECK_INT(getsubopt(&p, keys, &v), -1);
	/* A prefix of a key is not the key. */
	char o2[] = "siz=1";
	p = o2;
	CHECK_INT(getsubopt(&p, keys, &v), -1);

	double la[4] = { -1, -1, -1, -1 };
	CHECK_INT(getloadavg(la, 3), 3);
	CHECK(la[0] >= 0 && la[1] >= 0 && la[2] >= 0);
	CHECK(la[0] < 10000);
	CHECK_INT(getloadavg(la, 1), 1);
	CHECK_INT(getloadavg(la, 0), 0);
	CHECK_INT(rpmatch("yes"), 1);
	CHECK_INT(rpmatch("Y"), 1);
	CHECK_INT(rpmatch("no"), 0);
	CHECK_INT(rpmatch("Nope"), 0);
	CHECK_INT(rpmatch("maybe"), -1);
	CHECK_INT(rpmatch(""), -1);
	return check_done();
}
