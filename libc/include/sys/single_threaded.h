#ifndef _SYS_SINGLE_THREADED_H
#define _SYS_SINGLE_THREADED_H

#include <features.h>

__BEGIN_DECLS

/* Non-zero until the process creates its first thread (glibc 2.32). */
extern char __libc_single_threaded;

__END_DECLS

#endif
