#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "ndbm_impl.h"

int __dbm_pwrite(int fd, const void *p, size_t n, off_t off)
{
	const char *s = p;
	while (n) {
		ssize_t w = pwrite(fd, s, n, off);
		if (w < 0 && errno == EINTR) continue;
		if (w <= 0) return -1;
		s += w; n -= w; off += w;
	}
	return 0;
}

/* Reads every whole record into the index; d->end is where the valid
 * data ends. */
static int scan(DBM *d, off_t size)
{
	d->end = sizeof DBM_MAGIC - 1;
	if (!size) return 0;
	if (size < d->end) goto bad;
	unsigned char *m = mmap(0, size, PROT_READ, MAP_PRIVATE, d->fd, 0);
	if (m == MAP_FAILED) return -1;
	if (memcmp(m, DBM_MAGIC, d->end)) {
		munmap(m, size);
		goto bad;
	}
	off_t pos = d->end;
	while (size - pos >= DBM_HDR) {
		uint32_t kl = __dbm_get32(m + pos), vl = __dbm_get32(m + pos + 4);
		unsigned long long need = DBM_HDR + (unsigned long long)kl + (vl == DBM_DELETED ? 0 : vl);
		if (need > (unsigned long long)(size - pos)) break;
		const unsigned char *k = m + pos + DBM_HDR;
		if (__dbm_sum(kl, vl, k, k + kl) != __dbm_get32(m + pos + 8)) break;
		if (__dbm_apply(d, k, kl, vl, pos)) {
			munmap(m, size);
			return -1;
		}
		pos += need;
	}
	munmap(m, size);
	d->end = pos;
	return 0;
bad:
	/* not a database of this format */
	errno = EINVAL;
	return -1;
}

DBM *dbm_open(const char *file, int flags, mode_t mode)
{
	size_t n = strlen(file);
	DBM *d = calloc(1, sizeof *d);
	if (!d || !(d->path = malloc(n + 4))) {
		free(d);
		return 0;
	}
	memcpy(d->path, file, n);
	memcpy(d->path + n, ".db", 4);
	/* A writer reads too (the index is built from the file). */
	if ((flags & O_ACCMODE) == O_WRONLY) flags = (flags & ~O_ACCMODE) | O_RDWR;
	d->writable = (flags & O_ACCMODE) == O_RDWR;
	d->fd = open(d->path, flags | O_CLOEXEC, mode);
	struct stat st;
	if (d->fd < 0) goto fail;
	/* One writer at a time; readers need no lock: they see the records
	 * written before they opened, and a rewrite is a new file. */
	if (d->writable && flock(d->fd, LOCK_EX | LOCK_NB)) goto fail;
	if (fstat(d->fd, &st) || scan(d, st.st_size)) goto fail;
	if (d->writable) {
		/* a new file gets its magic; a cut-off record is dropped */
		if (!st.st_size && __dbm_pwrite(d->fd, DBM_MAGIC, d->end, 0)) goto fail;
		if (st.st_size > d->end && ftruncate(d->fd, d->end)) goto fail;
	}
	return d;
fail:
	if (d->fd >= 0) {
		int e = errno;
		close(d->fd);
		errno = e;
	}
	d->fd = -1;
	d->writable = 0;
	dbm_close(d);
	return 0;
}

/* Writes the live records to a new file and renames it over the old. */
static void compact(DBM *d)
{
	size_t n = strlen(d->path);
	char *tmp = malloc(n + 32);
	struct stat st;
	if (!tmp || fstat(d->fd, &st)) {
		free(tmp);
		return;
	}
	snprintf(tmp, n + 32, "%s.tmp%ld", d->path, (long)getpid());
	int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, st.st_mode & 07777);
	if (fd < 0) {
		free(tmp);
		return;
	}
	(void)!fchown(fd, st.st_uid, st.st_gid);
	off_t at = sizeof DBM_MAGIC - 1;
	int bad = __dbm_pwrite(fd, DBM_MAGIC, at, 0);
	char *rec = 0;
	size_t cap = 0;
	for (size_t i = 0; !bad && i < d->nents; i++) {
		struct __dbm_ent *e = d->ents + i;
		if (!e->live) continue;
		size_t len = DBM_HDR + (size_t)e->klen + e->vlen;
		if (len > cap) {
			char *r = realloc(rec, len);
			if (!r) { bad = 1; break; }
			rec = r;
			cap = len;
		}
		bad = pread(d->fd, rec, len, e->off) != (ssize_t)len || __dbm_pwrite(fd, rec, len, at);
		at += len;
	}
	free(rec);
	bad |= fsync(fd) | close(fd);
	if (bad || rename(tmp, d->path)) unlink(tmp);
	free(tmp);
}

void dbm_close(DBM *d)
{
	if (!d) return;
	if (d->writable && d->garbage > 4096 && d->garbage > d->end / 2) compact(d);
	if (d->fd >= 0) close(d->fd);
	for (size_t i = 0; i < d->nents; i++) free(d->ents[i].key);
	free(d->ents);
	free(d->tab);
	free(d->buf);
	free(d->path);
	free(d);
}
