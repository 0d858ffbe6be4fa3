#include <string.h>
#include "check.h"

int main(void)
{
	char buf[64];
	CHECK_INT(strlen(""), 0);
	CHECK_INT(strlen("hello"), 5);
	memset(buf, 'x', sizeof buf);
	CHECK_INT(buf[63], 'x');
	CHECK(memcpy(buf, "abc", 4) == buf);
	CHECK_STR(buf, "abc");
	return check_done();
}
