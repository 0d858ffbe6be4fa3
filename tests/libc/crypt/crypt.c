/* crypt and crypt_r: known answers for $1$, $5$, $6$ and DES (the $5$
 * and $6$ ones partly from Drepper's specification; all checked against
 * libxcrypt, Debian's libcrypt, by the glibc build), rounds= handling,
 * failure tokens. */
#define _GNU_SOURCE
#include <crypt.h>
#include <errno.h>
#include <string.h>
#include <stdlib.h>
#include "check.h"

static const struct { const char *key, *setting, *hash; } kat[] = {
	{ "Hello world!", "$5$saltstring",
	  "$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5" },
	{ "Hello world!", "$5$rounds=10000$saltstringsaltstring",
	  "$5$rounds=10000$saltstringsaltst$3xv.VbSHBb41AL9AvLeujZkZRBAwqFMz2.opqey6IcA" },
	{ "This is just a test", "$5$rounds=5000$toolongsaltstring",
	  "$5$rounds=5000$toolongsaltstrin$Un/5jzAHMgOGZ5.mWJpuVolil07guHPvOW8mGRcvxa5" },
	{ "we have a short salt string but not a short password", "$5$rounds=77777$short",
	  "$5$rounds=77777$short$JiO1O3ZpDAxGJeaDIuqCoEFysAe1mZNJRs3pw0KQRd/" },
	{ "the minimum number is still observed", "$5$rounds=1000$roundstoolow",
	  "$5$rounds=1000$roundstoolow$yfvwcWrQ8l/K0DAWyuPMDNHpIVlTQebY9l/gL972bIC" },
	{ "x", "$5$rounds=5000$a$b$c",
	  "$5$rounds=5000$a$m5PPB7rYZmTs0gzCcO.9R/qmXtGr3g/5s2bl1flV9x2" },
	{ "Hello world!", "$6$saltstring",
	  "$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1" },
	{ "Hello world!", "$6$rounds=10000$saltstringsaltstring",
	  "$6$rounds=10000$saltstringsaltst$OW1/O6BYHV6BcXZu8QVeXbDWra3Oeqh0sbHbbMCVNSnCM/UrjmM0Dp8vOuZeHBy/YTBmSK6H9qs/y3RnOaw5v." },
};

int main(void)
{
	struct crypt_data *d = calloc(1, sizeof *d);
	for (unsigned i = 0; i < sizeof kat / sizeof *kat; i++) {
		CHECK_STR(crypt(kat[i].key, kat[i].setting), kat[i].hash);
		/* a full hash works as its own setting: that is how logins check */
		CHECK_STR(crypt_r(kat[i].key, kat[i].hash, d), kat[i].hash);
	}

	/* MD5 and DES, and the empty key */
	CHECK_STR(crypt("password", "$1$saltsalt$"), "$1$saltsalt$qjXMvbEw8oaL.CzflDtaK/");
	CHECK_STR(crypt("", "$1$ab$"), "$1$ab$rn6aQS/o7141mj179E/zA.");
	CHECK_STR(crypt("password", "ab"), "abJnggxhB/yWI");
	CHECK_STR(crypt("passwordLONGER", "ab"), "abJnggxhB/yWI");
	CHECK_STR(crypt("", "./"), "./Una9Fi.seRo");
	CHECK_STR(crypt("test", "zZ"), "zZ2FT51eQDxN6");
	CHECK_STR(crypt("x", "$1$toolongsalt$"), "$1$toolongs$uq/hljtnqq8U5Xice38qI.");
	CHECK_STR(crypt("", "$6$$"),
	  "$6$$/chiBau24cE26QQVW3IfIe68Xu5.JQ4E8Ie7lcRLwqxO5cxGuBhqF2HmTL.zWJ9zjChg3yJYFXeGBQ2y3Ba1d1");

	/* rejected settings give a failure token and EINVAL */
	const char *bad[] = { "", "$", "$9$salt", "a", "a:", "$5$rounds=$salt", "$5$rounds=x$salt",
	                      "$6$sa:lt$", "$1$a\nb$", "$5$rounds=999$a", "$5$rounds=01000$a",
	                      "$5$rounds=1000000000$a", "ab:" };
	for (unsigned i = 0; i < sizeof bad / sizeof *bad; i++) {
		errno = 0;
		char *r = crypt("key", bad[i]);
		CHECK(r && r[0] == '*' && strlen(r) < 13);
		CHECK_INT(errno, EINVAL);
	}
	CHECK_STR(crypt("key", "*0"), "*1");
	CHECK_STR(crypt("key", "!!"), "*0");

	/* the method and salt are kept in crypt_r's own buffer */
	char *r = crypt_r("pw", "$5$abc", d);
	CHECK(r == d->output);
	CHECK(!strncmp(r, "$5$abc$", 7));
	free(d);
	return check_done();
}
