#ifndef AIO_IMPL_H
#define AIO_IMPL_H

#include <aio.h>
#include "libc.h"

/* Requests are queued per descriptor and done in order, one helper
 * thread per descriptor with work (it leaves when its queue is empty):
 * in-order O_APPEND writes and an aio_fsync that covers every earlier
 * request on its descriptor come for free, and a request not yet
 * started can be cancelled. __err is EINPROGRESS until the result is
 * in place; __aio_seq changes (and is woken) at every completion. */

enum { AIO_OP_READ, AIO_OP_WRITE, AIO_OP_FSYNC, AIO_OP_FDATASYNC };

/* lio_listio's LIO_NOWAIT notification: sent when pending reaches 0. */
struct __lio_group {
	volatile int pending;
	struct sigevent sev;
};

extern hidden volatile int __aio_seq;

hidden int __aio_submit(struct aiocb *, int op);
hidden int __aio_cancel_queued(int fd, struct aiocb *);
hidden void __aio_notify(const struct sigevent *);
hidden void __aio_group_done(struct __lio_group *);

#endif
