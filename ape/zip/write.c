#define _GNU_SOURCE /* SEEK_DATA, SEEK_HOLE */
/* Phase 2: write the new file beside the target: the old bytes up to the
 * end of the stored data (holes stay holes), the new local headers and
 * data, then the central directory and end records, zip64 where a value
 * does not fit in 32 (or 16) bits. Synced, then renamed into place
 * (common/fileio.c): the target keeps its old bytes on any failure, and
 * -o naming APE itself is rewriting in place, done the same way. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "apezip.h"
#include "../common/fileio.h"

struct out { struct az *Z; struct ape_output f; uint64_t pos; };

static void put(struct out *o, const void *p, size_t n)
{
	const char *why;
	if (ape_output_pwrite(&o->f, p, n, (off_t)o->pos, &why))
		az_die(o->Z, "%s", why);
	o->pos += n;
}

static unsigned char *le(unsigned char *p, uint64_t v, int n)
{
	for (int i = 0; i < n; i++)
		*p++ = (unsigned char)(v >> 8 * i);
	return p;
}

/* Copies [0, end) of the input, skipping its holes. A file system that
 * cannot tell where they are (EINVAL) has its bytes copied; ENXIO says
 * only holes follow; any other failure is an error, not a hole. */
static void copy_prefix(struct out *o, uint64_t end)
{
	static char buf[1 << 16];
	off_t at = 0;
	while ((uint64_t)at < end) {
		off_t data = lseek(o->Z->fd, at, SEEK_DATA);
		if (data < 0 && errno == EINVAL)
			data = at;
		else if (data < 0 && errno == ENXIO)
			break;
		else if (data < 0)
			az_die(o->Z, "cannot find the data in the file: %s", strerror(errno));
		if ((uint64_t)data >= end)
			break;
		off_t hole = lseek(o->Z->fd, data, SEEK_HOLE);
		if (hole < 0 && errno != EINVAL)
			az_die(o->Z, "cannot find the holes in the file: %s", strerror(errno));
		if (hole < 0 || (uint64_t)hole > end)
			hole = (off_t)end;
		for (off_t p = data; p < hole;) {
			size_t n = (size_t)(hole - p) < sizeof buf ? (size_t)(hole - p) : sizeof buf;
			const char *why;
			if (ape_pread_full(o->Z->fd, buf, n, p, o->Z->ape, &why))
				az_die(o->Z, "%s", why);
			o->pos = (uint64_t)p;
			put(o, buf, n);
			p += (off_t)n;
		}
		at = hole;
	}
	o->pos = end;
	if (ftruncate(o->f.fd, (off_t)end))
		az_die(o->Z, "cannot size the new file: %s", strerror(errno));
}

static void dos_time(struct az_entry *e, time_t t)
{
	const char *sde = getenv("SOURCE_DATE_EPOCH");
	if (sde && *sde)
		t = (time_t)strtoll(sde, 0, 10);
	struct tm tm;
	gmtime_r(&t, &tm);
	if (tm.tm_year < 80)
		tm = (struct tm){ .tm_year = 80, .tm_mday = 1 };
	e->time = (uint16_t)(tm.tm_hour << 11 | tm.tm_min << 5 | tm.tm_sec / 2);
	e->date = (uint16_t)((tm.tm_year - 80) << 9 | (tm.tm_mon + 1) << 5 | tm.tm_mday);
}

/* The file is read once, as many bytes as it had when opened: its CRC is
 * taken from the bytes stored, and its header, whose size is known from
 * the start, is written after them. */
static void add_file(struct out *o, struct az_entry *e)
{
	static char buf[1 << 16];
	const char *why;
	struct stat st;
	int fd = ape_open_input(e->src, &st, &why);
	if (fd < 0)
		az_die(o->Z, "cannot add %s", why);
	e->size = e->csize = (uint64_t)st.st_size;
	e->offset = o->pos, e->attr = (uint32_t)(S_IFREG | (st.st_mode & 0777)) << 16;
	dos_time(e, st.st_mtime);
	int big = e->size >= Z_MAX32;
	size_t nl = strlen(e->name);
	o->pos += 30 + nl + (big ? 20 : 0);
	for (uint64_t at = 0; at < e->size;) {
		size_t n = e->size - at < sizeof buf ? (size_t)(e->size - at) : sizeof buf;
		if (ape_pread_full(fd, buf, n, (off_t)at, e->src, &why))
			az_die(o->Z, "cannot add %s", why);
		e->crc = az_crc32(e->crc, buf, n);
		put(o, buf, n);
		at += n;
	}
	close(fd);
	uint64_t end = o->pos;
	unsigned char h[30 + 20], *p = h;
	p = le(p, Z_LFH_SIG, 4), p = le(p, big ? 45 : 10, 2), p = le(p, 0, 2), p = le(p, 0, 2);
	p = le(p, e->time, 2), p = le(p, e->date, 2), p = le(p, e->crc, 4);
	p = le(p, big ? Z_MAX32 : e->size, 4), p = le(p, big ? Z_MAX32 : e->size, 4);
	p = le(p, nl, 2), p = le(p, big ? 20 : 0, 2);
	o->pos = e->offset;
	put(o, h, 30);
	put(o, e->name, nl);
	if (big) {
		p = le(h, 1, 2), p = le(p, 16, 2), p = le(p, e->size, 8), p = le(p, e->size, 8);
		put(o, h, 20);
	}
	o->pos = end;
}

