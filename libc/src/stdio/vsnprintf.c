#include <stdint.h>
#include <string.h>
#include "stdio_impl.h"

/* The caller's array is the FILE buffer itself, so formatting writes
 * into it directly; what does not fit reaches sn_write, which keeps the
 * part that fits and drops the rest (the count still includes it). */
static size_t sn_write(FILE *f, const unsigned char *s, size_t l)
{
	size_t k = f->wend - f->wpos;
	if (k > l) k = l;
	memcpy(f->wpos, s, k);
	f->wpos += k;
	return l;
}

int vsnprintf(char *restrict s, size_t n, const char *restrict fmt, va_list ap)
{
	unsigned char dummy[1];
	FILE f = FILE_INIT_STRING;
	int r;

	f.write = sn_write;
	f.flags = F_NORD;
	if (!n) {
		f.wbase = f.wpos = f.wend = dummy;
	} else {
		/* Keep the end pointer inside the address space. */
		if (n - 1 > UINTPTR_MAX - (uintptr_t)s) n = UINTPTR_MAX - (uintptr_t)s + 1;
		f.wbase = f.wpos = (unsigned char *)s;
		f.wend = f.wpos + n - 1;
	}
	f.buf = f.wbase;
	f.buf_size = f.wend - f.wbase;
	r = __vfprintf_unlocked(&f, fmt, ap);
	if (n) *f.wpos = 0;
	return r;
}
