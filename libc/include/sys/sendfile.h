#ifndef _SYS_SENDFILE_H
#define _SYS_SENDFILE_H

#include <features.h>

#define __NEED_size_t
#define __NEED_ssize_t
#define __NEED_off_t
#include <bits/alltypes.h>

__BEGIN_DECLS

ssize_t sendfile(int, int, off_t *, size_t);

#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define sendfile64 sendfile
#endif

__END_DECLS

#endif
