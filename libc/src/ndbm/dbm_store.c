#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ndbm_impl.h"

/* Appends one record; vlen DBM_DELETED for a deletion. */
static int append(DBM *d, const void *key, uint32_t klen, const void *val, uint32_t vlen, off_t *at)
{
	size_t vl = vlen == DBM_DELETED ? 0 : vlen, n = DBM_HDR + (size_t)klen + vl;
	unsigned char *rec = malloc(n);
	if (!rec) return -1;
	__dbm_put32(rec, klen);
	__dbm_put32(rec + 4, vlen);
	__dbm_put32(rec + 8, __dbm_sum(klen, vlen, key, val));
	if (klen) memcpy(rec + DBM_HDR, key, klen);
	if (vl) memcpy(rec + DBM_HDR + klen, val, vl);
	int r = __dbm_pwrite(d->fd, rec, n, d->end);
	free(rec);
	if (r) {
		/* a partial record must not stay in front of the next one */
		int e = errno;
		(void)!ftruncate(d->fd, d->end);
		errno = e;
		d->err = 1;
		return -1;
	}
	*at = d->end;
	d->end += n;
	return 0;
}

static int check(DBM *d, datum key)
{
	if (!d->writable) {
		errno = EPERM;
		return -1;
	}
	if ((!key.dptr && key.dsize) || key.dsize >= DBM_DELETED) {
		errno = EINVAL;
		return -1;
	}
	return 0;
}

int dbm_store(DBM *d, datum key, datum val, int mode)
{
	if (check(d, key)) return -1;
	if ((!val.dptr && val.dsize) || val.dsize >= DBM_DELETED || (mode != DBM_INSERT && mode != DBM_REPLACE)) {
		errno = EINVAL;
		return -1;
	}
	uint32_t h = __dbm_hash(key.dptr, key.dsize);
	struct __dbm_ent *e = __dbm_find(d, key.dptr, key.dsize, h);
	if (e && e->live && mode == DBM_INSERT) return 1;
	/* The index entry exists before the write, so nothing can fail
	 * between writing the record and recording it. */
	if (!e && !(e = __dbm_add(d, key.dptr, key.dsize, h))) return -1;
	off_t at;
	if (append(d, key.dptr, key.dsize, val.dptr, val.dsize, &at)) return -1;
	if (e->live) d->garbage += DBM_HDR + e->klen + e->vlen;
	e->live = 1;
	e->vlen = val.dsize;
	e->off = at;
	return 0;
}

int dbm_delete(DBM *d, datum key)
{
	if (check(d, key)) return -1;
	struct __dbm_ent *e = __dbm_find(d, key.dptr, key.dsize, __dbm_hash(key.dptr, key.dsize));
	if (!e || !e->live) return -1;
	off_t at;
	if (append(d, key.dptr, key.dsize, 0, DBM_DELETED, &at)) return -1;
	d->garbage += 2 * DBM_HDR + 2 * e->klen + e->vlen;
	e->live = 0;
	return 0;
}
