#ifndef SYS_MMAN_H
#define SYS_MMAN_H

#include "../../../include/sys/mman.h"

/* The mapping calls under internal names, for malloc and the threads
 * code: a program may define its own mmap without breaking libc. */
void *__mmap(void *, size_t, int, int, int, off_t);
int __munmap(void *, size_t);
void *__mremap(void *, size_t, size_t, int, ...);
int __madvise(void *, size_t, int);
int __mprotect(void *, size_t, int);

#endif
