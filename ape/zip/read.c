/* Phase 1: find and parse the zip store at the end of the file, if any:
 * the end record (and its zip64 form), then the central directory. A file
 * without one gets a new store after its last byte. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "apezip.h"
#include "../common/fileio.h"

static void pread_all(struct az *Z, void *buf, size_t n, uint64_t off)
{
	const char *why;
	if (off > (uint64_t)Z->st.st_size || n > (uint64_t)Z->st.st_size - off)
		az_die(Z, "zip store: %zu bytes at %llu lie outside the file", n, (unsigned long long)off);
	if (ape_pread_full(Z->fd, buf, n, (off_t)off, Z->ape, &why))
		az_die(Z, "%s", why);
}

/* The end record: the last "PK\5\6" whose comment reaches the file end. */
static int64_t find_eocd(struct az *Z, unsigned char *eocd)
{
	uint64_t size = (uint64_t)Z->st.st_size, n = size < 65557 ? size : 65557;
	unsigned char *tail = az_alloc(Z, n ? n : 1);
	int64_t at = -1;
	pread_all(Z, tail, n, size - n);
	for (int64_t i = (int64_t)n - Z_EOCD_SIZE; i >= 0 && at < 0; i--)
		if (rd32(tail + i) == Z_EOCD_SIG && i + Z_EOCD_SIZE + rd16(tail + i + 20) == (int64_t)n) {
			memcpy(eocd, tail + i, Z_EOCD_SIZE);
			at = (int64_t)(size - n) + i;
		}
	free(tail);
	return at;
}

static void read_zip64_end(struct az *Z, int64_t eocd_at, uint64_t *count, uint64_t *cd_size, uint64_t *cd_off)
{
	unsigned char loc[Z64_LOC_SIZE], rec[Z64_EOCD_SIZE];
	if (eocd_at < Z64_LOC_SIZE)
		az_die(Z, "zip store: zip64 locator missing");
	pread_all(Z, loc, sizeof loc, (uint64_t)eocd_at - Z64_LOC_SIZE);
	if (rd32(loc) != Z64_LOC_SIG)
		az_die(Z, "zip store: zip64 locator missing");
	pread_all(Z, rec, sizeof rec, rd64(loc + 8));
	if (rd32(rec) != Z64_EOCD_SIG)
		az_die(Z, "zip store: bad zip64 end record");
	*count = rd64(rec + 32), *cd_size = rd64(rec + 40), *cd_off = rd64(rec + 48);
}

/* zip64 extra field: the fields whose 32-bit forms are saturated. */
static void read_zip64_extra(struct az_entry *e, const unsigned char *x, size_t n)
{
	for (size_t i = 0; i + 4 <= n; i += 4 + rd16(x + i + 2)) {
		if (i + 4 + rd16(x + i + 2) > n)
			break;
		if (rd16(x + i) != 1)
			continue;
		const unsigned char *v = x + i + 4, *end = v + rd16(x + i + 2);
		if (e->size == Z_MAX32 && v + 8 <= end) e->size = rd64(v), v += 8;
		if (e->csize == Z_MAX32 && v + 8 <= end) e->csize = rd64(v), v += 8;
		if (e->offset == Z_MAX32 && v + 8 <= end) e->offset = rd64(v);
	}
}

static size_t read_cd_entry(struct az *Z, const unsigned char *p, size_t left)
{
	if (left < 46 || rd32(p) != Z_CDH_SIG)
		az_die(Z, "zip store: bad central directory entry");
	size_t nl = rd16(p + 28), xl = rd16(p + 30), cl = rd16(p + 32);
	if (46 + nl + xl + cl > left)
		az_die(Z, "zip store: truncated central directory");
	struct az_entry *e = az_new_entry(Z);
	e->flags = rd16(p + 8), e->method = rd16(p + 10), e->time = rd16(p + 12), e->date = rd16(p + 14);
	e->crc = rd32(p + 16), e->csize = rd32(p + 20), e->size = rd32(p + 24);
	e->attr = rd32(p + 38), e->offset = rd32(p + 42);
	e->name = az_alloc(Z, nl + 1);
	memcpy(e->name, p + 46, nl);
	e->name[nl] = 0;
	read_zip64_extra(e, p + 46 + nl, xl);
	return 46 + nl + xl + cl;
}

void az_read(struct az *Z)
{
	const char *why;
	if ((Z->fd = ape_open_input(Z->ape, &Z->st, &why)) < 0) {
		fprintf(stderr, "apezip: %s\n", why);
		exit(1);
	}
	unsigned char eocd[Z_EOCD_SIZE];
	int64_t at = find_eocd(Z, eocd);
	Z->data_end = (uint64_t)Z->st.st_size;
	if (at < 0)
		return;
	uint64_t count = rd16(eocd + 10), cd_size = rd32(eocd + 12), cd_off = rd32(eocd + 16);
	if (count == 0xffff || cd_size == Z_MAX32 || cd_off == Z_MAX32)
		read_zip64_end(Z, at, &count, &cd_size, &cd_off);
	if (cd_off > (uint64_t)at || cd_size > (uint64_t)at - cd_off || cd_size > 1u << 30)
		az_die(Z, "zip store: central directory outside the file");
	if (count > cd_size / 46)
		az_die(Z, "zip store: more entries than the central directory holds");
	unsigned char *cd = az_alloc(Z, cd_size ? cd_size : 1);
	pread_all(Z, cd, cd_size, cd_off);
	for (size_t off = 0; Z->n < (int)count;)
		off += read_cd_entry(Z, cd + off, cd_size - off);
	free(cd);
	Z->data_end = cd_off;
	Z->had_store = 1;
}