static void put_cd_entry(struct out *o, const struct az_entry *e)
{
	unsigned char h[46], x[4 + 24], *p = x + 4;
	int bs = e->size >= Z_MAX32, bc = e->csize >= Z_MAX32, bo = e->offset >= Z_MAX32;
	if (bs) p = le(p, e->size, 8);
	if (bc) p = le(p, e->csize, 8);
	if (bo) p = le(p, e->offset, 8);
	size_t xl = p == x + 4 ? 0 : (size_t)(p - x), nl = strlen(e->name);
	le(le(x, 1, 2), xl ? xl - 4 : 0, 2);
	p = le(h, Z_CDH_SIG, 4), p = le(p, 3 << 8 | (xl ? 45 : 20), 2), p = le(p, xl ? 45 : 10, 2);
	p = le(p, e->flags, 2), p = le(p, e->method, 2), p = le(p, e->time, 2), p = le(p, e->date, 2);
	p = le(p, e->crc, 4), p = le(p, bc ? Z_MAX32 : e->csize, 4), p = le(p, bs ? Z_MAX32 : e->size, 4);
	p = le(p, nl, 2), p = le(p, xl, 2), p = le(p, 0, 2), p = le(p, 0, 2), p = le(p, 0, 2);
	p = le(p, e->attr, 4), p = le(p, bo ? Z_MAX32 : e->offset, 4);
	put(o, h, sizeof h);
	put(o, e->name, nl);
	put(o, x, xl);
}

static void put_end(struct out *o, uint64_t count, uint64_t cd_off)
{
	uint64_t cd_size = o->pos - cd_off;
	unsigned char h[Z64_EOCD_SIZE], *p;
	int z64 = count >= 0xffff || cd_size >= Z_MAX32 || cd_off >= Z_MAX32;
	if (z64) {
		uint64_t rec = o->pos;
		p = le(h, Z64_EOCD_SIG, 4), p = le(p, Z64_EOCD_SIZE - 12, 8), p = le(p, 3 << 8 | 45, 2);
		p = le(p, 45, 2), p = le(p, 0, 4), p = le(p, 0, 4), p = le(p, count, 8), p = le(p, count, 8);
		p = le(p, cd_size, 8), p = le(p, cd_off, 8);
		put(o, h, Z64_EOCD_SIZE);
		p = le(h, Z64_LOC_SIG, 4), p = le(p, 0, 4), p = le(p, rec, 8), p = le(p, 1, 4);
		put(o, h, Z64_LOC_SIZE);
	}
	p = le(h, Z_EOCD_SIG, 4), p = le(p, 0, 2), p = le(p, 0, 2);
	p = le(p, z64 ? 0xffff : count, 2), p = le(p, z64 ? 0xffff : count, 2);
	p = le(p, z64 ? Z_MAX32 : cd_size, 4), p = le(p, z64 ? Z_MAX32 : cd_off, 4), p = le(p, 0, 2);
	put(o, h, Z_EOCD_SIZE);
}

void az_write(struct az *Z)
{
	static struct out o;
	const char *why;
	o.Z = Z;
	if (ape_output_open(&o.f, Z->output ? Z->output : Z->ape, "apezip", &why))
		az_die(Z, "%s", why);
	copy_prefix(&o, Z->data_end);
	for (int i = 0; i < Z->n; i++)
		if (Z->e[i].src)
			add_file(&o, &Z->e[i]);
	uint64_t cd_off = o.pos;
	for (int i = 0; i < Z->n; i++)
		put_cd_entry(&o, &Z->e[i]);
	put_end(&o, (uint64_t)Z->n, cd_off);
	if (ape_output_commit(&o.f, Z->st.st_mode & 07777, &why))
		az_die(Z, "%s", why);
}
