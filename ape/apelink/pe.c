/* The Windows view of the x86_64 image (docs/format.md section 4): a PE32+
 * header reached through e_lfanew whose sections map the same bytes the
 * ELF program headers map, plus an import section. The program asks for
 * it with a descriptor section "polyport_pe" (libc/sys/windows/imports.c):
 * its Windows entry point, the slots of its import address table (inside
 * its own .data, so its code reaches them PC-relative), and the DLLs and
 * functions to import. A program without it, or --unix-only, gets no PE.
 *
 * Three phases, called from plan.c and emit.c: al_pe_read (the
 * descriptor), al_pe_plan (place the header and the import section,
 * build both), al_pe_checksum (over the finished file). */
#include <stdlib.h>
#include <string.h>
#include "apelink.h"

#define FILE_ALIGN 512
#define SECT_ALIGN 4096
#define OPT_SIZE 240           /* PE32+ optional header with 16 directories */
#define IMAGE_BASE 0x140000000ULL
#define STACK_SIZE (8u << 20)

static size_t up(size_t x, size_t a) { return (x + a - 1) & -a; }

static void put16(unsigned char *p, unsigned v) { p[0] = v; p[1] = v >> 8; }
static void put32(unsigned char *p, ape_u32 v) { put16(p, v & 0xffff); put16(p + 2, v >> 16); }
static void put64(unsigned char *p, ape_u64 v) { put32(p, (ape_u32)v); put32(p + 4, v >> 32); }
static ape_u32 get32(const unsigned char *p) { return p[0] | p[1] << 8 | p[2] << 16 | (ape_u32)p[3] << 24; }

static const ape_shdr *find_section(const struct al_arch *a, const char *want)
{
	const struct al_file *f = &a->elf;
	const ape_ehdr *eh = a->eh;
	if (!eh->e_shnum || eh->e_shstrndx >= eh->e_shnum)
		return 0;
	const ape_shdr *sh = (const ape_shdr *)(f->data + eh->e_shoff);
	const ape_shdr *str = &sh[eh->e_shstrndx];
	if (str->sh_offset > f->size || str->sh_size > f->size - str->sh_offset)
		al_die("%s: section name table lies outside the file", f->path);
	for (int i = 0; i < eh->e_shnum; i++) {
		if (sh[i].sh_name >= str->sh_size)
			continue;
		const char *n = (const char *)f->data + str->sh_offset + sh[i].sh_name;
		size_t room = str->sh_size - sh[i].sh_name;
		if (strnlen(n, room) < room && !strcmp(n, want))
			return &sh[i];
	}
	return 0;
}

/* The descriptor: "PPPE", a version, entry and IAT as 32-bit offsets from
 * the field itself (link-time, no dynamic relocation), the IAT's slot
 * count, then DLL blocks: the DLL's name, its functions' names, an empty
 * name; an empty DLL name ends the list.
 *
 * Version 2 adds, after the slot count, the offset (from the field) and
 * size of a zeroed area of the descriptor, and puts two bytes (the PE
 * hint, 0) before each function's name, empty or not: the names are then
 * PE hint/name entries where they stand, and the import directory (lookup
 * tables, descriptors, the relocation block) is written into the area, so
 * that the file needs no .idata. Version 1 (programs linked against an
 * older libc) gets an .idata with copies of the names. Everything is
 * checked: a damaged descriptor is refused, never half used. */
