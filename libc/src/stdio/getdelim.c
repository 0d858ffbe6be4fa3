#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "stdio_impl.h"

/* Whole buffered runs are copied with memchr/memcpy; the line buffer
 * grows geometrically. On error or EOF before any byte, -1; the bytes
 * read so far stay in *s, terminated. */
ssize_t getdelim(char **restrict s, size_t *restrict n, int delim, FILE *restrict f)
{
	size_t i = 0;
	int c;

	if (!n || !s) {
		errno = EINVAL;
		return -1;
	}
	if (!*s) *n = 0;

	FLOCK(f);
	for (;;) {
		unsigned char *z = 0;
		size_t k = 0;
		if (f->rpos != f->rend) {
			z = memchr(f->rpos, delim, f->rend - f->rpos);
			k = z ? (size_t)(z - f->rpos + 1) : (size_t)(f->rend - f->rpos);
		}
		if (i + k + 1 >= *n) {
			size_t m = i + k + 2;
			if (!z && m < SIZE_MAX / 4) m += m / 2;
			if (m < 120) m = 120;
			char *t = realloc(*s, m);
			if (!t) {
				f->flags |= F_ERR;
				FUNLOCK(f);
				errno = ENOMEM;
				return -1;
			}
			*s = t;
			*n = m;
		}
		if (k) {
			memcpy(*s + i, f->rpos, k);
			f->rpos += k;
			i += k;
		}
		if (z) break;
		if ((c = __uflow(f)) == EOF) {
			if (!i || (f->flags & F_ERR) && !(f->flags & F_EOF)) {
				(*s)[i] = 0;
				FUNLOCK(f);
				return -1;
			}
			break;
		}
		/* __uflow took one byte: store it (room was reserved). */
		(*s)[i++] = c;
		if (c == delim) break;
	}
	(*s)[i] = 0;
	FUNLOCK(f);
	return i;
}

weak_alias(getdelim, __getdelim);
