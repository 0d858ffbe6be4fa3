/* What gnulib's test-strerror_r asks of the POSIX strerror_r (the form
 * <string.h> gives without _GNU_SOURCE): results, errno untouched,
 * truncation with ERANGE for every size, no write past the size. */
#include <string.h>
#include <errno.h>
#include "check.h"

int main(void)
{
	char buf[100];
	int errs[] = { EACCES, ETIMEDOUT, EOVERFLOW, 0, -3 };
	for (unsigned j = 0; j < sizeof errs / sizeof *errs; j++) {
		errno = 0;
		buf[0] = '^';
		int r = strerror_r(errs[j], buf, sizeof buf);
		if (errs[j] == -3) CHECK(r == 0 || r == EINVAL);
		else CHECK_INT(r, 0);
		CHECK(buf[0] != '^' && buf[0]);
		CHECK_INT(errno, 0);
		CHECK(strlen(buf) < sizeof buf);
	}
	strerror_r(0, buf, sizeof buf);
	CHECK(!strstr(buf, "nknown") && !strstr(buf, "ndefined"));

	int trunc[] = { EACCES, 0, -3 };
	buf[sizeof buf - 1] = 0;
	for (unsigned j = 0; j < 3; j++) {
		char full[sizeof buf] = "";
		strerror_r(trunc[j], full, sizeof full);
		size_t len = strlen(full);
		for (size_t i = 0; i <= len; i++) {
			memset(buf, '^', sizeof buf - 1);
			errno = 0;
			int r = strerror_r(trunc[j], buf, i);
			CHECK_INT(errno, 0);
			if (j == 2) CHECK(r == ERANGE || r == EINVAL);
			else CHECK_INT(r, ERANGE);
			if (i) {
				CHECK(!strncmp(buf, full, i - 1));
				CHECK_INT(buf[i - 1], 0);
			}
			CHECK(strspn(buf + i, "^") == sizeof buf - 1 - i);
		}
		strcpy(buf, "BADFACE");
		errno = 0;
		CHECK(strerror_r(trunc[j], buf, len + 1) != ERANGE);
		CHECK_INT(errno, 0);
		CHECK_STR(buf, full);
	}
	return check_done();
}
