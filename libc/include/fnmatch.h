#ifndef _FNMATCH_H
#define _FNMATCH_H

#include <features.h>

#define FNM_PATHNAME 0x1
#define FNM_NOESCAPE 0x2
#define FNM_PERIOD   0x4
#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define FNM_FILE_NAME   FNM_PATHNAME
#define FNM_LEADING_DIR 0x8
#define FNM_CASEFOLD    0x10
#define FNM_EXTMATCH    0x20
#define FNM_IGNORECASE  FNM_CASEFOLD
#endif

#define FNM_NOMATCH 1
#define FNM_NOSYS   (-1)

__BEGIN_DECLS

int fnmatch(const char *, const char *, int);

__END_DECLS

#endif
