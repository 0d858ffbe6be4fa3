/* <stdio_ext.h>: the glibc functions checked against glibc, and the
 * behaviour gnulib relies on. The polyport-only extras are in
 * stdio_ext_gnulib.c. */
#include <stdio.h>
#include <stdio_ext.h>
#include <string.h>
#include "check.h"

int main(void)
{
	char b[64] = "line one\nline two\n";
	FILE *f = fmemopen(b, strlen(b), "r");
	CHECK(f != NULL);
	CHECK(__freadable(f));
	CHECK(!__fwritable(f));
	CHECK(__freading(f));
	CHECK(!__fwriting(f));
	CHECK_INT(fgetc(f), 'l');
	CHECK(__fbufsize(f) > 0);
	CHECK_INT(__fpending(f), 0);
	/* __fpurge drops buffered input. */
	__fpurge(f);
	CHECK_INT(__freading(f), 1);
	fclose(f);

	char out[64];
	memset(out, 0, sizeof out);
	f = fmemopen(out, sizeof out, "w");
	CHECK(__fwritable(f));
	CHECK(!__freadable(f));
	CHECK(__fwriting(f));
	CHECK(!__freading(f));
	CHECK(!__flbf(f));
	fputs("abcde", f);
	CHECK_INT(__fpending(f), 5);
	__fpurge(f);
	CHECK_INT(__fpending(f), 0);
	fputs("xy", f);
	fclose(f);
	CHECK_STR(out, "xy");

	/* setvbuf(_IOLBF) shows in __flbf. */
	f = fmemopen(out, sizeof out, "w");
	setvbuf(f, NULL, _IOLBF, 0);
	CHECK(__flbf(f));
	CHECK_INT(__fsetlocking(f, FSETLOCKING_BYCALLER), FSETLOCKING_INTERNAL);
	CHECK_INT(__fsetlocking(f, FSETLOCKING_QUERY), FSETLOCKING_BYCALLER);
	fclose(f);

	/* A "+" stream is reading after a read, writing after a write. */
	f = fmemopen(out, sizeof out, "w+");
	fputs("12", f);
	CHECK(__fwriting(f));
	CHECK(!__freading(f));
	rewind(f);
	CHECK_INT(fgetc(f), '1');
	CHECK(__freading(f));
	CHECK(!__fwriting(f));
	fclose(f);
	_flushlbf();

	return check_done();
}
