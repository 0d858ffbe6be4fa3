#ifndef _LIBGEN_H
#define _LIBGEN_H

#include <features.h>

__BEGIN_DECLS

char *dirname(char *);
char *__xpg_basename(char *);

__END_DECLS

/* glibc's spelling: the POSIX basename has its own symbol so that the GNU
 * one (string.h) can keep the plain name. */
#define basename __xpg_basename

#endif
