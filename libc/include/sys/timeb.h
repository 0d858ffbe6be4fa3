#ifndef _SYS_TIMEB_H
#define _SYS_TIMEB_H

#include <features.h>

#define __NEED_time_t
#include <bits/alltypes.h>

struct timeb {
	time_t time;
	unsigned short millitm;
	short timezone, dstflag;
};

__BEGIN_DECLS

int ftime(struct timeb *);

__END_DECLS

#endif
