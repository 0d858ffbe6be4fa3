#include <string.h>
#include "stdio_impl.h"

/* Copies whole runs out of the buffer with memchr rather than a getc per
 * byte. */
char *fgets(char *restrict s, int n, FILE *restrict f)
{
	char *p = s;
	int c;

	FLOCK(f);
	if (n <= 1) {
		/* Room for the terminator only; POSIX leaves n<=0 open. */
		FUNLOCK(f);
		if (n < 1) return 0;
		*s = 0;
		return s;
	}
	n--;
	while (n) {
		if (f->rpos != f->rend) {
			size_t k = f->rend - f->rpos;
			unsigned char *z = memchr(f->rpos, '\n', k);
			if (z) k = z - f->rpos + 1;
			if (k > (size_t)n) k = n;
			memcpy(p, f->rpos, k);
			f->rpos += k;
			p += k;
			n -= k;
			if (p[-1] == '\n' || !n) break;
		}
		if ((c = __uflow(f)) == EOF) {
			if (p == s || (f->flags & F_ERR)) s = 0;
			break;
		}
		*p++ = c;
		n--;
		if (c == '\n') break;
	}
	if (s) *p = 0;
	FUNLOCK(f);
	return s;
}

weak_alias(fgets, fgets_unlocked);
