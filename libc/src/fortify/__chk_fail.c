#include <string.h>
#include <stdlib.h>
#include "fortify.h"
#include "syscall.h"

/* glibc's words first, so that whatever watches for them (test suites,
 * crash collectors) sees the same line; then the function that found
 * the overflow, the only hint a program without a debugger gets. No
 * stdio and no malloc: the overflow may have hit their own data. */
_Noreturn void __pp_chk_fail(const char *fn)
{
	static const char head[] = "*** buffer overflow detected ***: ";
	static const char tail[] = "terminated\n";
	char msg[sizeof head + 64 + sizeof tail];
	size_t n = sizeof head - 1, k = fn ? strnlen(fn, 60) : 0;
	memcpy(msg, head, n);
	if (k) {
		memcpy(msg + n, fn, k), n += k;
		msg[n++] = ':', msg[n++] = ' ';
	}
	memcpy(msg + n, tail, sizeof tail - 1), n += sizeof tail - 1;
	__syscall(SYS_write, 2, msg, n);
	abort();
}

/* What objects built against glibc's headers call when a check they
 * made inline fails. */
_Noreturn void __chk_fail(void)
{
	__pp_chk_fail(0);
}
