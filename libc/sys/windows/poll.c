/* ppoll and pselect6 under Windows. Windows has no one call that waits
 * for every kind of handle to become readable, so readiness is asked of
 * each kind in its own way:
 *
 * - a file on disk is always ready, as on Linux;
 * - a pipe's reading end is readable when PeekNamedPipe sees bytes, and
 *   hung up (POLLHUP) when every writer is gone; a writing end is always
 *   writable (Windows does not tell how full the pipe is);
 * - a console's input is readable when a key press is waiting (other
 *   input records, focus and mouse events, are read away so they do not
 *   wake the wait again); console output and NUL are always ready.
 *
 * Nothing ready: a console's input handle is waitable, so the wait is
 * WaitForMultipleObjects on those; an anonymous pipe is not, so when a
 * pipe is polled the wait is sliced (1 ms, doubling up to 16 ms) and the
 * pipes asked again after each slice. A socket is asked with WSAPoll
 * (socket.c); when only sockets are polled, WSAPoll waits for them,
 * else they are asked again after each slice as pipes are. Timeouts
 * count on the monotonic clock's counter and waits are rounded up to
 * whole milliseconds, so a timeout never ends short of what the
 * caller's own clock measures. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/select.h>
#include <time.h>
#include "win.h"

#define KEY_EVENT 1
typedef struct {
	uint16_t type, pad;
	BOOL key_down;
	uint16_t repeat, vkey, scan;
	WCHAR ch;
	DWORD control;
} INPUT_RECORD;   /* only the key event's member of Windows's union */
_Static_assert(sizeof(INPUT_RECORD) == 20, "INPUT_RECORD is 20 bytes");

#define ALWAYS (POLLIN | POLLRDNORM | POLLOUT | POLLWRNORM)

static int console_input_ready(HANDLE h)
{
	INPUT_RECORD rec[16];
	DWORD n = 0;
	if (!WIN(PeekConsoleInputW)(h, rec, 16, &n)) return 0;
	for (DWORD i = 0; i < n; i++)
		if (rec[i].type == KEY_EVENT && rec[i].key_down && rec[i].ch) return 1;
	if (n) WIN(ReadConsoleInputW)(h, rec, n, &n);   /* nothing a read would return */
	return 0;
}

/* What fd is ready for, as poll's revents; *wait gets a handle the wait
 * may block on, *sliced is set when only asking again can tell. */
static int ready(int fd, int events, HANDLE *wait, int *sliced)
{
	struct win_fd *f = __win_fd(fd);
	DWORD avail;
	if (!f) return POLLNVAL;
	events |= POLLERR | POLLHUP;
	if (f->sock) {
		int r = __win_sock_ready(f, events);
		if (!r) *sliced = 1;
		return r;
	}
	switch (WIN(GetFileType)(f->h)) {
	case FILE_TYPE_PIPE:
		if ((f->flags & O_ACCMODE) == O_WRONLY) return events & (POLLOUT | POLLWRNORM);
		if (WIN(PeekNamedPipe)(f->h, 0, 0, 0, &avail, 0)) {
			if (avail) return events & (POLLIN | POLLRDNORM);
			*sliced = 1;
			return 0;
		}
		switch (WIN(GetLastError)()) {
		case 109: return POLLHUP;                            /* every writer gone */
		case 5: return events & (POLLOUT | POLLWRNORM);      /* a writing end passed as O_RDWR */
		}
		return POLLERR;
	case FILE_TYPE_CHAR:
		if (!WIN(GetNumberOfConsoleInputEvents)(f->h, &avail)) return events & ALWAYS;
		if (console_input_ready(f->h)) return events & (POLLIN | POLLRDNORM);
		*wait = f->h;
		return 0;
	}
	return events & ALWAYS;
}

