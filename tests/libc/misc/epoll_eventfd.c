#define _GNU_SOURCE
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/signalfd.h>
#include <signal.h>
#include <unistd.h>
#include <errno.h>
#include "check.h"

int main(void)
{
	CHECK_INT(sizeof(struct signalfd_siginfo), 128);
#ifdef __x86_64__
	CHECK_INT(sizeof(struct epoll_event), 12);
#else
	CHECK_INT(sizeof(struct epoll_event), 16);
#endif
	int efd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
	CHECK(efd >= 0);
	int ep = epoll_create1(EPOLL_CLOEXEC);
	CHECK(ep >= 0);
	struct epoll_event ev = { .events = EPOLLIN, .data.u64 = 0x1122334455667788ULL };
	CHECK_INT(epoll_ctl(ep, EPOLL_CTL_ADD, efd, &ev), 0);

	struct epoll_event out[2];
	CHECK_INT(epoll_wait(ep, out, 2, 0), 0);
	CHECK_INT(eventfd_write(efd, 5), 0);
	CHECK_INT(eventfd_write(efd, 6), 0);
	CHECK_INT(epoll_wait(ep, out, 2, 100), 1);
	CHECK_UINT(out[0].data.u64, 0x1122334455667788ULL);
	CHECK_INT(out[0].events & EPOLLIN, EPOLLIN);
	eventfd_t v = 0;
	CHECK_INT(eventfd_read(efd, &v), 0);
	CHECK_UINT(v, 11);
	CHECK_INT(eventfd_read(efd, &v), -1);
	CHECK_INT(errno, EAGAIN);
	CHECK_ERRNO(epoll_create(0), EINVAL);

	/* a blocked signal is read from a signalfd instead of delivered */
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, 0);
	int sfd = signalfd(-1, &set, SFD_CLOEXEC);
	CHECK(sfd >= 0);
	raise(SIGUSR1);
	struct signalfd_siginfo si;
	CHECK_INT(read(sfd, &si, sizeof si), sizeof si);
	CHECK_INT(si.ssi_signo, SIGUSR1);
	CHECK_INT(si.ssi_pid, getpid());
	return check_done();
}
