/* The integer and string paths of the printf family, which GNU programs
 * (ls -l, du, wc, sort) spend their output time in. */
#include <stdio.h>
#include <string.h>
#include "bench.h"

int main(void)
{
	char buf[128];
	static char big[1 << 16];
	FILE *f = fmemopen(big, sizeof big, "w");
	long n = 2000000;

	BENCH_LOOP("snprintf_d", n, snprintf(buf, sizeof buf, "%d", (int)bench__i); bench_clobber());
	BENCH_LOOP("snprintf_lu_width", n, snprintf(buf, sizeof buf, "%12lu", (unsigned long)bench__i * 2654435761UL); bench_clobber());
	BENCH_LOOP("snprintf_mixed", n, snprintf(buf, sizeof buf, "%s %5d %-8s %08x\n", "name", (int)bench__i, "user", (unsigned)bench__i); bench_clobber());
	BENCH_LOOP("snprintf_literal", n, snprintf(buf, sizeof buf, "a plain string with no conversions at all"); bench_clobber());
	BENCH_LOOP("fprintf_line", n, {
		if ((bench__i & 1023) == 0) rewind(f);
		fprintf(f, "%7ld %s\n", bench__i, "file.txt");
	});
	BENCH_LOOP("fputs_putc", n, {
		if ((bench__i & 1023) == 0) rewind(f);
		fputs("word", f);
		putc(' ', f);
	});
	fclose(f);
	return 0;
}
