/* The stdio_ext extras glibc lacks and gnulib looks for elsewhere
 * (freadahead.c, freadptr.c, freadseek.c, fseterr.c). */
#include <stdio.h>
#include <stdio_ext.h>
#include <string.h>
#include "check.h"

int main(void)
{
#ifdef __polyport__
	char b[64] = "line one\nline two\n";
	FILE *f;
	f = fmemopen(b, strlen(b), "r");
	CHECK_INT(__freadahead(f), 0);
	CHECK_INT(fgetc(f), 'l');
	size_t n = 0;
	const char *p = __freadptr(f, &n);
	CHECK(p != NULL);
	CHECK_INT(n, strlen(b) - 1);
	CHECK_INT(__freadahead(f), n);
	CHECK_MEM(p, "ine one", 7);
	__freadptrinc(f, 4);
	CHECK_INT(fgetc(f), 'o');
	CHECK(!ferror(f));
	__fseterr(f);
	CHECK(ferror(f));
	fclose(f);
#else
	SKIP_UNLESS_POLYPORT("__freadahead/__freadptr/__fseterr are not in glibc");
#endif
	return check_done();
}
