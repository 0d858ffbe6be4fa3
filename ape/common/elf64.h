/* The few ELF64 structures and constants the APE tools need (ELF gABI).
 * Our own definitions, so the freestanding loader needs no system header. */
#ifndef APE_ELF64_H
#define APE_ELF64_H

typedef unsigned short ape_u16;
typedef unsigned int ape_u32;
typedef unsigned long long ape_u64;

typedef struct {
	unsigned char e_ident[16];
	ape_u16 e_type, e_machine;
	ape_u32 e_version;
	ape_u64 e_entry, e_phoff, e_shoff;
	ape_u32 e_flags;
	ape_u16 e_ehsize, e_phentsize, e_phnum, e_shentsize, e_shnum, e_shstrndx;
} ape_ehdr;

typedef struct {
	ape_u32 p_type, p_flags;
	ape_u64 p_offset, p_vaddr, p_paddr, p_filesz, p_memsz, p_align;
} ape_phdr;

typedef struct {
	ape_u32 sh_name, sh_type;
	ape_u64 sh_flags, sh_addr, sh_offset, sh_size;
	ape_u32 sh_link, sh_info;
	ape_u64 sh_addralign, sh_entsize;
} ape_shdr;

#define APE_ET_EXEC 2
#define APE_ET_DYN 3
#define APE_PT_LOAD 1
#define APE_PT_DYNAMIC 2
#define APE_PT_INTERP 3
#define APE_PT_NOTE 4
#define APE_PT_PHDR 6
#define APE_PT_GNU_STACK 0x6474e551
#define APE_SHF_ALLOC 2
#define APE_PF_X 1
#define APE_PF_W 2
#define APE_PF_R 4
#define APE_DT_NEEDED 1
#define APE_MAX_PHNUM 64       /* more is refused: no real program needs it */

#endif
