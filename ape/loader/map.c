/* Phase 3: map the PT_LOAD segments. A static PIE (ET_DYN) goes where the
 * kernel finds room (so at a random base); a fixed-address program
 * (ET_EXEC) goes at its own addresses, which must be free.
 *
 * A segment is one or two pieces: its file pages, mapped from the file,
 * and the bss pages past them, anonymous. Pieces are mapped from the top
 * of the image down, each into free space: the top one where the kernel
 * puts a new mapping of its size, every one below it at its own address
 * with MAP_FIXED_NOREPLACE. In the usual top-down address space layout
 * the kernel's pick is the highest free gap, with free space below it.
 * Why not reserve the span first, as the kernel's ELF loader does: every
 * mmap that replaces part of a mapping costs about a mapping of its own
 * more (measured on Linux 6.18, x86_64 KVM guest: a 2-segment image maps
 * in 3.6 us this way, 5.5 us the kernel's way, 6.9 us over a PROT_NONE
 * reservation; 4 segments 6.8, 8.5 and 11.8 us).
 *
 * If something lies in the way below the first pick (the legacy
 * bottom-up layout: setarch -L, or an unlimited stack on arm64), what was
 * mapped is unmapped again, a reservation of the whole span shows the
 * kernel's choice of a hole for it, and the pieces go there (the loader
 * has one thread, so nothing can take the hole in between). A
 * fixed-address program always goes that way: its reservation at its own
 * addresses says clearly when they are taken.
 *
 * So does a static PIE whose largest PT_LOAD p_align (a power of two) is
 * more than a page: its base is a multiple of that alignment, as the
 * kernel's ELF loader makes it (for static PIEs since Linux 6.10), taken
 * in a reservation larger than the span by the alignment less a page. The
 * kernel's pick for a new mapping is only page-aligned, so there is no
 * cheaper way; an image whose p_align is at most a page (every program
 * without a section aligned above 4 KiB: apelink lowers the 64 KiB ld
 * writes for aarch64 to what a moved image's sections need) still goes
 * top-down with nothing added. */
#include "loader.h"

#define PROT_NONE 0
#define PROT_READ 1
#define PROT_WRITE 2
#define PROT_EXEC 4
#define MAP_PRIVATE 0x02
#define MAP_ANONYMOUS 0x20
#define MAP_FIXED_NOREPLACE 0x100000
#define EEXIST 17
#define MAX_ERRNO 4095

static int is_err(long r) { return (unsigned long)r > -(unsigned long)MAX_ERRNO - 1; }

static unsigned long down(const struct ld *L, unsigned long x) { return x & -L->pagesz; }
static unsigned long up(const struct ld *L, unsigned long x) { return (x + L->pagesz - 1) & -L->pagesz; }
static unsigned long min(unsigned long a, unsigned long b) { return a < b ? a : b; }

static int prot_of(const ape_phdr *p)
{
	return (p->p_flags & APE_PF_R ? PROT_READ : 0) | (p->p_flags & APE_PF_W ? PROT_WRITE : 0)
		| (p->p_flags & APE_PF_X ? PROT_EXEC : 0);
}

static long mmap6(unsigned long a, unsigned long n, int prot, int flags, int fd, unsigned long off)
{
	return ld_sys(SYS_mmap, (long)a, (long)n, prot, flags, fd, (long)off);
}

/* One piece, addresses relative to the load base. */
struct piece {
	unsigned long lo, hi, off;
	int prot, anon;
	unsigned long zlo, zhi;   /* bss bytes inside the last file page: zeroed */
	int final_prot;           /* prot once they are (prot may add PROT_WRITE) */
};

/* Walks the pieces from the top: segment i (from the last down), its bss
 * pages (sub 0), then its file pages (sub 1). `limit` is the lowest
 * address taken so far: segments may share a page, and as in the
 * kernel's loader (which maps upwards, each over the last) the page
 * belongs to the higher segment. */
struct walk {
	int i, sub;
	unsigned long limit;
};

static int next_piece(const struct ld *L, struct walk *w, struct piece *pc)
{
	for (; w->i >= 0; w->i--, w->sub = 0) {
		const ape_phdr *p = &L->ph[w->i];
		if (p->p_type != APE_PT_LOAD)
			continue;
		unsigned long v = p->p_vaddr, fend = v + p->p_filesz, mend = v + p->p_memsz;
		unsigned long fhi = p->p_filesz ? up(L, fend) : down(L, v);
		pc->prot = pc->final_prot = prot_of(p);
		pc->zlo = pc->zhi = 0;
		if (w->sub == 0) {
			w->sub = 1;
			pc->lo = fhi, pc->hi = min(up(L, mend), w->limit);
			pc->anon = 1, pc->off = 0;
			if (pc->hi > pc->lo) {
				w->limit = pc->lo;
				return 1;
			}
		}
		if (!p->p_filesz)
			continue;
		pc->lo = down(L, v), pc->hi = min(fhi, w->limit);
		pc->anon = 0, pc->off = p->p_offset - (v - pc->lo);
		if (pc->hi <= pc->lo)
			continue;
		pc->zlo = fend, pc->zhi = min(min(fhi, mend), pc->hi);
		if (pc->zhi > pc->zlo && !(pc->prot & PROT_WRITE))
			pc->prot |= PROT_WRITE;
		w->limit = pc->lo;
		w->i--, w->sub = 0;
		return 1;
	}
	return 0;
}

