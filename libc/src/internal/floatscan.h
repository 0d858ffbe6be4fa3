#ifndef FLOATSCAN_H
#define FLOATSCAN_H

#include <stddef.h>
#include "libc.h"

/* The text-to-float engine behind strtof/strtod/strtold, the wcsto* family
 * and atof. The input is narrow or wide (wide characters outside ASCII
 * simply end the number), so wcstod needs no copy of a long input. */

struct fsrc {
	const void *p;
	int wide;
};

union fsval {
	float f;
	double d;
	long double ld;
};

enum { FS_FLOAT, FS_DOUBLE, FS_LDOUBLE };

/* Converts per TYPE into *V; returns the number of characters consumed
 * (0: no conversion). Sets errno to ERANGE on overflow or inexact
 * underflow, as glibc does. */
hidden size_t __floatscan(struct fsrc src, int type, union fsval *v);

#endif
