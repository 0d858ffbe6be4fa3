#ifndef ZIPFS_H
#define ZIPFS_H

/* /zip/...: read-only access to the zip store at the end of the program's
 * own file (an APE made by apelink, with files added by apezip). The
 * program file is AT_EXECFN (the APE loader and the kernel set it), else
 * /proc/self/exe. open() gives a sealed memfd holding the entry, so read,
 * pread, lseek, fstat, mmap and close need nothing more. Entries may be
 * stored (method 0) or deflated (method 8). The hooks in open, openat, stat, lstat, fstatat,
 * access and opendir test __zipfs_path() first: one compare for others. */

#include <sys/stat.h>
#include <stddef.h>
#include "libc.h"

struct __dirstream;
struct dirent;

static inline int __zipfs_path(const char *p)
{
	return p[0] == '/' && p[1] == 'z' && p[2] == 'i' && p[3] == 'p' && (p[4] == '/' || !p[4]);
}

struct __zipfs_entry {
	const char *name;          /* inside the store, no leading / */
	size_t namelen;
	int isdir;
	unsigned method, mode, dostime, dosdate;
	unsigned long long size, csize, lfh;  /* lfh: local header offset */
	unsigned long index;
};

/* All return 0 (or an fd) on success, -errno on failure. */
hidden int __zipfs_lookup(const char *path, struct __zipfs_entry *e);
hidden int __zipfs_fd(void);
hidden int __zipfs_open(const char *path, int flags);
hidden int __zipfs_stat(const char *path, struct stat *st);
hidden int __zipfs_access(const char *path, int amode);
/* The n-th name directly under dir (a store path without / at either
 * end, "" for the root): 0 and *name, *len, *isdir, or -ENOENT past the
 * end. */
hidden int __zipfs_child(const char *dir, size_t dirlen, unsigned long n,
			 const char **name, size_t *len, int *isdir);
hidden struct __dirstream *__zipfs_opendir(const char *path);
/* Raw DEFLATE: exactly outlen bytes from in, or -EIO. */
hidden int __zipfs_inflate(const unsigned char *in, size_t inlen, unsigned char *out, size_t outlen);
hidden struct dirent *__zipfs_readdir(struct __dirstream *dir);

#endif
