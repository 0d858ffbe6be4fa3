#define _GNU_SOURCE
#include <netdb.h>
#include <stdlib.h>
#include <errno.h>
#include "netdb_db.h"
#include "lock.h"

/* The sequential reader of /etc/services. */
static volatile int lock[1];
static FILE *file;
static char *line;
static size_t cap;

/* stayopen changes nothing: the by-name and by-port lookups read their
 * own copy of the file, so this stream is never closed behind a caller. */
void setservent(int stayopen)
{
	LOCK(lock);
	if (file) rewind(file);
	UNLOCK(lock);
}

void endservent(void)
{
	LOCK(lock);
	if (file) fclose(file);
	file = 0;
	UNLOCK(lock);
}

int getservent_r(struct servent *se, char *buf, size_t size, struct servent **res)
{
	char *s, *f[DB_MAXFIELDS];
	int err = 0, port, n, saved = errno;
	*res = 0;
	LOCK(lock);
	if (!file && !(file = __db_open("/etc/services"))) {
		err = errno == ENOENT ? ENOENT : errno;
		goto out;
	}
	for (;;) {
		off_t at = ftello(file);
		if (!(s = __db_line(file, &line, &cap))) { err = ENOENT; break; }
		if ((n = __serv_split(s, f, &port)) < 0) continue;
		/* Too small: leave the entry to be read again with a bigger buffer. */
		if ((err = __serv_fill(f, n, port, se, buf, size))) { fseeko(file, at, SEEK_SET); break; }
		*res = se;
		break;
	}
out:
	UNLOCK(lock);
	errno = saved;
	return err;
}

struct servent *getservent(void)
{
	static struct servent se;
	static char *buf;
	static size_t size;
	struct servent *res;
	while (getservent_r(&se, buf, size, &res) == ERANGE)
		if (__db_grow(&buf, &size)) return 0;
	return res;
}