void al_pe_read(struct apelink *A)
{
	struct al_arch *a = al_arch_by_machine(A, APE_EM_X86_64);
	struct al_pe *pe = &A->pe;
	if (A->unix_only || !a->elf.data)
		return;
	const ape_shdr *s = find_section(a, "polyport_pe");
	if (!s)
		return;
	const char *path = a->elf.path;
	if (!(s->sh_flags & APE_SHF_ALLOC) || s->sh_offset > a->elf.size || s->sh_size > a->elf.size - s->sh_offset ||
	    s->sh_size < 22)
		al_die("%s: damaged polyport_pe section", path);
	const unsigned char *d = a->elf.data + s->sh_offset;
	pe->version = get32(d + 4);
	if (memcmp(d, "PPPE", 4) || (pe->version != 1 && pe->version != 2))
		al_die("%s: polyport_pe section of an unknown version", path);
	size_t head = pe->version == 2 ? 28 : 20, hint = pe->version == 2 ? 2 : 0;
	if (s->sh_size < head + 2)
		al_die("%s: damaged polyport_pe section", path);
	pe->entry = s->sh_addr + 8 + (ape_u64)(long long)(int)get32(d + 8);
	pe->iat = s->sh_addr + 12 + (ape_u64)(long long)(int)get32(d + 12);
	pe->iat_slots = get32(d + 16);
	pe->names = (const char *)d + head;
	pe->names_addr = s->sh_addr + head;
	pe->names_len = s->sh_size - head;
	/* walk it once: every string ends inside, the list ends, slots fit */
	size_t i = 0, slots = 0;
	const char *n = pe->names;
	for (;;) {
		size_t len = strnlen(n + i, pe->names_len - i);
		if (i + len == pe->names_len)
			al_die("%s: polyport_pe: unterminated import list", path);
		if (!len)
			break;
		pe->ndll++;
		i += len + 1;
		for (;;) {
			if (pe->names_len - i <= hint)
				al_die("%s: polyport_pe: unterminated import list", path);
			i += hint;
			len = strnlen(n + i, pe->names_len - i);
			if (i + len == pe->names_len)
				al_die("%s: polyport_pe: unterminated import list", path);
			i += len + 1;
			slots++;
			if (!len)
				break;
			pe->nfunc++;
		}
	}
	if (!pe->ndll || slots > pe->iat_slots)
		al_die("%s: polyport_pe: %zu import slots needed, %zu reserved", path, slots, (size_t)pe->iat_slots);
	if (pe->version == 2) {
		/* the area: after the list, inside the section, large enough */
		ape_u64 at = s->sh_addr + 20 + (ape_u64)(long long)(int)get32(d + 20);
		size_t size = get32(d + 24), need = (pe->nfunc + pe->ndll) * 8 + (pe->ndll + 1) * 20 + 12;
		if (at < pe->names_addr + i + 1 || at - s->sh_addr > s->sh_size || size > s->sh_size - (at - s->sh_addr))
			al_die("%s: polyport_pe: the import directory's area lies outside the descriptor", path);
		if (size < need)
			al_die("%s: polyport_pe: the import directory needs %zu bytes, %zu reserved", path, need, size);
		pe->idir_addr = at;
		pe->idir_src = s->sh_offset + (at - s->sh_addr);
	}
	pe->on = 1;
}

struct sect {
	ape_u64 va_lo, va_hi;     /* link-time addresses, page-aligned start */
	size_t file_lo, file_hi;  /* bytes in the output (file_hi == file_lo: none) */
	ape_u32 flags;            /* APE_PF_* */
};

/* PT_LOAD segments sharing a page become one section: a PE section starts
 * at a page, and the bytes before a segment in its first page come from
 * the file as they do when Linux maps it. */
