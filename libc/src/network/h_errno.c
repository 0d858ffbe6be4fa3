#define _GNU_SOURCE
#include <netdb.h>
#include <stdio.h>

/* Per thread, as in glibc: two threads resolving at once must not see
 * each other's failures. */
static _Thread_local int h_err;

int *__h_errno_location(void)
{
	return &h_err;
}

const char *hstrerror(int e)
{
	switch (e) {
	case 0: return "Resolver Error 0 (no error)";
	case HOST_NOT_FOUND: return "Unknown host";
	case TRY_AGAIN: return "Host name lookup failure";
	case NO_RECOVERY: return "Unknown server error";
	case NO_DATA: return "No address associated with name";
	}
	return "Unknown resolver error";
}

void herror(const char *msg)
{
	if (msg && *msg) fprintf(stderr, "%s: %s\n", msg, hstrerror(h_errno));
	else fprintf(stderr, "%s\n", hstrerror(h_errno));
}
