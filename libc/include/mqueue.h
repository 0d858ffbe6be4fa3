#ifndef _MQUEUE_H
#define _MQUEUE_H

#include <features.h>

#define __NEED_size_t
#define __NEED_ssize_t
#define __NEED_time_t
#define __NEED_struct_timespec
#include <bits/alltypes.h>

/* struct sigevent and pthread_attr_t (POSIX lets <signal.h> show). */
#include <signal.h>

/* A message queue descriptor is a file descriptor on Linux. */
typedef int mqd_t;

struct mq_attr {
	long mq_flags;
	long mq_maxmsg;
	long mq_msgsize;
	long mq_curmsgs;
	long __unused[4];
};

__BEGIN_DECLS

mqd_t mq_open(const char *, int, ...);
int mq_close(mqd_t);
int mq_unlink(const char *);
int mq_getattr(mqd_t, struct mq_attr *);
int mq_setattr(mqd_t, const struct mq_attr *__restrict, struct mq_attr *__restrict);
int mq_notify(mqd_t, const struct sigevent *);
int mq_send(mqd_t, const char *, size_t, unsigned);
int mq_timedsend(mqd_t, const char *, size_t, unsigned, const struct timespec *);
ssize_t mq_receive(mqd_t, char *, size_t, unsigned *);
ssize_t mq_timedreceive(mqd_t, char *__restrict, size_t, unsigned *__restrict,
	const struct timespec *__restrict);

__END_DECLS

#endif
