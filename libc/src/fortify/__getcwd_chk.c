#include <unistd.h>
#include "fortify.h"

char *__getcwd_chk(char *buf, size_t n, size_t buflen)
{
	if (n > buflen) __pp_chk_fail("getcwd");
	return getcwd(buf, n);
}
