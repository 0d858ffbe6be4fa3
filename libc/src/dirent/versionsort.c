#define _GNU_SOURCE
#include <dirent.h>
#include <string.h>
#include "libc.h"

#undef versionsort64

int versionsort(const struct dirent **a, const struct dirent **b)
{
	return strverscmp((*a)->d_name, (*b)->d_name);
}

weak_alias(versionsort, versionsort64);
