#ifndef _ERRNO_H
#define _ERRNO_H

#include <features.h>
#include <bits/errno.h>

#ifndef ENOTSUP
#define ENOTSUP EOPNOTSUPP
#endif

__BEGIN_DECLS

/* errno is thread-local; the function form keeps the ABI free of a TLS
 * symbol, as glibc and musl do. */
int *__errno_location(void);
#define errno (*__errno_location())

#ifdef _GNU_SOURCE
extern char *program_invocation_short_name, *program_invocation_name;
#endif

__END_DECLS

#endif
