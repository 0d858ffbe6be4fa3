/* polyport's wrapper of the host libstdc++'s bits/c++locale.h.
 *
 * <string> and everything that includes it reach this header; the host's
 * copy (the GNU locale model) names the locale type by glibc's spelling
 * __locale_t. polyport's <locale.h> has the POSIX locale_t, the same kind
 * of object, so the one spelling is defined as the other and the host's
 * header follows unchanged. The GNU model's compiled parts (facets,
 * streams) are not supported: bits/ctype_base.h in this directory says so. */
#ifndef _POLYPORT_CXX_LOCALE_H
#define _POLYPORT_CXX_LOCALE_H 1
#include <locale.h>
typedef locale_t __locale_t;
#endif
#include_next <bits/c++locale.h>
