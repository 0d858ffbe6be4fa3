#define _GNU_SOURCE
#include <string.h>
#include <errno.h>

/* The names come from the same list as the messages, so the two cannot
 * drift apart. Value 0 has no name in glibc's sense but its list entry is
 * spelled "0", which is what glibc returns too. */
#define E(n, s) [n] = #n,
static const char *const names[] = {
#include "__strerror.h"
};
#undef E

const char *strerrorname_np(int e)
{
	return (unsigned)e < sizeof names / sizeof *names ? names[e] : 0;
}
