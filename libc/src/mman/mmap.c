#include <sys/mman.h>
#include <errno.h>
#include <stdint.h>
#include "syscall.h"

/* Offsets must be page multiples (the kernel's 64-bit mmap takes bytes
 * and checks), and a length above PTRDIFF_MAX could never be indexed. */
void *__mmap(void *start, size_t len, int prot, int flags, int fd, off_t off)
{
	if (off & (libc.page_size - 1)) {
		errno = EINVAL;
		return MAP_FAILED;
	}
	if (len >= PTRDIFF_MAX) {
		errno = ENOMEM;
		return MAP_FAILED;
	}
	long ret = __syscall(SYS_mmap, start, len, prot, flags, fd, off);
	/* When no address is free above mmap_min_addr, Linux can report an
	 * anonymous mapping as EPERM (the security check); it is ENOMEM. */
	if (ret == -EPERM && !start && (flags & MAP_ANON) && !(flags & MAP_FIXED))
		ret = -ENOMEM;
	return (void *)__syscall_ret(ret);
}

weak_alias(__mmap, mmap);
weak_alias(__mmap, mmap64);
