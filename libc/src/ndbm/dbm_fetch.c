#include <errno.h>
#include <stdlib.h>
#include <unistd.h>
#include "ndbm_impl.h"

/* The value is read from the file into the handle's buffer, which the
 * next fetch reuses (POSIX: valid until the next call). */
datum dbm_fetch(DBM *d, datum key)
{
	datum r = { 0, 0 };
	struct __dbm_ent *e = __dbm_find(d, key.dptr, key.dsize, __dbm_hash(key.dptr, key.dsize));
	if (!e || !e->live) return r;
	size_t need = e->vlen ? e->vlen : 1;
	if (need > d->bufsize) {
		void *b = realloc(d->buf, need);
		if (!b) {
			d->err = 1;
			return r;
		}
		d->buf = b;
		d->bufsize = need;
	}
	ssize_t n = pread(d->fd, d->buf, e->vlen, e->off + DBM_HDR + e->klen);
	if (n != (ssize_t)e->vlen) {
		if (n >= 0) errno = EIO;
		d->err = 1;
		return r;
	}
	r.dptr = d->buf;
	r.dsize = e->vlen;
	return r;
}

/* Keys in the order they were first stored; a key deleted during the
 * walk does not disturb it. */
static datum walk(DBM *d)
{
	while (d->iter < d->nents && !d->ents[d->iter].live) d->iter++;
	if (d->iter == d->nents) return (datum){ 0, 0 };
	struct __dbm_ent *e = d->ents + d->iter++;
	return (datum){ e->key, e->klen };
}

datum dbm_firstkey(DBM *d)
{
	d->iter = 0;
	return walk(d);
}

datum dbm_nextkey(DBM *d)
{
	return walk(d);
}

int dbm_error(DBM *d)
{
	return d->err;
}

int dbm_clearerr(DBM *d)
{
	d->err = 0;
	return 0;
}