static void zero(unsigned long from, unsigned long to)
{
	unsigned char *q = (unsigned char *)from;
	for (; (unsigned long)q & 7 && q < (unsigned char *)to; q++)
		*q = 0;
	for (; q + 8 <= (unsigned char *)to; q += 8)
		*(unsigned long *)q = 0;
	for (; q < (unsigned char *)to; q++)
		*q = 0;
}

static _Noreturn void map_failed(const struct ld *L, const struct piece *pc, long r)
{
	ld_die_errno(L, pc->anon ? "cannot map bss"
		     : r == -1 ? "cannot map segment (noexec mount?)" : "cannot map segment", -r);
}

static void unmap_first(const struct ld *L, int n)
{
	struct walk w = { L->eh.e_phnum - 1, 0, ~0UL };
	struct piece pc;
	for (int k = 0; k < n && next_piece(L, &w, &pc); k++)
		ld_sys(SYS_munmap, (long)(L->base + pc.lo), (long)(pc.hi - pc.lo), 0, 0, 0, 0);
}

/* Maps every piece at L->base, or with `anywhere` the top piece where the
 * kernel likes (setting L->base). Returns 0; or, with `anywhere`, when a
 * piece below the top one cannot go to its place, an error after undoing
 * what it mapped. Any other failure ends the loader. */
static long map_pieces(struct ld *L, int anywhere)
{
	struct walk w = { L->eh.e_phnum - 1, 0, ~0UL };
	struct piece pc;
	for (int n = 0; next_piece(L, &w, &pc); n++) {
		int pick = anywhere && n == 0;
		unsigned long a = L->base + pc.lo, len = pc.hi - pc.lo;
		long r = mmap6(pick ? 0 : a, len, pc.prot, MAP_PRIVATE | (pc.anon ? MAP_ANONYMOUS : 0)
			       | (pick ? 0 : MAP_FIXED_NOREPLACE), pc.anon ? -1 : L->fd, pc.off);
		if (!pick && !is_err(r) && (unsigned long)r != a) {
			/* a kernel before 4.17 takes MAP_FIXED_NOREPLACE for a hint */
			ld_sys(SYS_munmap, r, (long)len, 0, 0, 0, 0);
			r = -EEXIST;
		}
		if (is_err(r)) {
			if (!anywhere || n == 0)
				map_failed(L, &pc, r);
			unmap_first(L, n);
			return r;
		}
		if (pick)
			L->base = (unsigned long)r - pc.lo;
		if (pc.zhi > pc.zlo) {
			zero(L->base + pc.zlo, L->base + pc.zhi);
			if (pc.prot != pc.final_prot)
				ld_sys(SYS_mprotect, (long)a, (long)len, pc.final_prot, 0, 0, 0);
		}
	}
	return 0;
}

/* The largest PT_LOAD p_align, if more than a page, else the page size.
 * As in the kernel, an alignment that is not a power of two counts for
 * nothing; elfcheck.c refuses powers of two above 1 GiB. */
static unsigned long image_align(const struct ld *L)
{
	unsigned long a = L->pagesz;
	for (int i = 0; i < L->eh.e_phnum; i++) {
		const ape_phdr *p = &L->ph[i];
		if (p->p_type == APE_PT_LOAD && p->p_align > a && !(p->p_align & (p->p_align - 1)))
			a = p->p_align;
	}
	return a;
}

/* A hole for the whole image: where the kernel finds one (ET_DYN), with
 * the base a multiple of `align` (a power of two, at least the page size),
 * or at the program's own addresses, which must be free (ET_EXEC, whose
 * `align` is the page size). Reserved to learn where, `align` - page size
 * larger than the image, then released so that the pieces go in without
 * replacing it. */
static void find_hole(struct ld *L, int dyn, unsigned long align)
{
	unsigned long lo = ~0UL, hi = 0;
	for (int i = 0; i < L->eh.e_phnum; i++) {
		const ape_phdr *p = &L->ph[i];
		if (p->p_type != APE_PT_LOAD)
			continue;
		lo = min(lo, down(L, p->p_vaddr));
		if (up(L, p->p_vaddr + p->p_memsz) > hi)
			hi = up(L, p->p_vaddr + p->p_memsz);
	}
	unsigned long extra = align - L->pagesz, len = hi - lo + extra;
	long r = mmap6(dyn ? 0 : lo, len, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS
		       | (dyn ? 0 : MAP_FIXED_NOREPLACE), -1, 0);
	/* a kernel before 4.17 takes MAP_FIXED_NOREPLACE for a hint */
	if (r == -EEXIST || (!dyn && !is_err(r) && (unsigned long)r != lo))
		ld_die(L, "the program's fixed addresses are already in use");
	if (is_err(r))
		ld_die_errno(L, "cannot reserve address space", -r);
	ld_sys(SYS_munmap, r, (long)len, 0, 0, 0, 0);
	/* r - lo rounded up to `align`: r + extra still holds the image's end */
	L->base = dyn ? ((unsigned long)r - lo + extra) & -align : 0;
}

void ld_map(struct ld *L)
{
	int dyn = L->eh.e_type == APE_ET_DYN;
	unsigned long align = dyn ? image_align(L) : L->pagesz;
	L->base = 0;
	if (!dyn || align > L->pagesz || map_pieces(L, 1)) {
		find_hole(L, dyn, align);
		map_pieces(L, 0);
	}
	ld_sys(SYS_close, L->fd, 0, 0, 0, 0, 0);
}
