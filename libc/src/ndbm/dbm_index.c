#include <stdlib.h>
#include <string.h>
#include "ndbm_impl.h"

/* The in-memory index: every key the file holds (deleted ones too, as
 * dead entries, so a key stored again keeps its place in the iteration
 * order), in an array, and an open-addressing table of array indexes. */

uint32_t __dbm_hash(const void *p, size_t n)
{
	const unsigned char *s = p;
	uint32_t h = 2166136261u;
	while (n--) h = (h ^ *s++) * 16777619u;
	return h;
}

void __dbm_put32(unsigned char *p, uint32_t v)
{
	p[0] = v; p[1] = v >> 8; p[2] = v >> 16; p[3] = v >> 24;
}

uint32_t __dbm_get32(const unsigned char *p)
{
	return p[0] | p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

uint32_t __dbm_sum(uint32_t klen, uint32_t vlen, const void *key, const void *val)
{
	unsigned char hdr[8];
	__dbm_put32(hdr, klen);
	__dbm_put32(hdr + 4, vlen);
	uint32_t h = __dbm_hash(hdr, 8);
	const unsigned char *s = key;
	for (uint32_t i = 0; i < klen; i++) h = (h ^ s[i]) * 16777619u;
	s = val;
	for (uint32_t i = 0; vlen != DBM_DELETED && i < vlen; i++) h = (h ^ s[i]) * 16777619u;
	return h;
}

struct __dbm_ent *__dbm_find(DBM *d, const void *key, size_t klen, uint32_t h)
{
	if (!d->tabsize) return 0;
	for (size_t i = h & (d->tabsize - 1);; i = (i + 1) & (d->tabsize - 1)) {
		if (!d->tab[i]) return 0;
		struct __dbm_ent *e = d->ents + d->tab[i] - 1;
		if (e->hash == h && e->klen == klen && !memcmp(e->key, key, klen)) return e;
	}
}

static int grow_table(DBM *d)
{
	size_t n = d->tabsize ? 2 * d->tabsize : 64;
	size_t *t = calloc(n, sizeof *t);
	if (!t) return -1;
	for (size_t k = 0; k < d->nents; k++) {
		size_t i = d->ents[k].hash & (n - 1);
		while (t[i]) i = (i + 1) & (n - 1);
		t[i] = k + 1;
	}
	free(d->tab);
	d->tab = t;
	d->tabsize = n;
	return 0;
}

/* A new, dead entry for a key not in the index. */
struct __dbm_ent *__dbm_add(DBM *d, const void *key, size_t klen, uint32_t h)
{
	if (d->nents == d->cap) {
		size_t c = d->cap ? 2 * d->cap : 32;
		struct __dbm_ent *e = realloc(d->ents, c * sizeof *e);
		if (!e) return 0;
		d->ents = e;
		d->cap = c;
	}
	if (2 * (d->nents + 1) > d->tabsize && grow_table(d)) return 0;
	char *k = malloc(klen ? klen : 1);
	if (!k) return 0;
	memcpy(k, key, klen);
	struct __dbm_ent *e = d->ents + d->nents++;
	*e = (struct __dbm_ent){ .hash = h, .klen = klen, .key = k };
	size_t i = h & (d->tabsize - 1);
	while (d->tab[i]) i = (i + 1) & (d->tabsize - 1);
	d->tab[i] = d->nents;
	return e;
}

/* Applies the record at off (read from the file) to the index. */
int __dbm_apply(DBM *d, const void *key, uint32_t klen, uint32_t vlen, off_t off)
{
	uint32_t h = __dbm_hash(key, klen);
	struct __dbm_ent *e = __dbm_find(d, key, klen, h);
	if (vlen == DBM_DELETED) {
		d->garbage += DBM_HDR + klen;
		if (e && e->live) {
			d->garbage += DBM_HDR + e->klen + e->vlen;
			e->live = 0;
		}
		return 0;
	}
	if (!e && !(e = __dbm_add(d, key, klen, h))) return -1;
	if (e->live) d->garbage += DBM_HDR + e->klen + e->vlen;
	e->live = 1;
	e->vlen = vlen;
	e->off = off;
	return 0;
}
