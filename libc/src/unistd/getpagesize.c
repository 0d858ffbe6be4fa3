#include <unistd.h>
#include "libc.h"

int getpagesize(void)
{
	return libc.page_size;
}
