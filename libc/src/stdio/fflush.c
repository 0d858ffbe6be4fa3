#define _GNU_SOURCE
#include "stdio_impl.h"

/* Write pending output; for a stream that was reading, move the fd
 * offset back over unread buffered input (POSIX 2008), keeping the input
 * when the fd cannot seek (pipes, terminals) rather than losing it. */
int __fflush_unlocked(FILE *f)
{
	if (f->wpos != f->wbase) {
		f->write(f, 0, 0);
		if (!f->wpos) return EOF;
	}
	if (f->rpos != f->rend) {
		int e = errno;
		if (!f->seek || f->seek(f, f->rpos - f->rend, SEEK_CUR) < 0) {
			errno = e;
			return 0;
		}
	}
	f->wpos = f->wbase = f->wend = 0;
	f->rpos = f->rend = 0;
	return 0;
}


/* fflush(NULL) only writes: input streams are left alone, as in glibc. */
static int flush_out(FILE *f)
{
	int r = 0;
	if (!f) return 0;
	FLOCK(f);
	if (f->wpos != f->wbase) r = __fflush_unlocked(f);
	FUNLOCK(f);
	return r;
}

int fflush(FILE *f)
{
	int r;
	if (!f) {
		r = flush_out(__stdout_used) | flush_out(__stderr_used);
		for (f = *__ofl_lock(); f; f = f->next) r |= flush_out(f);
		__ofl_unlock();
		return r;
	}
	FLOCK(f);
	r = __fflush_unlocked(f);
	FUNLOCK(f);
	return r;
}

int fflush_unlocked(FILE *f)
{
	return f ? __fflush_unlocked(f) : fflush(0);
}
