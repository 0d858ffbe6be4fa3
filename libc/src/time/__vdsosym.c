#include <elf.h>
#include <stdint.h>
#include "libc.h"
#include "time_impl.h"

/* Find a versioned function in the vDSO the kernel maps into every
 * process (AT_SYSINFO_EHDR). The vDSO is a tiny shared object, so a linear
 * scan of its dynamic symbols beats hashing; the lookup happens once per
 * symbol. Returns 0 when there is no vDSO (qemu-user, some sandboxes) or
 * no such symbol, and the caller falls back to the syscall. */

static int streq(const char *a, const char *b)
{
	while (*a && *a == *b) a++, b++;
	return *a == *b;
}

/* Symbol count from a GNU hash table: the highest bucket start, then walk
 * its chain to the entry with the end-of-chain bit. */
static size_t gnu_hash_count(const uint32_t *gh)
{
	uint32_t nbucket = gh[0], symoffset = gh[1], bloom = gh[2];
	const uint32_t *buckets = gh + 4 + bloom * (sizeof(size_t) / 4);
	const uint32_t *chain = buckets + nbucket;
	uint32_t max = 0;
	for (uint32_t i = 0; i < nbucket; i++)
		if (buckets[i] > max) max = buckets[i];
	if (max < symoffset) return symoffset;
	while (!(chain[max - symoffset] & 1)) max++;
	return max + 1;
}

static int version_matches(const Elf64_Verdef *def, int ndx,
	const char *strings, const char *vername)
{
	for (;;) {
		if (!(def->vd_flags & VER_FLG_BASE) && (def->vd_ndx & 0x7fff) == ndx)
			break;
		if (!def->vd_next) return 0;
		def = (const void *)((const char *)def + def->vd_next);
	}
	const Elf64_Verdaux *aux = (const void *)((const char *)def + def->vd_aux);
	return streq(vername, strings + aux->vda_name);
}

void *__vdsosym(const char *vername, const char *name)
{
	const Elf64_Ehdr *eh = (const void *)libc.auxv_cache[AT_SYSINFO_EHDR];
	if (!eh) return 0;

	const char *image = (const char *)eh;
	size_t base = 0;
	int have_base = 0;
	const Elf64_Phdr *dynph = 0;
	for (size_t i = 0; i < eh->e_phnum; i++) {
		const Elf64_Phdr *ph = (const void *)(image + eh->e_phoff + i * eh->e_phentsize);
		if (ph->p_type == PT_LOAD && !have_base) {
			base = (size_t)image + ph->p_offset - ph->p_vaddr;
			have_base = 1;
		} else if (ph->p_type == PT_DYNAMIC) {
			dynph = ph;
		}
	}
	if (!have_base || !dynph) return 0;

	const Elf64_Sym *syms = 0;
	const char *strings = 0;
	const uint32_t *hash = 0, *ghash = 0;
	const Elf64_Half *versym = 0;
	const Elf64_Verdef *verdef = 0;
	for (const Elf64_Dyn *d = (const void *)(base + dynph->p_vaddr); d->d_tag != DT_NULL; d++) {
		const void *p = (const void *)(base + d->d_un.d_ptr);
		switch (d->d_tag) {
		case DT_SYMTAB: syms = p; break;
		case DT_STRTAB: strings = p; break;
		case DT_HASH: hash = p; break;
		case DT_GNU_HASH: ghash = p; break;
		case DT_VERSYM: versym = p; break;
		case DT_VERDEF: verdef = p; break;
		}
	}
	if (!syms || !strings || (!hash && !ghash)) return 0;
	/* Versions are checked only when the vDSO has both tables. */
	if (!versym || !verdef) versym = 0;

	size_t nsym = hash ? hash[1] : gnu_hash_count(ghash);
	for (size_t i = 0; i < nsym; i++) {
		const Elf64_Sym *s = syms + i;
		int type = ELF64_ST_TYPE(s->st_info), bind = ELF64_ST_BIND(s->st_info);
		if (type != STT_FUNC && type != STT_NOTYPE) continue;
		if (bind != STB_GLOBAL && bind != STB_WEAK) continue;
		if (s->st_shndx == SHN_UNDEF) continue;
		if (!streq(name, strings + s->st_name)) continue;
		if (versym && !version_matches(verdef, versym[i] & 0x7fff, strings, vername))
			continue;
		return (void *)(base + s->st_value);
	}
	return 0;
}
