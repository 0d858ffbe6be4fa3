#include <string.h>
#include <sys/mman.h>
#include "check.h"
/* Random strings, one ending right before an unmapped page, so a word
 * loop that reads too far faults instead of passing. */
static int sgn(int x) { return (x > 0) - (x < 0); }
int main(void)
{
	char *m = mmap(0, 8192, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0);
	mprotect(m + 4096, 4096, PROT_NONE);
	char *end = m + 4096;
	int bad = 0;
	unsigned x = 7;
	for (int it = 0; it < 100000; it++) {
		int la = (x = x * 1103515245 + 12345) >> 16 & 63, lb = la;
		char *a = end - la - 1 - ((x >> 8) & 7), *b = m + 100 + ((x >> 12) & 15);
		for (int i = 0; i < la; i++) a[i] = b[i] = 'a' + ((x = x * 1103515245 + 12345) >> 16) % 3;
		a[la] = 0; b[lb] = 0;
		int k = (x >> 20) % (la + 1);
		if ((x >> 5) & 1) b[k] = (x >> 9) & 1 ? 0 : (char)0xc3;
		int want = 0;
		for (int i = 0;; i++) { if (a[i] != b[i]) { want = (unsigned char)a[i] - (unsigned char)b[i]; break; } if (!a[i]) break; }
		if (sgn(strcmp(a, b)) != sgn(want) || sgn(strcmp(b, a)) != -sgn(want)) bad++;
	}
	CHECK_INT(bad, 0);
	return check_done();
}
