#include <sys/mman.h>
#include "syscall.h"

int mincore(void *addr, size_t len, unsigned char *vec)
{
	return syscall_ret(SYS_mincore, addr, len, vec);
}
