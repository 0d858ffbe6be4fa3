#define _GNU_SOURCE
#include <string.h>

const char *strerrordesc_np(int e)
{
	return __strerror_known(e);
}
