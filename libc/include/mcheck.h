#ifndef _MCHECK_H
#define _MCHECK_H

#include <features.h>

/* What mprobe, and a handler given to mcheck, are told about a block. */
enum mcheck_status {
	MCHECK_DISABLED = -1,
	MCHECK_OK,
	MCHECK_FREE,
	MCHECK_HEAD,
	MCHECK_TAIL
};

__BEGIN_DECLS

int mcheck(void (*)(enum mcheck_status));
int mcheck_pedantic(void (*)(enum mcheck_status));
void mcheck_check_all(void);
enum mcheck_status mprobe(void *);
void mtrace(void);
void muntrace(void);

__END_DECLS

#endif
