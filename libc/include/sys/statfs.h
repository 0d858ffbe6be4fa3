#ifndef _SYS_STATFS_H
#define _SYS_STATFS_H

#include <features.h>
#include <sys/statvfs.h>

typedef struct __fsid_t {
	int __val[2];
} fsid_t;

/* The kernel's struct statfs; the word sizes are the same on x86_64
 * and aarch64 (both 64-bit, both report f_type as long). */
struct statfs {
	unsigned long f_type, f_bsize;
	fsblkcnt_t f_blocks, f_bfree, f_bavail;
	fsfilcnt_t f_files, f_ffree;
	fsid_t f_fsid;
	unsigned long f_namelen, f_frsize, f_flags, f_spare[4];
};

__BEGIN_DECLS

int statfs(const char *, struct statfs *);
int fstatfs(int, struct statfs *);

#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define statfs64 statfs
#define fstatfs64 fstatfs
#define fsblkcnt64_t fsblkcnt_t
#define fsfilcnt64_t fsfilcnt_t
#endif

__END_DECLS

#endif
