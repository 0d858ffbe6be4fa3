#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include "__zipfs.h"
#include "syscall.h"
#include "lock.h"

/* The store's central directory, read once: the program's own file stays
 * open (close-on-exec) for the entries' data. */
static volatile int lock[1];
static int done, fd = -1;
static unsigned char *cd;
static size_t cd_size;
static unsigned long count;

static unsigned rd16(const unsigned char *p) { return p[0] | p[1] << 8; }
static unsigned rd32(const unsigned char *p) { return rd16(p) | (unsigned)rd16(p + 2) << 16; }
static unsigned long long rd64(const unsigned char *p) { return rd32(p) | (unsigned long long)rd32(p + 4) << 32; }

static int pread_full(int f, void *b, size_t n, unsigned long long off)
{
	return __syscall(SYS_pread64, f, b, n, off) == (long)n ? 0 : -1;
}

/* Finds the end record in the last 64 KiB + 22 bytes, zip64 if needed. */
static int read_end(int f, unsigned long long size, unsigned long long *off,
		    unsigned long long *len, unsigned long long *n)
{
	unsigned char t[1024], z[56];
	size_t k = size < sizeof t ? size : sizeof t;
	if (k < 22 || pread_full(f, t, k, size - k)) return -1;
	long i = (long)k - 22;
	while (i >= 0 && !(rd32(t + i) == 0x06054b50 && i + 22 + rd16(t + i + 20) == (long)k)) i--;
	if (i < 0) return -1;
	*n = rd16(t + i + 10), *len = rd32(t + i + 12), *off = rd32(t + i + 16);
	if (*n != 0xffff && *len != 0xffffffff && *off != 0xffffffff) return 0;
	unsigned long long at = size - k + i;
	if (at < 20 || pread_full(f, z, 20, at - 20) || rd32(z) != 0x07064b50) return -1;
	if (pread_full(f, z, 56, rd64(z + 8)) || rd32(z) != 0x06064b50) return -1;
	*n = rd64(z + 32), *len = rd64(z + 40), *off = rd64(z + 48);
	return 0;
}

static int try_file(const char *path)
{
	int f = __syscall(SYS_openat, AT_FDCWD, path, O_RDONLY | O_CLOEXEC);
	unsigned long long size, off, len, n;
	if (f < 0) return -1;
	size = __syscall(SYS_lseek, f, 0, SEEK_END);
	if ((long long)size > 0 && !read_end(f, size, &off, &len, &n) && off + len <= size
	    && len < (1u << 30) && (cd = malloc(len ? len : 1)) && !pread_full(f, cd, len, off)) {
		fd = f, cd_size = len, count = n;
		return 0;
	}
	free(cd), cd = 0;
	__syscall(SYS_close, f);
	return -1;
}

static void load(void)
{
	const char *exe = (const char *)getauxval(AT_EXECFN);
	if (!exe || try_file(exe))
		try_file("/proc/self/exe");
	done = 1;
}

int __zipfs_fd(void)
{
	LOCK(lock);
	if (!done) load();
	UNLOCK(lock);
	return fd;
}

