/* _FORTIFY_SOURCE=2 on <poll.h> and <sys/select.h>: poll and ppoll with
 * more entries than the array holds abort, and so does FD_SET with a
 * descriptor fd_set has no bit for. */
#define _GNU_SOURCE
#undef _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 2
#include <poll.h>
#include <sys/select.h>
#include "chk.h"

static volatile nfds_t n1 = 1, n2 = 2;
static volatile int big = FD_SETSIZE, neg = -1;

static void overflow(int which)
{
	struct pollfd p[1] = { { .fd = 0 } };
	fd_set s;
	FD_ZERO(&s);
	switch (which) {
	case 1: poll(p, n2, 0); break;
	case 2: ppoll(p, n2, &(struct timespec){ 0 }, 0); break;
	case 3: FD_SET(big, &s); break;
	case 4: FD_CLR(neg, &s); break;
	case 5: (void)!FD_ISSET(big, &s); break;
	}
	__asm__ volatile("" : : "r"(p), "r"(&s) : "memory");
}

int main(void)
{
	struct pollfd p[1] = { { .fd = -1 } };
	fd_set s;
	volatile int fd = 5;
	CHECK_INT(poll(p, n1, 0), 0);
	CHECK_INT(ppoll(p, n1, &(struct timespec){ 0 }, 0), 0);
	FD_ZERO(&s);
	FD_SET(fd, &s);
	CHECK(FD_ISSET(fd, &s));
	CHECK_ABORTS(1, "poll");
	CHECK_ABORTS(2, "ppoll");
	CHECK_ABORTS(3, "*** bit out of range 0 - FD_SETSIZE on fd_set ***: terminated");
	CHECK_ABORTS(4, "*** bit out of range 0 - FD_SETSIZE on fd_set ***: terminated");
	CHECK_ABORTS(5, "*** bit out of range 0 - FD_SETSIZE on fd_set ***: terminated");
	return check_done();
}
