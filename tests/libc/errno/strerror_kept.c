/* No standard function may call strerror (POSIX): the buffer strerror
 * formats an unknown value into stays the caller's. printf's %m, warn
 * and error format errno's message themselves; each here prints an
 * unknown value and the string strerror returned earlier must survive
 * (gnulib's test-perror2 checks the same of perror). */
#define _GNU_SOURCE
#include <err.h>
#include <errno.h>
#include <error.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include "check.h"

int main(void)
{
	char got[128];
	wchar_t wgot[64];
	const char *msg = strerror(1729576);
	int saved = dup(2), null = open("/dev/null", O_WRONLY);
	CHECK_STR(msg, "Unknown error 1729576");

	errno = -5;
	snprintf(got, sizeof got, "[%m]");
	CHECK_STR(got, "[Unknown error -5]");
	CHECK_STR(msg, "Unknown error 1729576");

	errno = -6;
	swprintf(wgot, 64, L"[%m]");
	CHECK(!wcscmp(wgot, L"[Unknown error -6]"));
	CHECK_STR(msg, "Unknown error 1729576");

	/* warn and error write to stderr: send it away meanwhile. */
	dup2(null, 2);
	errno = -7;
	warn("x");
	error(0, -8, "y");
	dup2(saved, 2);
	CHECK_STR(msg, "Unknown error 1729576");
	return check_done();
}
