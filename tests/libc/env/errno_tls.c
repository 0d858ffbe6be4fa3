#include <errno.h>
#include <unistd.h>
#include "check.h"

static _Thread_local int tdata = 42;
static _Thread_local int tbss;

int main(void)
{
	/* A failing syscall wrapper sets the thread-local errno. */
	CHECK_ERRNO(write(-1, "x", 1), EBADF);
	CHECK_INT(tdata, 42);
	CHECK_INT(tbss, 0);
	tbss = 7;
	CHECK_INT(tbss, 7);
	errno = 0;
	CHECK_INT(errno, 0);
	return check_done();
}
