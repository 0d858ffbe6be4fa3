#define _GNU_SOURCE
#include <netdb.h>
#include <stdlib.h>
#include <errno.h>
#include "netdb_db.h"
#include "lock.h"

/* The sequential reader of /etc/protocols. */
static volatile int lock[1];
static FILE *file;
static char *line;
static size_t cap;

/* stayopen changes nothing: the by-name and by-number lookups read their
 * own copy of the file, so this stream is never closed behind a caller. */
void setprotoent(int stayopen)
{
	LOCK(lock);
	if (file) rewind(file);
	UNLOCK(lock);
}

void endprotoent(void)
{
	LOCK(lock);
	if (file) fclose(file);
	file = 0;
	UNLOCK(lock);
}

int getprotoent_r(struct protoent *se, char *buf, size_t size, struct protoent **res)
{
	char *s, *f[DB_MAXFIELDS];
	int err = 0, num, n, saved = errno;
	*res = 0;
	LOCK(lock);
	if (!file && !(file = __db_open("/etc/protocols"))) {
		err = errno == ENOENT ? ENOENT : errno;
		goto out;
	}
	for (;;) {
		off_t at = ftello(file);
		if (!(s = __db_line(file, &line, &cap))) { err = ENOENT; break; }
		if ((n = __proto_split(s, f, &num)) < 0) continue;
		/* Too small: leave the entry to be read again with a bigger buffer. */
		if ((err = __proto_fill(f, n, num, se, buf, size))) { fseeko(file, at, SEEK_SET); break; }
		*res = se;
		break;
	}
out:
	UNLOCK(lock);
	errno = saved;
	return err;
}

struct protoent *getprotoent(void)
{
	static struct protoent se;
	static char *buf;
	static size_t size;
	struct protoent *res;
	while (getprotoent_r(&se, buf, size, &res) == ERANGE)
		if (__db_grow(&buf, &size)) return 0;
	return res;
}
