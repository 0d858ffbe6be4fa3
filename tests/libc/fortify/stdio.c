/* _FORTIFY_SOURCE=2 on <stdio.h>: sprintf, snprintf, vsprintf,
 * vsnprintf, fgets and fread stop before writing past the buffer. */
#undef _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 2
#include <stdarg.h>
#include <stdio.h>
#include "chk.h"

static volatile size_t n8 = 8, n9 = 9;
static volatile int i9 = 9;
static const char *volatile s8 = "12345678";

/* The buffer is the helper's own, so its size is known where the v*
 * function is called. */
static int vs(const char *f, ...)
{
	char d[8];
	va_list ap;
	va_start(ap, f);
	int r = vsprintf(d, f, ap);
	va_end(ap);
	__asm__ volatile("" : : "r"(d) : "memory");
	return r;
}

static int vsn(char *out, size_t n, const char *f, ...)
{
	char d[8];
	va_list ap;
	va_start(ap, f);
	int r = vsnprintf(d, n, f, ap);
	va_end(ap);
	memcpy(out, d, sizeof d);
	return r;
}

static void overflow(int which)
{
	char d[8];
	FILE *f = fmemopen((void *)"abcdefghijklmnop\n", 17, "r");
	switch (which) {
	case 1: sprintf(d, "%s%d", s8, 9); break;
	case 2: snprintf(d, n9, "%s%d", s8, 9); break;
	case 3: vs("%s", s8); break;
	case 4: vsn(d, n9, "%s", s8); break;
	case 5: fgets(d, i9, f); break;
	case 6: fread(d, 1, n9, f); break;
	case 7: fread(d, 3, 3, f); break;
	}
	__asm__ volatile("" : : "r"(d) : "memory");
}

int main(void)
{
	char d[8];
	FILE *f = fmemopen((void *)"abcdefghijklmnop\n", 17, "r");
	CHECK_INT(sprintf(d, "%s", "1234567"), 7);
	CHECK_INT(snprintf(d, n8, "%s", s8), 8);
	CHECK_STR(d, "1234567");
	CHECK_INT(vsn(d, n8, "%d", 12), 2);
	CHECK(fgets(d, 8, f) == d);
	CHECK_STR(d, "abcdefg");
	CHECK_INT((int)fread(d, 2, 4, f), 4);
	fclose(f);
	CHECK_ABORTS(1, "sprintf");
	CHECK_ABORTS(2, "snprintf");
	CHECK_ABORTS(3, "vsprintf");
	CHECK_ABORTS(4, "vsnprintf");
	CHECK_ABORTS(5, "fgets");
	CHECK_ABORTS(6, "fread");
	CHECK_ABORTS(7, "fread");
	return check_done();
}
