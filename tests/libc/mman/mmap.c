#define _GNU_SOURCE
#include <sys/mman.h>
#include <unistd.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <stdint.h>
#include <signal.h>
#include <sys/wait.h>
#include "check.h"

int main(void)
{
	long pg = sysconf(_SC_PAGESIZE);
	CHECK(pg >= 4096 && (pg & (pg - 1)) == 0);
	CHECK_INT(getpagesize(), pg);

	/* anonymous memory is zeroed and writable */
	unsigned char *p = mmap(0, 3 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(p != MAP_FAILED);
	CHECK_INT(p[0] | p[3 * pg - 1], 0);
	memset(p, 0xab, 3 * pg);

	/* mincore: resident pages after touching */
	unsigned char vec[3];
	CHECK_INT(mincore(p, 3 * pg, vec), 0);
	CHECK_INT(vec[0] & 1, 1);

	/* mprotect to read-only: a write now faults (seen from a child) */
	CHECK_INT(mprotect(p, pg, PROT_READ), 0);
	pid_t pid = fork();
	if (pid == 0) {
		p[0] = 1;
		_exit(0);
	}
	int st;
	waitpid(pid, &st, 0);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV);
	CHECK_INT(p[0], 0xab);
	CHECK_INT(mprotect(p, pg, PROT_READ | PROT_WRITE), 0);

	/* mremap grows (possibly moving) and keeps contents */
	unsigned char *q = mremap(p, 3 * pg, 8 * pg, MREMAP_MAYMOVE);
	CHECK(q != MAP_FAILED);
	CHECK_INT(q[pg + 5], 0xab);
	CHECK_INT(q[7 * pg], 0);
	CHECK_INT(madvise(q, 8 * pg, MADV_DONTNEED), 0);
	CHECK_INT(q[pg + 5], 0);
	CHECK_INT(posix_madvise(q, pg, POSIX_MADV_SEQUENTIAL), 0);
	CHECK_INT(munmap(q, 8 * pg), 0);

	/* errors */
	CHECK(mmap(0, pg, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 1) == MAP_FAILED && errno == EINVAL);
	CHECK(mmap(0, pg, PROT_READ, MAP_PRIVATE, -1, 0) == MAP_FAILED && errno == EBADF);
	CHECK(mmap(0, SIZE_MAX - 10, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) == MAP_FAILED && errno == ENOMEM);

	/* a shared file mapping writes through to the file */
	int fd = memfd_create("pp-test", MFD_CLOEXEC);
	CHECK(fd >= 0);
	CHECK_INT(ftruncate(fd, pg), 0);
	char *m = mmap(0, pg, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	CHECK(m != MAP_FAILED);
	memcpy(m, "mapped", 6);
	CHECK_INT(msync(m, pg, MS_SYNC), 0);
	char buf[8] = {0};
	CHECK_INT(pread(fd, buf, 6, 0), 6);
	CHECK_STR(buf, "mapped");
	CHECK_INT(munmap(m, pg), 0);
	close(fd);

	/* mlock may be refused by RLIMIT_MEMLOCK, but not with EINVAL */
	char *l = mmap(0, pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int r = mlock(l, pg);
	CHECK(r == 0 || errno == EPERM || errno == ENOMEM || errno == EAGAIN);
	if (!r) CHECK_INT(munlock(l, pg), 0);
	munmap(l, pg);
	return check_done();
}
