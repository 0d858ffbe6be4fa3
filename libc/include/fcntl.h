#ifndef _FCNTL_H
#define _FCNTL_H

#include <features.h>

#define __NEED_off_t
#define __NEED_pid_t
#define __NEED_mode_t
#define __NEED_size_t
#define __NEED_ssize_t
#define __NEED_struct_iovec
#include <bits/alltypes.h>

#include <bits/fcntl.h>

#define O_RDONLY    00
#define O_WRONLY    01
#define O_RDWR      02
#define O_ACCMODE   03
#define O_CREAT     0100
#define O_EXCL      0200
#define O_NOCTTY    0400
#define O_TRUNC     01000
#define O_APPEND    02000
#define O_NONBLOCK  04000
#define O_NDELAY    O_NONBLOCK
#define O_DSYNC     010000
#define O_ASYNC     020000
#define O_FASYNC    O_ASYNC
#define O_NOATIME   01000000
#define O_CLOEXEC   02000000
#define O_SYNC      04010000
#define O_RSYNC     04010000
#define O_PATH      010000000
#define O_TMPFILE   (020000000 | O_DIRECTORY)
#define O_SEARCH    O_PATH
#define O_EXEC      O_PATH
#define O_TTY_INIT  0

#define F_DUPFD  0
#define F_GETFD  1
#define F_SETFD  2
#define F_GETFL  3
#define F_SETFL  4
#define F_GETLK  5
#define F_SETLK  6
#define F_SETLKW 7
#define F_SETOWN 8
#define F_GETOWN 9
#define F_SETSIG 10
#define F_GETSIG 11
#define F_SETOWN_EX 15
#define F_GETOWN_EX 16
#define F_GETOWNER_UIDS 17
#define F_OFD_GETLK  36
#define F_OFD_SETLK  37
#define F_OFD_SETLKW 38
#define F_SETLEASE 1024
#define F_GETLEASE 1025
#define F_NOTIFY   1026
#define F_CANCELLK 1029
#define F_DUPFD_CLOEXEC 1030
#define F_SETPIPE_SZ 1031
#define F_GETPIPE_SZ 1032
#define F_ADD_SEALS 1033
#define F_GET_SEALS 1034

#define F_SEAL_SEAL   0x0001
#define F_SEAL_SHRINK 0x0002
#define F_SEAL_GROW   0x0004
#define F_SEAL_WRITE  0x0008
#define F_SEAL_FUTURE_WRITE 0x0010

#define F_OWNER_TID  0
#define F_OWNER_PID  1
#define F_OWNER_PGRP 2
#define F_OWNER_GID  2

#define FD_CLOEXEC 1

#define F_RDLCK 0
#define F_WRLCK 1
#define F_UNLCK 2

#define AT_FDCWD (-100)
#define AT_SYMLINK_NOFOLLOW 0x100
#define AT_REMOVEDIR        0x200
#define AT_EACCESS          0x200
#define AT_SYMLINK_FOLLOW   0x400
#define AT_NO_AUTOMOUNT     0x800
#define AT_EMPTY_PATH       0x1000
#define AT_STATX_SYNC_TYPE     0x6000
#define AT_STATX_SYNC_AS_STAT  0x0000
#define AT_STATX_FORCE_SYNC    0x2000
#define AT_STATX_DONT_SYNC     0x4000
#define AT_RECURSIVE        0x8000

#define POSIX_FADV_NORMAL     0
#define POSIX_FADV_RANDOM     1
#define POSIX_FADV_SEQUENTIAL 2
#define POSIX_FADV_WILLNEED   3
#define POSIX_FADV_DONTNEED   4
#define POSIX_FADV_NOREUSE    5

#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif

#ifndef S_IRUSR
#define S_ISUID 04000
#define S_ISGID 02000
#define S_ISVTX 01000
#define S_IRUSR 0400
#define S_IWUSR 0200
#define S_IXUSR 0100
#define S_IRWXU 0700
#define S_IRGRP 0040
#define S_IWGRP 0020
#define S_IXGRP 0010
#define S_IRWXG 0070
#define S_IROTH 0004
#define S_IWOTH 0002
#define S_IXOTH 0001
#define S_IRWXO 0007
#endif

struct flock {
	short l_type;
	short l_whence;
	off_t l_start;
	off_t l_len;
	pid_t l_pid;
};

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define LOCK_SH 1
#define LOCK_EX 2
#define LOCK_NB 4
#define LOCK_UN 8

#define FAPPEND O_APPEND
#define FFSYNC  O_SYNC
#define FASYNC  O_ASYNC
#define FNONBLOCK O_NONBLOCK
#define FNDELAY O_NDELAY
#endif

#ifdef _GNU_SOURCE
#define DN_ACCESS    0x00000001
#define DN_MODIFY    0x00000002
#define DN_CREATE    0x00000004
#define DN_DELETE    0x00000008
#define DN_RENAME    0x00000010
#define DN_ATTRIB    0x00000020
#define DN_MULTISHOT 0x80000000

#define FALLOC_FL_KEEP_SIZE  1
#define FALLOC_FL_PUNCH_HOLE 2

#define SPLICE_F_MOVE     1
#define SPLICE_F_NONBLOCK 2
#define SPLICE_F_MORE     4
#define SPLICE_F_GIFT     8

#define SYNC_FILE_RANGE_WAIT_BEFORE 1
#define SYNC_FILE_RANGE_WRITE       2
#define SYNC_FILE_RANGE_WAIT_AFTER  4

#define MAX_HANDLE_SZ 128

struct f_owner_ex {
	int type;
	pid_t pid;
};
#endif

__BEGIN_DECLS

int creat(const char *, mode_t);
int fcntl(int, int, ...);
int open(const char *, int, ...);
int openat(int, const char *, int, ...);
int posix_fadvise(int, off_t, off_t, int);
int posix_fallocate(int, off_t, off_t);

#ifdef _GNU_SOURCE
int fallocate(int, int, off_t, off_t);
ssize_t readahead(int, off_t, size_t);
int sync_file_range(int, off_t, off_t, unsigned);
ssize_t splice(int, off_t *, int, off_t *, size_t, unsigned);
ssize_t tee(int, int, size_t, unsigned);
ssize_t vmsplice(int, const struct iovec *, size_t, unsigned);
#endif

/* off_t is 64-bit: glibc's LFS names are the same functions and types. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define open64 open
#define openat64 openat
#define creat64 creat
#define fallocate64 fallocate
#define posix_fadvise64 posix_fadvise
#define posix_fallocate64 posix_fallocate
#define flock64 flock
#define F_GETLK64 F_GETLK
#define F_SETLK64 F_SETLK
#define F_SETLKW64 F_SETLKW
#endif

__END_DECLS

#endif
