/* Phase 3: map the PT_LOAD segments. A static PIE (ET_DYN) goes at a
 * random base: the kernel picks where a PROT_NONE reservation of the whole
 * span lands, then each segment is mapped over it. A fixed-address program
 * (ET_EXEC) goes at its own addresses, which must be free. */
#include "loader.h"

#define PROT_NONE 0
#define PROT_READ 1
#define PROT_WRITE 2
#define PROT_EXEC 4
#define MAP_PRIVATE 0x02
#define MAP_FIXED 0x10
#define MAP_ANONYMOUS 0x20
#define MAP_FIXED_NOREPLACE 0x100000
#define MAX_ERRNO 4095

static int is_err(long r) { return (unsigned long)r > -(unsigned long)MAX_ERRNO - 1; }

static unsigned long down(const struct ld *L, unsigned long x) { return x & -L->pagesz; }
static unsigned long up(const struct ld *L, unsigned long x) { return (x + L->pagesz - 1) & -L->pagesz; }

static int prot_of(const ape_phdr *p)
{
	return (p->p_flags & APE_PF_R ? PROT_READ : 0) | (p->p_flags & APE_PF_W ? PROT_WRITE : 0)
		| (p->p_flags & APE_PF_X ? PROT_EXEC : 0);
}

static long mmap6(unsigned long a, unsigned long n, int prot, int flags, int fd, unsigned long off)
{
	return ld_sys(SYS_mmap, (long)a, (long)n, prot, flags, fd, (long)off);
}

static void reserve(struct ld *L)
{
	unsigned long lo = ~0UL, hi = 0;
	for (int i = 0; i < L->eh.e_phnum; i++) {
		const ape_phdr *p = &L->ph[i];
		if (p->p_type != APE_PT_LOAD)
			continue;
		if (p->p_vaddr < lo)
			lo = p->p_vaddr;
		if (p->p_vaddr + p->p_memsz > hi)
			hi = p->p_vaddr + p->p_memsz;
	}
	lo = down(L, lo), hi = up(L, hi);
	int dyn = L->eh.e_type == APE_ET_DYN;
	long r = mmap6(dyn ? 0 : lo, hi - lo, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS
		       | (dyn ? 0 : MAP_FIXED_NOREPLACE), -1, 0);
	if (is_err(r))
		ld_die_errno(L, "cannot reserve address space", -r);
	if (!dyn && (unsigned long)r != lo)
		ld_die(L, "the program's fixed addresses are already in use");
	L->base = dyn ? (unsigned long)r - lo : 0;
}

/* Zero the bss bytes that share a page with the end of the file bytes. */
static void zero_tail(unsigned long from, unsigned long to)
{
	for (unsigned char *q = (unsigned char *)from; q < (unsigned char *)to; q++)
		*q = 0;
}

static void map_one(struct ld *L, const ape_phdr *p)
{
	unsigned long start = L->base + p->p_vaddr, pstart = down(L, start);
	unsigned long fend = start + p->p_filesz, mend = start + p->p_memsz;
	int prot = prot_of(p), bss = p->p_memsz > p->p_filesz;
	if (p->p_filesz) {
		int tmp = bss && (fend & (L->pagesz - 1)) ? PROT_WRITE : 0;
		long r = mmap6(pstart, fend - pstart, prot | tmp, MAP_PRIVATE | MAP_FIXED,
			       L->fd, p->p_offset - (start - pstart));
		if (is_err(r))
			ld_die_errno(L, -r == 1 ? "cannot map segment (noexec mount?)"
				     : "cannot map segment", -r);
		if (tmp) {
			zero_tail(fend, up(L, fend) < mend ? up(L, fend) : mend);
			if (!(prot & PROT_WRITE))
				ld_sys(SYS_mprotect, (long)pstart, (long)(up(L, fend) - pstart), prot, 0, 0, 0);
		}
	}
	unsigned long astart = p->p_filesz ? up(L, fend) : pstart;
	if (mend > astart) {
		long r = mmap6(astart, up(L, mend) - astart, prot, MAP_PRIVATE | MAP_FIXED
			       | MAP_ANONYMOUS, -1, 0);
		if (is_err(r))
			ld_die_errno(L, "cannot map bss", -r);
	}
}

void ld_map(struct ld *L)
{
	reserve(L);
	for (int i = 0; i < L->eh.e_phnum; i++)
		if (L->ph[i].p_type == APE_PT_LOAD)
			map_one(L, &L->ph[i]);
	ld_sys(SYS_close, L->fd, 0, 0, 0, 0, 0);
}
