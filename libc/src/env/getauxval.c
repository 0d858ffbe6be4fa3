#include <sys/auxv.h>
#include <errno.h>
#include "libc.h"

/* Scan the vector itself: a value of 0 is valid (AT_SECURE), so the
 * cache cannot tell "absent" from "zero". */
unsigned long getauxval(unsigned long type)
{
	for (size_t *a = libc.auxv; a && *a; a += 2)
		if (*a == type) return a[1];
	errno = ENOENT;
	return 0;
}

/* glibc's exported name for the same function (GLIBC_2.16/2.17), which
 * code built for glibc calls: on aarch64 libgcc's lse-init.o, pulled in
 * by anything compiled with outline atomics (the host's libstdc++.a that
 * the C++ driver links), reads AT_HWCAP through it. */
strong_alias(getauxval, __getauxval);
