#include <errno.h>
#include <fcntl.h>
#include "aio_impl.h"

/* Only requests still queued can be cancelled: one already running in
 * its helper finishes (AIO_NOTCANCELED), as glibc's does. */
int aio_cancel(int fd, struct aiocb *cb)
{
	if (fcntl(fd, F_GETFD) < 0) return -1;
	if (cb && cb->aio_fildes != fd) {
		errno = EINVAL;
		return -1;
	}
	return __aio_cancel_queued(fd, cb);
}
