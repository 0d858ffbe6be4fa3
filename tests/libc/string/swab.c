#define _GNU_SOURCE
#include <unistd.h>
#include <string.h>
#include "check.h"

int main(void)
{
	char b[8];
	memset(b, 'z', sizeof b);
	swab("abcdef", b, 6);
	CHECK_MEM(b, "badcfez", 7);
	memset(b, 'z', sizeof b);
	swab("abc", b, 3);
	CHECK_MEM(b, "baz", 3);
	swab("ab", b, -2);
	CHECK_MEM(b, "baz", 3);
	return check_done();
}
