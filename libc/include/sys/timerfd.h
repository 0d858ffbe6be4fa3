#ifndef _SYS_TIMERFD_H
#define _SYS_TIMERFD_H

#include <features.h>
#include <time.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/ioctl.h>

#define TFD_NONBLOCK O_NONBLOCK
#define TFD_CLOEXEC  O_CLOEXEC

#define TFD_TIMER_ABSTIME 1
#define TFD_TIMER_CANCEL_ON_SET (1 << 1)

#define TFD_IOC_SET_TICKS _IOW('T', 0, uint64_t)

__BEGIN_DECLS

int timerfd_create(int, int);
int timerfd_settime(int, int, const struct itimerspec *, struct itimerspec *);
int timerfd_gettime(int, struct itimerspec *);

__END_DECLS

#endif
