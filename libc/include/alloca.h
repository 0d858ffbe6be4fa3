#ifndef _ALLOCA_H
#define _ALLOCA_H

#include <features.h>

#define __NEED_size_t
#include <bits/alltypes.h>

__BEGIN_DECLS

void *alloca(size_t);

__END_DECLS

#define alloca __builtin_alloca

#endif