static int sections(const struct al_arch *a, struct sect *out)
{
	int n = 0;
	for (int i = 0; i < a->eh->e_phnum; i++) {
		const ape_phdr *p = &a->ph[i];
		if (p->p_type != APE_PT_LOAD)
			continue;
		ape_u64 va = p->p_vaddr + a->shift, lo = va & -(ape_u64)SECT_ALIGN;
		struct sect s = { lo, va + p->p_memsz, 0, 0, p->p_flags };
		if (p->p_filesz) {
			for (int k = 0; k < a->nchunk; k++) {
				const struct al_chunk *c = &a->chunk[k];
				if (p->p_offset >= c->src_off && p->p_offset + p->p_filesz <= c->src_off + c->size) {
					size_t o = c->out_off + (p->p_offset - c->src_off);
					s.file_lo = o - (va - lo);
					s.file_hi = o + p->p_filesz;
				}
			}
			if (!s.file_hi)
				al_die("%s: internal: segment %d in no chunk", a->elf.path, i);
		}
		if (n && lo < up(out[n - 1].va_hi, SECT_ALIGN)) {
			struct sect *q = &out[n - 1];
			if (s.va_hi > q->va_hi)
				q->va_hi = s.va_hi;
			q->flags |= s.flags;
			if (s.file_hi) {
				if (q->file_hi == q->file_lo)
					q->file_lo = s.file_lo + (q->va_lo - s.va_lo);
				if (s.file_hi > q->file_hi)
					q->file_hi = s.file_hi;
			}
			continue;
		}
		if (n == AL_MAXCHUNK)
			al_die("%s: too many segments for the PE image", a->elf.path);
		out[n++] = s;
	}
	return n;
}

/* The import directory. Version 1, an .idata section at rva: the
 * descriptors, the lookup tables, hint/name entries, DLL names, then one
 * base-relocation block. Version 2, the descriptor's area at rva: the
 * lookup tables (8-byte aligned there), the descriptors, the block; the
 * hint/name entries and DLL names are the descriptor's own, at names_rva.
 * The block holds only padding entries: the image needs no fix-up from
 * Windows, since its start-up relocates it from its own dynamic
 * relocations, as on Linux; the block only tells Windows the image may go
 * anywhere (ASLR). Returns the size; *desc_rva and *reloc_rva get where
 * the descriptors and the block are. */
static size_t build_idata(struct al_pe *pe, unsigned char *buf, ape_u32 rva, ape_u32 iat_rva,
			  ape_u32 names_rva, ape_u32 *desc_rva, ape_u32 *reloc_rva)
{
	const char *n = pe->names;
	int copy = pe->version == 1;
	size_t hint = copy ? 0 : 2, tables = (pe->nfunc + pe->ndll) * 8, descs = (pe->ndll + 1) * 20;
	size_t desc = copy ? 0 : tables, ilt = copy ? descs : 0, p = descs + tables;
	size_t i = 0, slot = 0;
	*desc_rva = rva + desc;
	for (int dll = 0; dll < pe->ndll; dll++, desc += 20) {
		size_t dllname = i;
		i += strlen(n + i) + 1 + hint;
		if (buf) {
			put32(buf + desc + 0, rva + ilt);            /* OriginalFirstThunk */
			put32(buf + desc + 16, iat_rva + slot * 8);  /* FirstThunk */
		}
		for (; n[i]; i += strlen(n + i) + 1 + hint, ilt += 8, slot++) {
			size_t len = strlen(n + i);
			if (!copy) {                                 /* the entry where it is */
				if (buf)
					put64(buf + ilt, names_rva + i - 2);
				continue;
			}
			if (buf) {                                   /* hint 0, the name */
				put64(buf + ilt, rva + p);
				memcpy(buf + p + 2, n + i, len + 1);
			}
			p += up(2 + len + 1, 2);
		}
		i++, ilt += 8, slot++;                           /* a null entry ends each table */
		size_t len = strlen(n + dllname);
		if (!copy) {
			if (buf)
				put32(buf + desc + 12, names_rva + dllname); /* Name */
			continue;
		}
		if (buf) {
			put32(buf + desc + 12, rva + p);             /* Name */
			memcpy(buf + p, n + dllname, len + 1);
		}
		p += len + 1;
	}
	p = up(p, 4);
	*reloc_rva = rva + p;
	if (buf) {
		put32(buf + p, (rva + p) & -(ape_u32)SECT_ALIGN);  /* the page this block is for: its own */
		put32(buf + p + 4, 12);   /* block size: header and two padding entries */
		put16(buf + p + 10, 8);   /* the second at another offset: no overlap */
	}
	return p + 12;
}

