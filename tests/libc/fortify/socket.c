/* _FORTIFY_SOURCE=2 on <sys/socket.h>: recv and recvfrom asked for more
 * than the buffer holds abort. */
#undef _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 2
#include <sys/socket.h>
#include "chk.h"

static volatile size_t n8 = 8, n9 = 9;
static int sv[2];

static void overflow(int which)
{
	char d[8];
	switch (which) {
	case 1: recv(sv[0], d, n9, MSG_DONTWAIT); break;
	case 2: recvfrom(sv[0], d, n9, MSG_DONTWAIT, 0, 0); break;
	}
	__asm__ volatile("" : : "r"(d) : "memory");
}

int main(void)
{
	char d[8];
	CHECK(!socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	CHECK_INT((int)send(sv[1], "0123456789", 10, 0), 10);
	CHECK_INT((int)recv(sv[0], d, n8, 0), 8);
	CHECK(!memcmp(d, "01234567", 8));
	CHECK_INT((int)recvfrom(sv[0], d, n8, 0, 0, 0), 2);
	CHECK_ABORTS(1, "recv");
	CHECK_ABORTS(2, "recvfrom");
	return check_done();
}
