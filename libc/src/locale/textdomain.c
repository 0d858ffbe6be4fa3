#include <libintl.h>
#include <string.h>
#include <stdlib.h>
#include <errno.h>
#include "lock.h"

static char *current;
static volatile int lock[1];

/* The domain is remembered (programs read it back with
 * textdomain(NULL)); "" means the default, "messages". */
char *textdomain(const char *name)
{
	char *r;
	LOCK(lock);
	if (name) {
		char *p = 0;
		if (*name && strcmp(name, "messages") && !(p = strdup(name))) {
			UNLOCK(lock);
			return 0;
		}
		free(current);
		current = p;
	}
	r = current ? current : "messages";
	UNLOCK(lock);
	return r;
}
