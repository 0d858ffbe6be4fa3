#include "stdio_impl.h"
#include "pthread_impl.h"
#include "atomic.h"

/* Before blocking for input, a prompt left in a line buffered stdout
 * (a terminal) is written, as glibc and the C standard's intent have
 * it. Skipped if another thread holds stdout, rather than wait. */
static void flush_prompt(FILE *in)
{
	FILE *o = __stdout_used;
	if (!o || o == in || o->lbf < 0 || o->wpos == o->wbase) return;
	int tid = __pthread_self()->tid, mine = 0;
	if (o->lock >= 0 && libc.need_locks) {
		if ((o->lock & ~MAYBE_WAITERS) != tid) {
			if (a_cas(&o->lock, 0, tid)) return;
			mine = 1;
		}
	}
	o->write(o, 0, 0);
	if (mine) __unlockfile(o);
}

/* One readv fills the caller's buffer and refills the FILE buffer at
 * once: a large fread costs one syscall, a getc refill too. The last byte
 * asked for is taken from the FILE buffer so that one is never empty
 * after a successful call (getc needs that). */
size_t __stdio_read(FILE *f, unsigned char *buf, size_t len)
{
	struct iovec iov[2] = {
		{ .iov_base = buf, .iov_len = len - !!f->buf_size },
		{ .iov_base = f->buf, .iov_len = f->buf_size }
	};
	long cnt;

	flush_prompt(f);
	if (iov[0].iov_len)
		cnt = __syscall(SYS_readv, f->fd, iov, 2);
	else
		cnt = __syscall(SYS_read, f->fd, iov[1].iov_base, iov[1].iov_len);
	if (cnt <= 0) {
		f->flags |= cnt ? F_ERR : F_EOF;
		if (cnt) errno = -cnt;
		return 0;
	}
	if ((size_t)cnt <= iov[0].iov_len) return cnt;
	cnt -= iov[0].iov_len;
	f->rpos = f->buf;
	f->rend = f->buf + cnt;
	if (f->buf_size) buf[len - 1] = *f->rpos++;
	return len;
}
