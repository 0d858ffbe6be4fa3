#ifndef NDBM_IMPL_H
#define NDBM_IMPL_H

#include <ndbm.h>
#include "libc.h"
#include <stdint.h>
#include <sys/types.h>

/* The database is one file, NAME.db, written only by appending:
 *
 *   "ppndbm1\n"                       8-byte magic
 *   then records, each
 *     u32 klen, u32 vlen, u32 sum     little-endian; vlen DBM_DELETED
 *     key bytes, value bytes          marks a deletion (no value)
 *
 * sum is FNV-1a over the lengths, key and value. Opening reads every
 * record, later ones overriding earlier ones for the same key; a record
 * cut short or whose sum is wrong ends the data (a write a crash cut
 * off), and a writer drops it. dbm_close of a writer rewrites the file
 * without the overridden records (to a temporary, then renamed) when
 * they are more than half of it. */

#define DBM_MAGIC "ppndbm1\n"
#define DBM_HDR 12
#define DBM_DELETED 0xffffffffu

struct __dbm_ent {
	uint32_t hash, klen, vlen;
	int live;
	off_t off;
	char *key;
};

struct __dbm {
	int fd, writable, err;
	char *path;
	struct __dbm_ent *ents;
	size_t nents, cap;
	size_t *tab, tabsize;
	off_t end, garbage;
	size_t iter;
	void *buf;
	size_t bufsize;
};

hidden uint32_t __dbm_hash(const void *, size_t);
hidden uint32_t __dbm_sum(uint32_t, uint32_t, const void *, const void *);
hidden struct __dbm_ent *__dbm_find(DBM *, const void *, size_t, uint32_t);
hidden struct __dbm_ent *__dbm_add(DBM *, const void *, size_t, uint32_t);
hidden void __dbm_put32(unsigned char *, uint32_t);
hidden uint32_t __dbm_get32(const unsigned char *);
hidden int __dbm_apply(DBM *, const void *, uint32_t, uint32_t, off_t);
hidden int __dbm_pwrite(int, const void *, size_t, off_t);

#endif
