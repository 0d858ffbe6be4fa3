#define _DEFAULT_SOURCE
#include <unistd.h>
#include <errno.h>
#include <stdint.h>
#include "check.h"

int main(void)
{
	char *b0 = sbrk(0);
	CHECK(b0 != (void *)-1);
	/* grow by a page: the old break comes back, the memory is usable */
	char *p = sbrk(4096);
	CHECK(p == b0);
	CHECK(sbrk(0) == b0 + 4096);
	p[0] = 1;
	p[4095] = 2;
	CHECK_INT(p[0] + p[4095], 3);
	/* shrink with brk */
	CHECK_INT(brk(b0), 0);
	CHECK(sbrk(0) == b0);
	/* an absurd request fails */
	errno = 0;
	CHECK(sbrk(INTPTR_MAX) == (void *)-1 && errno == ENOMEM);
	CHECK(sbrk(0) == b0);
	return check_done();
}