/* The output offset of input offset off of the x86_64 image (a chunk's). */
static size_t out_offset(const struct al_arch *a, ape_u64 off, size_t len)
{
	for (int i = 0; i < a->nchunk; i++) {
		const struct al_chunk *c = &a->chunk[i];
		if (off >= c->src_off && off + len <= c->src_off + c->size)
			return c->out_off + (off - c->src_off);
	}
	al_die("%s: polyport_pe: the import directory's area is in no segment", a->elf.path);
}

static ape_u32 sect_chars(ape_u32 flags)
{
	ape_u32 c = 0x40000000;                  /* MEM_READ */
	if (flags & APE_PF_X)
		c |= 0x20000000 | 0x20;              /* MEM_EXECUTE, CNT_CODE */
	else
		c |= 0x40;                           /* CNT_INITIALIZED_DATA */
	if (flags & APE_PF_W)
		c |= 0x80000000;                     /* MEM_WRITE */
	return c;
}

static void put_section(unsigned char *h, const char *name, ape_u32 vsize, ape_u32 va, ape_u32 rawsize,
			ape_u32 rawptr, ape_u32 chars)
{
	memcpy(h, name, strnlen(name, 8));
	put32(h + 8, vsize);
	put32(h + 12, va);
	put32(h + 16, rawsize);
	put32(h + 20, rawsize ? rawptr : 0);
	put32(h + 36, chars);
}

/* e_lfanew is read by the shell inside the quoted head: none of its four
 * bytes may be the closing quote. */
static int lfanew_ok(size_t off)
{
	for (int i = 0; i < 4; i++)
		if (((off >> 8 * i) & 0xff) == '\'')
			return 0;
	return 1;
}

