/* Without _GNU_SOURCE, string.h must give the POSIX (int) strerror_r. */
#include <string.h>
#include <errno.h>
#include "check.h"

int main(void)
{
	char buf[8];
	int r = strerror_r(EPERM, buf, sizeof buf);
	CHECK_INT(r, ERANGE);
	CHECK_STR(buf, "Operati");
	_Static_assert(__builtin_types_compatible_p(__typeof(strerror_r(0, 0, 0)), int), "int strerror_r");
	return check_done();
}
