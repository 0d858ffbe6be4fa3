#include <errno.h>
#include <fcntl.h>
#include "aio_impl.h"

int aio_read(struct aiocb *cb)
{
	cb->__group = 0;
	return __aio_submit(cb, AIO_OP_READ);
}

int aio_write(struct aiocb *cb)
{
	cb->__group = 0;
	return __aio_submit(cb, AIO_OP_WRITE);
}

int aio_fsync(int op, struct aiocb *cb)
{
	if (op != O_SYNC && op != O_DSYNC) {
		errno = EINVAL;
		return -1;
	}
	cb->__group = 0;
	return __aio_submit(cb, op == O_SYNC ? AIO_OP_FSYNC : AIO_OP_FDATASYNC);
}