/* Calls f on each central directory entry until it returns nonzero. */
static int each(int (*f)(struct __zipfs_entry *, void *), void *arg)
{
	struct __zipfs_entry e;
	size_t at = 0;
	if (__zipfs_fd() < 0) return 0;
	for (unsigned long i = 0; i < count && at + 46 <= cd_size; i++) {
		const unsigned char *h = cd + at;
		size_t nl = rd16(h + 28), xl = rd16(h + 30), cl = rd16(h + 32);
		if (rd32(h) != 0x02014b50 || at + 46 + nl + xl + cl > cd_size) return 0;
		e = (struct __zipfs_entry){ .name = (const char *)h + 46, .namelen = nl, .method = rd16(h + 10),
			.dostime = rd16(h + 12), .dosdate = rd16(h + 14), .csize = rd32(h + 20),
			.size = rd32(h + 24), .mode = rd32(h + 38) >> 16, .lfh = rd32(h + 42), .index = i };
		for (size_t x = 0, dl; x + 4 <= xl; x += 4 + dl) {
			const unsigned char *v = h + 46 + nl + x + 4, *end = v + (dl = rd16(v - 2));
			if (x + 4 + dl > xl) break;
			if (rd16(v - 4) != 1) continue;
			if (e.size == 0xffffffff && v + 8 <= end) e.size = rd64(v), v += 8;
			if (e.csize == 0xffffffff && v + 8 <= end) e.csize = rd64(v), v += 8;
			if (e.lfh == 0xffffffff && v + 8 <= end) e.lfh = rd64(v);
		}
		e.isdir = nl && e.name[nl - 1] == '/';
		if (e.isdir) e.namelen--;
		int r = f(&e, arg);
		if (r) return r;
		at += 46 + nl + xl + cl;
	}
	return 0;
}

struct want { const char *name; size_t len; struct __zipfs_entry *out; };

static int match(struct __zipfs_entry *e, void *arg)
{
	struct want *w = arg;
	if (e->namelen == w->len && !memcmp(e->name, w->name, w->len)) {
		*w->out = *e;
		return 1;
	}
	/* a directory implied by a deeper name */
	if (e->namelen > w->len && e->name[w->len] == '/' && !memcmp(e->name, w->name, w->len)) {
		*w->out = (struct __zipfs_entry){ .name = w->name, .namelen = w->len, .isdir = 1,
			.dostime = e->dostime, .dosdate = e->dosdate, .index = e->index };
		return 2;
	}
	return 0;
}

int __zipfs_lookup(const char *path, struct __zipfs_entry *e)
{
	const char *p = path + 4;
	while (*p == '/') p++;
	size_t len = strlen(p);
	while (len && p[len - 1] == '/') len--;
	if (__zipfs_fd() < 0) return -ENOENT;
	if (!len) {
		*e = (struct __zipfs_entry){ .name = p, .isdir = 1 };
		return 0;
	}
	struct want w = { p, len, e };
	int r = each(match, &w);
	if (r == 1) return 0;
	if (r == 2) {
		/* an explicit entry for the directory may come later: fine as is */
		return 0;
	}
	return -ENOENT;
}

struct kid { const char *dir; size_t dirlen; unsigned long n, seen; const char **name; size_t *len; int *isdir; };

/* Direct children, each name once (an implied directory shows up for its
 * first descendant only). */
static int child(struct __zipfs_entry *e, void *arg)
{
	struct kid *k = arg;
	size_t skip = k->dirlen ? k->dirlen + 1 : 0;
	if (e->namelen <= skip || (k->dirlen && (e->name[k->dirlen] != '/' || memcmp(e->name, k->dir, k->dirlen))))
		return 0;
	const char *s = e->name + skip, *slash = memchr(s, '/', e->namelen - skip);
	size_t l = slash ? (size_t)(slash - s) : e->namelen - skip;
	/* "a//b" in a damaged store: no directory entry without a name */
	if (!l) return 0;
	/* seen before? names within the store are few: a rescan is fine */
	struct __zipfs_entry probe;
	char path[4096];
	if (skip + l + 6 > sizeof path) return 0;
	memcpy(path, "/zip/", 5), memcpy(path + 5, e->name, skip + l), path[5 + skip + l] = 0;
	if (__zipfs_lookup(path, &probe) || probe.index != e->index) return 0;
	if (k->seen++ != k->n) return 0;
	*k->name = s, *k->len = l, *k->isdir = slash || e->isdir;
	return 1;
}

int __zipfs_child(const char *dir, size_t dirlen, unsigned long n,
		  const char **name, size_t *len, int *isdir)
{
	struct kid k = { dir, dirlen, n, 0, name, len, isdir };
	return each(child, &k) ? 0 : -ENOENT;
}