static long poll_fds(struct pollfd *p, unsigned long n, const struct timespec *to)
{
	int64_t deadline = 0;
	DWORD slice = 1;
	if (to) {
		if (to->tv_sec < 0 || (unsigned long)to->tv_nsec >= 1000000000) return -EINVAL;
		deadline = __win_deadline(to);
	}
	for (;;) {
		HANDLE hs[64];
		DWORD nh = 0;
		int sliced = 0;
		unsigned long socks = 0, others = 0;
		long count = 0;
		for (unsigned long i = 0; i < n; i++) {
			HANDLE h = 0;
			p[i].revents = p[i].fd < 0 ? 0 : ready(p[i].fd, p[i].events, &h, &sliced);
			if (p[i].revents) count++;
			if (h && nh < 64) hs[nh++] = h;
			else if (h) sliced = 1;
			if (p[i].fd >= 0) {
				struct win_fd *f = __win_fd(p[i].fd);
				f && f->sock ? socks++ : others++;
			}
		}
		if (count) return count;
		DWORD wait = INFINITE;
		if (to && !(wait = __win_ms_until(deadline))) return 0;
		if (socks && !others && socks <= 64) {   /* WSAPoll waits for sockets alone */
			long r = __win_sock_poll(p, n, wait == INFINITE ? -1 : (long)wait);
			if (r < 0) return r;
			continue;
		}
		if (sliced && wait > slice) wait = slice;
		if (slice < 16) slice *= 2;
		if (nh) WIN(WaitForMultipleObjects)(nh, hs, 0, wait);
		else WIN(Sleep)(wait);   /* INFINITE with nothing to wait for: as Linux, for good */
	}
}

/* The mask a ppoll or pselect6 waits under, then the caller's again. */
static long with_mask(const void *mask, uint64_t *old)
{
	return mask ? __win_rt_sigprocmask(SIG_SETMASK, (long)mask, (long)old, 8) : 0;
}

long __win_ppoll(long fds, long n, long to, long mask, long size)
{
	uint64_t old;
	if (mask && size != 8) return -EINVAL;
	if ((unsigned long)n > 1024) return -EINVAL;
	with_mask((void *)mask, &old);
	long r = poll_fds((struct pollfd *)fds, n, (const struct timespec *)to);
	if (mask) __win_rt_sigprocmask(SIG_SETMASK, (long)&old, 0, 8);
	return r;
}

long __win_pselect6(long n, long rp, long wp, long ep, long to, long data)
{
	fd_set *sets[3] = { (fd_set *)rp, (fd_set *)wp, (fd_set *)ep };
	static const short want[3] = { POLLIN, POLLOUT, POLLPRI };
	struct pollfd p[FD_SETSIZE];
	unsigned long k = 0;
	if (n < 0 || n > FD_SETSIZE) return -EINVAL;
	for (int fd = 0; fd < n; fd++) {
		short ev = 0;
		for (int s = 0; s < 3; s++)
			if (sets[s] && FD_ISSET(fd, sets[s])) ev |= want[s];
		if (!ev) continue;
		if (!__win_fd(fd)) return -EBADF;
		p[k++] = (struct pollfd){ .fd = fd, .events = ev };
	}
	const struct { const void *mask; unsigned long size; } *d = (void *)data;
	if (d && d->mask && d->size != 8) return -EINVAL;
	uint64_t old;
	with_mask(d ? d->mask : 0, &old);
	long r = poll_fds(p, k, (const struct timespec *)to);
	if (d && d->mask) __win_rt_sigprocmask(SIG_SETMASK, (long)&old, 0, 8);
	if (r < 0) return r;
	for (int s = 0; s < 3; s++)
		if (sets[s]) for (int fd = 0; fd < n; fd++) FD_CLR(fd, sets[s]);
	r = 0;
	for (unsigned long i = 0; i < k; i++) {
		short got = p[i].revents;
		if (sets[0] && (got & (POLLIN | POLLHUP | POLLERR)) && (p[i].events & POLLIN))
			FD_SET(p[i].fd, sets[0]), r++;
		if (sets[1] && (got & (POLLOUT | POLLERR)) && (p[i].events & POLLOUT))
			FD_SET(p[i].fd, sets[1]), r++;
		if (sets[2] && (got & POLLPRI) && (p[i].events & POLLPRI))
			FD_SET(p[i].fd, sets[2]), r++;
	}
	return r;
}
