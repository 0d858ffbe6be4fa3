#define _GNU_SOURCE
#include <string.h>
#include <sys/mman.h>
#include "check.h"

/* Every string and range ends right before an unmapped page, at every
 * length and alignment, so a vector or word loop that reads beyond the
 * object's last page faults instead of passing. */
int main(void)
{
	char *m = mmap(0, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(m != MAP_FAILED);
	CHECK_INT(mprotect(m + 4096, 4096, PROT_NONE), 0);
	char *end = m + 4096;
	int bad = 0;
	for (int len = 0; len < 300; len++) {
		char *s = end - len - 1;
		memset(m, 'a', 4096);
		s[len] = 0;
		if (strlen(s) != (size_t)len) bad++;
		if (strnlen(s, len + 100) != (size_t)len) bad++;
		if (strchr(s, 'b') != 0) bad++;
		if (strchrnul(s, 'b') != s + len) bad++;
		if (strrchr(s, 'b') != 0) bad++;
		if (rawmemchr(s, 0) != s + len) bad++;
		/* Ranges that end exactly at the page end. */
		char *r = end - len;
		if (memchr(r, 'b', len) != 0) bad++;
		if (memrchr(r, 'b', len) != 0) bad++;
		if (len) {
			r[len - 1] = 'b';
			if (memchr(r, 'b', len) != r + len - 1) bad++;
			if (memrchr(r, 'b', len) != r + len - 1) bad++;
			r[len - 1] = 'a';
		}
		if (strcmp(s, s) != 0) bad++;
		if (memcmp(r, m, len) != 0) bad++;
	}
	CHECK_INT(bad, 0);
	return check_done();
}
