#include <string.h>
#include "stdio_impl.h"

/* Buffered bytes are copied first; the rest is read straight into the
 * caller's memory (the backend refills our buffer on the same call). */
size_t fread(void *restrict destv, size_t size, size_t nmemb, FILE *restrict f)
{
	unsigned char *dest = destv;
	size_t len = size * nmemb, l = len, k;
	if (!size) nmemb = 0;

	FLOCK(f);
	if (f->rpos != f->rend) {
		k = f->rend - f->rpos;
		if (k > l) k = l;
		memcpy(dest, f->rpos, k);
		f->rpos += k;
		dest += k;
		l -= k;
	}
	for (; l; l -= k, dest += k) {
		k = __toread(f) ? 0 : f->read(f, dest, l);
		if (!k) {
			FUNLOCK(f);
			return (len - l) / size;
		}
	}
	FUNLOCK(f);
	return nmemb;
}

weak_alias(fread, fread_unlocked);