void al_pe_plan(struct apelink *A, al_place_fn *place)
{
	struct al_pe *pe = &A->pe;
	struct al_arch *a = al_arch_by_machine(A, APE_EM_X86_64);
	struct sect s[AL_MAXCHUNK];
	if (!pe->on)
		return;
	int n = sections(a, s);
	int idata = pe->version == 1;                /* an .idata section of its own */
	pe->nsect = n + idata;
	pe->hdr_size = 4 + 20 + OPT_SIZE + 40 * pe->nsect;
	do
		pe->hdr_off = place(A, pe->hdr_size, 8, 0);
	while (!lfanew_ok(pe->hdr_off));
	ape_u32 desc_rva, reloc_rva;
	pe->idata_size = build_idata(pe, 0, 0, 0, 0, &desc_rva, &reloc_rva);
	if (idata)
		pe->idata_off = place(A, up(pe->idata_size, FILE_ALIGN), FILE_ALIGN, 0);
	else
		pe->idata_off = out_offset(a, pe->idir_src, pe->idata_size);

	size_t size_of_headers = up(pe->hdr_off + pe->hdr_size, FILE_ALIGN);
	ape_u64 delta = up(size_of_headers, SECT_ALIGN) - s[0].va_lo;   /* RVA = address + delta */
	ape_u32 end_rva = up(s[n - 1].va_hi + delta, SECT_ALIGN);
	ape_u32 idata_rva = idata ? end_rva : pe->idir_addr + a->shift + delta;
	ape_u32 image_size = idata ? up(idata_rva + pe->idata_size, SECT_ALIGN) : end_rva;
	ape_u32 iat_rva = pe->iat + a->shift + delta;

	pe->hdr = calloc(1, pe->hdr_size);
	pe->idata = calloc(1, up(pe->idata_size, FILE_ALIGN));
	if (!pe->hdr || !pe->idata)
		al_die("out of memory");
	build_idata(pe, pe->idata, idata_rva, iat_rva, pe->names_addr + a->shift + delta, &desc_rva, &reloc_rva);

	unsigned char *h = pe->hdr, *o = h + 24, *sh = o + OPT_SIZE;
	ape_u32 code = 0, data = 0, bss = 0, code_base = 0;
	for (int i = 0; i < n; i++) {
		ape_u32 va = s[i].va_lo + delta;
		ape_u32 next = i + 1 < n ? s[i + 1].va_lo + delta : end_rva;
		ape_u32 raw = up(s[i].file_hi - s[i].file_lo, FILE_ALIGN);
		/* sections follow each other without holes, as Windows wants */
		put_section(sh + 40 * i, s[i].flags & APE_PF_X ? ".text" : ".data", next - va, va, raw,
			    s[i].file_lo, sect_chars(s[i].flags));
		if (s[i].flags & APE_PF_X) {
			code += raw;
			if (!code_base)
				code_base = va;
		} else {
			data += raw;
			if (next - va > raw)
				bss += next - va - raw;
		}
	}
	if (idata) {
		put_section(sh + 40 * n, ".idata", image_size - idata_rva, idata_rva, up(pe->idata_size, FILE_ALIGN),
			    pe->idata_off, 0x40000040);
		data += up(pe->idata_size, FILE_ALIGN);
	}

	memcpy(h, "PE\0\0", 4);
	put16(h + 4, 0x8664);                    /* Machine: x86_64 */
	put16(h + 6, pe->nsect);
	put16(h + 20, OPT_SIZE);
	put16(h + 22, 0x0002 | 0x0020);          /* EXECUTABLE_IMAGE, LARGE_ADDRESS_AWARE */
	put16(o + 0, 0x20b);                     /* PE32+ */
	put32(o + 4, code);
	put32(o + 8, data);
	put32(o + 12, bss);
	put32(o + 16, pe->entry + a->shift + delta);
	put32(o + 20, code_base);
	put64(o + 24, IMAGE_BASE);
	put32(o + 32, SECT_ALIGN);
	put32(o + 36, FILE_ALIGN);
	put16(o + 40, 6);                        /* OS version 6.0 (Vista) */
	put16(o + 48, 6);                        /* subsystem version 6.0 */
	put32(o + 56, image_size);
	put32(o + 60, size_of_headers);
	/* o + 64: CheckSum, al_pe_checksum */
	put16(o + 68, 3);                        /* Subsystem: console */
	/* HIGH_ENTROPY_VA, DYNAMIC_BASE, NX_COMPAT, TERMINAL_SERVER_AWARE */
	put16(o + 70, 0x0020 | 0x0040 | 0x0100 | 0x8000);
	/* The whole stack committed up front: code built for Linux does not
	 * probe its stack page by page, so it may step over a guard page. */
	put64(o + 72, STACK_SIZE);
	put64(o + 80, STACK_SIZE);
	put64(o + 88, 1 << 20);
	put64(o + 96, 4096);
	put32(o + 108, 16);                      /* NumberOfRvaAndSizes */
	unsigned char *dir = o + 112;
	put32(dir + 8 * 1, desc_rva);            /* import directory */
	put32(dir + 8 * 1 + 4, (pe->ndll + 1) * 20);
	put32(dir + 8 * 5, reloc_rva);           /* base relocations */
	put32(dir + 8 * 5 + 4, 12);
	put32(dir + 8 * 12, iat_rva);            /* import address table */
	put32(dir + 8 * 12 + 4, (pe->nfunc + pe->ndll) * 8);
}

void al_pe_assemble(struct apelink *A)
{
	struct al_pe *pe = &A->pe;
	if (!pe->on)
		return;
	memcpy(A->image + pe->hdr_off, pe->hdr, pe->hdr_size);
	memcpy(A->image + pe->idata_off, pe->idata, pe->idata_size);
	/* The PE checksum: 16-bit one's-complement-style sum of the file with
	 * the field itself taken as zero, plus the file's length. */
	size_t at = pe->hdr_off + 24 + 64;
	ape_u64 sum = 0;
	for (size_t i = 0; i < A->total; i += 2) {
		if (i == at || i == at + 2)
			continue;
		sum += A->image[i] | (i + 1 < A->total ? A->image[i + 1] << 8 : 0);
		sum = (sum & 0xffff) + (sum >> 16);
	}
	sum = (sum & 0xffff) + (sum >> 16);
	put32(A->image + at, (ape_u32)(sum + A->total));
}
