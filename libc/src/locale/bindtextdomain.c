#include <libintl.h>
#include <string.h>
#include <stdlib.h>
#include <errno.h>
#include "lock.h"

/* Directory and codeset bindings per domain, kept so that queries give
 * back what was set, as GNU gettext does. Entries are never freed: the
 * returned strings must stay valid. */
struct binding {
	struct binding *next;
	char *dir, *codeset;
	char domain[];
};

static struct binding *list;
static volatile int lock[1];

#define DEFAULT_DIR "/usr/share/locale"

static struct binding *find(const char *domain, int create)
{
	struct binding *b;
	for (b = list; b; b = b->next)
		if (!strcmp(b->domain, domain)) return b;
	if (!create) return 0;
	size_t n = strlen(domain) + 1;
	if (!(b = calloc(1, sizeof *b + n))) return 0;
	memcpy(b->domain, domain, n);
	b->next = list;
	list = b;
	return b;
}

/* Sets (when VAL is not null) and returns the field at OFF of DOMAIN's
 * binding. */
static char *bind(const char *domain, const char *val, size_t off, char *dflt)
{
	struct binding *b;
	char *r;

	if (!domain || !*domain) { errno = EINVAL; return 0; }
	LOCK(lock);
	b = find(domain, val != 0);
	if (val) {
		char *copy = b ? strdup(val) : 0;
		if (!copy) { UNLOCK(lock); errno = ENOMEM; return 0; }
		/* The old string may still be held by a caller: leak it. */
		*(char **)((char *)b + off) = copy;
	}
	r = b && *(char **)((char *)b + off) ? *(char **)((char *)b + off) : dflt;
	UNLOCK(lock);
	return r;
}

char *bindtextdomain(const char *domain, const char *dir)
{
	return bind(domain, dir, offsetof(struct binding, dir), DEFAULT_DIR);
}

char *bind_textdomain_codeset(const char *domain, const char *codeset)
{
	return bind(domain, codeset, offsetof(struct binding, codeset), 0);
}
