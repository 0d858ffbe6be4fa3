#include "aio_impl.h"

int aio_error(const struct aiocb *cb)
{
	return __atomic_load_n(&cb->__err, __ATOMIC_SEQ_CST);
}

ssize_t aio_return(struct aiocb *cb)
{
	return cb->__ret;
}
