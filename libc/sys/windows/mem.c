/* Memory under Windows: anonymous mappings are VirtualAlloc regions.
 * File mappings are not done yet. */
#include <errno.h>
#include <sys/mman.h>
#include "win.h"

static DWORD protection(long prot)
{
	if (prot & PROT_EXEC) return prot & PROT_WRITE ? PAGE_EXECUTE_READWRITE : PAGE_EXECUTE_READ;
	if (prot & PROT_WRITE) return PAGE_READWRITE;
	if (prot & PROT_READ) return PAGE_READONLY;
	return PAGE_NOACCESS;
}

long __win_mmap(long addr, long len, long prot, long flags, long fd, long off)
{
	(void)off;
	if (!(flags & MAP_ANONYMOUS))
		return -ENOSYS;  /* ENOSYS: file mappings are not done yet under Windows */
	(void)fd;
	if (len <= 0) return -EINVAL;
	void *want = flags & (MAP_FIXED | MAP_FIXED_NOREPLACE) ? (void *)addr : 0;
	void *p = WIN(VirtualAlloc)(want, len, MEM_RESERVE | MEM_COMMIT, protection(prot));
	if (!p && (flags & MAP_FIXED)) {
		/* inside a region of ours: commit it afresh, zeroed, as Linux
		 * replaces what was there */
		MEMORY_BASIC_INFORMATION mi;
		if (!WIN(VirtualQuery)(want, &mi, sizeof mi) || mi.state == 0x10000 /* MEM_FREE */)
			return -ENOMEM;
		WIN(VirtualFree)(want, len, MEM_DECOMMIT);
		p = WIN(VirtualAlloc)(want, len, MEM_COMMIT, protection(prot));
	}
	if (!p) return __win_errno() == -EINVAL ? -ENOMEM : __win_errno();
	return (long)p;
}

/* A whole region given back is released; part of one is decommitted (its
 * memory returns to the system, the addresses stay reserved). */
long __win_munmap_now(long addr, long len)
{
	MEMORY_BASIC_INFORMATION mi;
	if (addr & 4095 || len <= 0) return -EINVAL;
	if (!WIN(VirtualQuery)((void *)addr, &mi, sizeof mi)) return -EINVAL;
	if (mi.state == 0x10000) return 0;
	if (mi.alloc_base == (void *)addr) {
		size_t whole = 0;
		for (char *p = (char *)addr; WIN(VirtualQuery)(p, &mi, sizeof mi) &&
		     mi.alloc_base == (void *)addr; p += mi.size)
			whole += mi.size;
		if ((size_t)len >= whole)
			return WIN(VirtualFree)((void *)addr, 0, MEM_RELEASE) ? 0 : __win_errno();
	}
	return WIN(VirtualFree)((void *)addr, len, MEM_DECOMMIT) ? 0 : __win_errno();
}

long __win_mprotect(long addr, long len, long prot)
{
	DWORD old;
	return WIN(VirtualProtect)((void *)addr, len, protection(prot), &old) ? 0 : __win_errno();
}

long __win_munmap(long addr, long len)
{
	__win_unmap_own_stack(addr, len);   /* a thread's last act: does not return */
	return __win_munmap_now(addr, len);
}

/* mremap: Windows cannot grow a region in place, so with MREMAP_MAYMOVE
 * the pages move to a new region (copied) and the old one goes; without
 * it, growing is ENOMEM, as on Linux when the next pages are taken.
 * Shrinking gives the tail back. */
long __win_mremap(long old, long size, long new_size, long flags)
{
	enum { MAYMOVE = 1 };
	if ((old & 4095) || !new_size || (flags & ~MAYMOVE)) return -EINVAL;
	size = (size + 4095) & -4096L, new_size = (new_size + 4095) & -4096L;
	if (new_size <= size) {
		if (new_size < size) __win_munmap_now(old + new_size, size - new_size);
		return old;
	}
	if (!(flags & MAYMOVE)) return -ENOMEM;
	MEMORY_BASIC_INFORMATION mi;
	if (!WIN(VirtualQuery)((void *)old, &mi, sizeof mi)) return -EFAULT;
	void *p = WIN(VirtualAlloc)(0, new_size, MEM_RESERVE | MEM_COMMIT, mi.protect ? mi.protect : PAGE_READWRITE);
	if (!p) return -ENOMEM;
	__builtin_memcpy(p, (void *)old, size);
	__win_munmap_now(old, size);
	return (long)p;
}
