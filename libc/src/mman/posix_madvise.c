#include <sys/mman.h>
#include "syscall.h"

/* POSIX_MADV_DONTNEED must not discard data, which Linux MADV_DONTNEED
 * does for private mappings: treat it as the advisory no-op it is. The
 * error is returned, not stored in errno. */
int posix_madvise(void *addr, size_t len, int advice)
{
	if (advice == POSIX_MADV_DONTNEED) return 0;
	return -__syscall(SYS_madvise, addr, len, advice);
}
