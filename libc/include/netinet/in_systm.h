#ifndef _NETINET_IN_SYSTM_H
#define _NETINET_IN_SYSTM_H

#include <stdint.h>

/* BSD's names for fields in network byte order. */
typedef uint16_t n_short;
typedef uint32_t n_long;
typedef uint32_t n_time;

#endif
