/* What gnulib's iconv.m4 (am_cv_func_iconv_works) runs before it lets m4,
 * diffutils and the rest use iconv: failures must be reported as such,
 * a full output must not be overrun, and EUC-JP must be there. */
#include <iconv.h>
#include <errno.h>
#include <string.h>
#include "check.h"

int main(void)
{
	char buf[10], *ip, *op;
	size_t il, ol;

	/* An unconvertible character is an error, not a success. */
	iconv_t cd = iconv_open("ISO8859-1", "UTF-8");
	CHECK(cd != (iconv_t)-1);
	ip = "\342\202\254"; il = 3; op = buf; ol = sizeof buf;
	CHECK(iconv(cd, &ip, &il, &op, &ol) == (size_t)-1);
	iconv_close(cd);

	/* (glibc does not know Solaris's name "646"; gnulib allows that.) */
	cd = iconv_open("ISO8859-1", "646");
	if (cd != (iconv_t)-1) {
		ip = "\263"; il = 1; op = buf; ol = sizeof buf;
		CHECK(iconv(cd, &ip, &il, &op, &ol) == (size_t)-1);
		iconv_close(cd);
	}

	/* One byte of room for a two-byte character: nothing written. */
	static char two[2] = { (char)0xde, (char)0xad };
	cd = iconv_open("UTF-8", "ISO-8859-1");
	CHECK(cd != (iconv_t)-1);
	ip = "\304"; il = 1; op = two; ol = 1;
	CHECK(iconv(cd, &ip, &il, &op, &ol) == (size_t)-1);
	CHECK_INT(errno, E2BIG);
	CHECK(op == two && two[1] == (char)0xad);
	iconv_close(cd);

	/* EUC-JP under the names gnulib tries first. */
	cd = iconv_open("UTF-8", "EUC-JP");
	CHECK(cd != (iconv_t)-1);
	iconv_close(cd);
	cd = iconv_open("utf8", "eucJP");
	CHECK(cd != (iconv_t)-1);
	/* And it converts (gnulib's test-iconv does this one too). */
	ip = "\244\263"; il = 2; op = buf; ol = sizeof buf;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK_INT(op - buf, 3);
	CHECK_MEM(buf, "\343\201\223", 3);
	iconv_close(cd);
	return check_done();
}
