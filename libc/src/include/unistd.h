#ifndef UNISTD_H
#define UNISTD_H

#include "../../include/unistd.h"

/* (Everything in libc is hidden through vis.h; no attribute needed.) */

/* "/proc/self/fd/N" for FD into BUF (at least 27 bytes): how the *at and
 * f* calls reach a descriptor's file when the kernel call they need only
 * takes a path (fchmod on an O_PATH fd, fexecve, ttyname). */
void __procfdname(char *buf, unsigned fd);

#endif
