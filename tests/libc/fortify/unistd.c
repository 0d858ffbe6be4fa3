/* _FORTIFY_SOURCE=2 on <unistd.h>: read, pread, readlink, readlinkat
 * and getcwd asked for more than the buffer holds abort, before the
 * system call writes anything. */
#undef _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 2
#include <fcntl.h>
#include <unistd.h>
#include "chk.h"

static volatile size_t n8 = 8, n9 = 9;

static void overflow(int which)
{
	char d[8];
	int fd = open("/proc/self/exe", O_RDONLY);
	switch (which) {
	case 1: read(fd, d, n9); break;
	case 2: pread(fd, d, n9, 0); break;
	case 3: readlink("/proc/self/exe", d, n9); break;
	case 4: readlinkat(AT_FDCWD, "/proc/self/exe", d, n9); break;
	case 5: getcwd(d, n9); break;
	}
	__asm__ volatile("" : : "r"(d) : "memory");
}

int main(void)
{
	char d[8];
	int fd = open("/proc/self/exe", O_RDONLY);
	CHECK(fd >= 0);
	CHECK_INT((int)read(fd, d, n8), 8);
	CHECK_INT((int)pread(fd, d, n8, 1), 8);
	CHECK(!memcmp(d, "ELF", 3));
	CHECK_INT((int)readlink("/proc/self/exe", d, n8), 8);
	close(fd);
	CHECK_ABORTS(1, "read");
	CHECK_ABORTS(2, "pread");
	CHECK_ABORTS(3, "readlink");
	CHECK_ABORTS(4, "readlinkat");
	CHECK_ABORTS(5, "getcwd");
	return check_done();
}
