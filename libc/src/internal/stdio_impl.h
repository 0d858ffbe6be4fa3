#ifndef STDIO_IMPL_H
#define STDIO_IMPL_H

#include <stdio.h>
#include <errno.h>
#include "libc.h"
#include "syscall.h"

#define __NEED_mbstate_t
#define __NEED_wchar_t
#define __NEED_wint_t
#define __NEED_struct_iovec
#include <bits/alltypes.h>

/* Bytes reserved in front of every buffer so ungetc can always push back
 * a few characters, even right after a refill. */
#define UNGET 8

/* Flags (f->flags). */
#define F_PERM 1   /* never freed: stdin/stdout/stderr */
#define F_NORD 4   /* not readable */
#define F_NOWR 8   /* not writable */
#define F_EOF 16
#define F_ERR 32
#define F_SVB 64   /* setvbuf was called (buffer choice is the user's) */
#define F_APP 128  /* append mode: writes go to the end */
#define F_TTYCHK 256 /* line buffered only if a terminal: ask at first write */

/* The lock word holds the owner's tid; this bit says someone may sleep. */
#define MAYBE_WAITERS 0x40000000

/* The stream. A read buffer is [rpos, rend), a write buffer is
 * [wbase, wpos) with room up to wend; at most one is active. Both are
 * null pointers while neither is, so the fast paths in getc/putc need a
 * single compare. The backend (read/write/seek/close) makes one FILE
 * shape serve fds, memory streams, cookies and snprintf. */
struct _IO_FILE {
	unsigned flags;
	unsigned char *rpos, *rend;
	int (*close)(FILE *);
	unsigned char *wend, *wpos;
	unsigned char *wbase;
	size_t (*read)(FILE *, unsigned char *, size_t);
	size_t (*write)(FILE *, const unsigned char *, size_t);
	off_t (*seek)(FILE *, off_t, int);
	unsigned char *buf;
	size_t buf_size;
	FILE *prev, *next;
	int fd;
	int pipe_pid;
	int mode;            /* orientation: <0 byte, >0 wide, 0 not yet */
	int lbf;             /* '\n' when line buffered, else EOF */
	volatile int lock;   /* owner tid (| MAYBE_WAITERS), 0 free, <0 no locking */
	int lockcount;       /* flockfile recursion depth */
	void *cookie;
	off_t off;
	mbstate_t mbs;       /* conversion state of a wide-oriented stream */
	unsigned char *getln_buf; /* fgetln's line */
	int ungetwc_count;
};

extern hidden FILE __stdin_FILE, __stdout_FILE, __stderr_FILE;
/* Defined only when the stream is linked in; weak null otherwise. */
extern hidden FILE *const __stdin_used, *const __stdout_used, *const __stderr_used;

hidden size_t __stdio_read(FILE *, unsigned char *, size_t);
hidden size_t __stdio_write(FILE *, const unsigned char *, size_t);
hidden off_t __stdio_seek(FILE *, off_t, int);
hidden int __stdio_close(FILE *);

hidden int __toread(FILE *);
hidden int __towrite(FILE *);
hidden int __uflow(FILE *);
hidden int __overflow(FILE *, int);
hidden size_t __fwritex(const unsigned char *, size_t, FILE *);
hidden int __fflush_unlocked(FILE *);
hidden off_t __ftello_unlocked(FILE *);
hidden int __fseeko_unlocked(FILE *, off_t, int);
hidden int __fmodeflags(const char *);
hidden FILE *__fdopen(int, const char *);
hidden FILE *__ofl_add(FILE *);
hidden FILE **__ofl_lock(void);
hidden void __ofl_unlock(void);
hidden void __stdio_exit(void);
hidden void __stdio_exit_needed(void);

hidden char *__randname(char *);

hidden int __lockfile(FILE *);
hidden void __unlockfile(FILE *);

hidden int __vfprintf_unlocked(FILE *, const char *, __isoc_va_list);
hidden int __vfscanf_unlocked(FILE *, const char *, __isoc_va_list);
hidden wint_t __fputwc_unlocked(wchar_t, FILE *);
hidden wint_t __fgetwc_unlocked(FILE *);

/* Locking is skipped until the process has a second thread (libc.need_locks
 * is set by pthread_create) or when the user took the stream with
 * flockfile; either way a single branch on the fast path. */
#define FLOCK(f) int __need_unlock = ((f)->lock >= 0 && (libc.need_locks || (f)->lock)) ? __lockfile(f) : 0
#define FUNLOCK(f) do { if (__need_unlock) __unlockfile(f); } while (0)

#define getc_unlocked(f) \
	( ((f)->rpos != (f)->rend) ? *(f)->rpos++ : __uflow((f)) )

#define putc_unlocked(c, f) \
	( (((unsigned char)(c) != (f)->lbf && (f)->wpos != (f)->wend)) \
	? *(f)->wpos++ = (unsigned char)(c) \
	: __overflow((f), (unsigned char)(c)) )

/* A string/memory FILE used by sprintf/sscanf: no fd, no lock. */
#define FILE_INIT_STRING { .fd = -1, .lock = -1, .lbf = EOF }

#endif
