#include <sys/mman.h>
#include <stdint.h>
#include "syscall.h"

/* POSIX lets the address be unaligned; the kernel does not: cover the
 * whole pages the range touches. */
int __mprotect(void *addr, size_t len, int prot)
{
	size_t start = (size_t)addr & -libc.page_size;
	size_t end = ((size_t)addr + len + libc.page_size - 1) & -libc.page_size;
	return syscall_ret(SYS_mprotect, start, end - start, prot);
}

weak_alias(__mprotect, mprotect);
