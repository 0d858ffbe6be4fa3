#define _GNU_SOURCE
#include <fcntl.h>
#include <errno.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include "__zipfs.h"
#include "syscall.h"

/* Where an entry's bytes start: after its local header. */
static long long data_offset(int zfd, const struct __zipfs_entry *e)
{
	unsigned char h[30];
	if (__syscall(SYS_pread64, zfd, h, 30, e->lfh) != 30
	    || h[0] != 'P' || h[1] != 'K' || h[2] != 3 || h[3] != 4)
		return -EIO;
	return (long long)e->lfh + 30 + (h[26] | h[27] << 8) + (h[28] | h[29] << 8);
}

/* A damaged or hostile store may claim any sizes: the bytes must lie
 * inside the file before anything is allocated for them, and no deflate
 * stream expands more than 1032 to 1, so a larger claim is not an
 * entry, only a request for memory. */
static int plausible(int zfd, long long off, const struct __zipfs_entry *e)
{
	struct stat st;
	if (__syscall(SYS_fstat, zfd, &st) < 0) return -EIO;
	if (off > st.st_size || e->csize > (unsigned long long)(st.st_size - off)) return -EIO;
	if (e->method == 8 && e->size / 1032 > e->csize) return -EIO;
	return 0;
}

static int fill(int mfd, int zfd, long long from, unsigned long long n)
{
	char buf[8192];
	while (n) {
		long k = __syscall(SYS_pread64, zfd, buf, n < sizeof buf ? n : sizeof buf, from);
		if (k <= 0) return -EIO;
		for (long done = 0; done < k;) {
			long w = __syscall(SYS_write, mfd, buf + done, k - done);
			if (w <= 0) return w ? (int)w : -EIO;
			done += w;
		}
		from += k, n -= (unsigned long long)k;
	}
	return 0;
}

/* A deflated entry: the compressed bytes into memory, inflated straight
 * into the memfd through a shared mapping. */
static int fill_inflated(int mfd, int zfd, long long from, const struct __zipfs_entry *e)
{
	unsigned char *in = malloc(e->csize ? e->csize : 1);
	if (!in) return -ENOMEM;
	int r = __syscall(SYS_pread64, zfd, in, e->csize, from) == (long)e->csize ? 0 : -EIO;
	if (!r) r = __syscall(SYS_ftruncate, mfd, e->size);
	if (!r && e->size) {
		long m = __syscall(SYS_mmap, 0, e->size, PROT_READ | PROT_WRITE, MAP_SHARED, mfd, 0);
		if ((unsigned long)m > -4096UL) r = (int)m;
		else {
			r = __zipfs_inflate(in, e->csize, (unsigned char *)m, e->size);
			__syscall(SYS_munmap, m, e->size);
		}
	}
	free(in);
	return r;
}

int __zipfs_open(const char *path, int flags)
{
	struct __zipfs_entry e;
	int r = __zipfs_lookup(path, &e);
	if (r) return (flags & O_CREAT) ? -EROFS : r;
	if ((flags & O_ACCMODE) != O_RDONLY || (flags & (O_CREAT | O_TRUNC))) return -EROFS;
	if (e.isdir) return -EISDIR;  /* opendir has its own path */
	if (flags & O_DIRECTORY) return -ENOTDIR;
	if (!(e.method == 0 && e.csize == e.size) && e.method != 8) return -ENOTSUP;
	int zfd = __zipfs_fd();
	long long off = data_offset(zfd, &e);
	if (off < 0) return (int)off;
	if ((r = plausible(zfd, off, &e))) return r;
	int mfd = __syscall(SYS_memfd_create, "zip", MFD_ALLOW_SEALING | (flags & O_CLOEXEC ? MFD_CLOEXEC : 0));
	if (mfd < 0) return mfd;
	r = e.method == 8 ? fill_inflated(mfd, zfd, off, &e) : fill(mfd, zfd, off, e.size);
	if (r >= 0)
		r = __syscall(SYS_fcntl, mfd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL);
	if (r >= 0)
		r = __syscall(SYS_lseek, mfd, 0, SEEK_SET);
	if (r < 0) {
		__syscall(SYS_close, mfd);
		return r;
	}
	return mfd;
}
