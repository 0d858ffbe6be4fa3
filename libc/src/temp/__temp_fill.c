#include <stdlib.h>
#include <string.h>
#include <errno.h>

void __temp_fill(char *p)
{
	static const char chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
	unsigned char r[6];
	__random_bytes(r, sizeof r);
	/* 62 does not divide 256; the bias is irrelevant for unique names. */
	for (int i = 0; i < 6; i++) p[i] = chars[r[i] % 62];
}

char *__temp_slot(char *t, int suffix)
{
	size_t l = strlen(t);
	if (suffix < 0 || l < 6 || l - 6 < (size_t)suffix || memcmp(t + l - suffix - 6, "XXXXXX", 6)) {
		errno = EINVAL;
		return 0;
	}
	return t + l - suffix - 6;
}
