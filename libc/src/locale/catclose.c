#include <nl_types.h>
#include <errno.h>

int catclose(nl_catd cat)
{
	errno = EBADF;
	return -1;
}
