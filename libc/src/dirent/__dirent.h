#ifndef DIRENT_IMPL_H
#define DIRENT_IMPL_H

#include <sys/types.h>

/* The stream: a getdents64 buffer and a cursor into it. Records are
 * handed out in place (struct dirent is the kernel's layout), so a
 * readdir result stays valid until the next readdir on the same DIR.
 * The lock makes concurrent readdir on one DIR safe (POSIX leaves it
 * undefined, but readdir_r and glibc promise it). */
#define DIRBUF_SIZE 2048

struct __dirstream {
	off_t tell;
	int fd;
	int buf_pos;
	int buf_end;
	volatile int lock[1];
	char buf[DIRBUF_SIZE] __attribute__((__aligned__(8)));
};

#endif
