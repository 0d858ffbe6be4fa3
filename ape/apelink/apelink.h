/* apelink: merge one static ELF program per arch, and each arch's loader,
 * into one APE file (docs/format.md). main.c reads the arguments; the
 * phases are read.c, validate.c, plan.c (layout and script) and emit.c.
 * All state lives in struct apelink. */
#ifndef APELINK_H
#define APELINK_H

#include <stddef.h>
#include <sys/stat.h>
#include "../common/apehdr.h"
#include "../common/elf64.h"

#define AL_NARCH 2
#define AL_MAXCHUNK 16
#define AL_LOADER_BLOCK 512    /* the script extracts loaders with dd bs=512 */

struct al_file {               /* a whole input file */
	const char *path;
	unsigned char *data;
	size_t size;
	struct stat st;
};

/* Segments that share a page in memory keep their file layout: they are
 * moved together as one chunk. */
struct al_chunk {
	size_t src_off, size;      /* bytes of the input file */
	size_t modulus, residue;   /* out_off % modulus == residue */
	size_t out_off;
};

struct al_arch {
	const char *name;          /* "x86_64", "aarch64" */
	int machine;
	size_t pagesz;             /* largest page size the file must suit */
	size_t granule;            /* the image may move in memory by multiples
	                              of this (pagesz: it may not move) */
	ape_u64 shift;             /* how far it moved: added to every address */
	struct al_file elf, loader;
	const ape_ehdr *eh;        /* inside elf.data */
	const ape_phdr *ph;
	struct al_chunk chunk[AL_MAXCHUNK];
	int nchunk;
	int phdr_chunk;            /* the chunk holding the program headers */
	ape_ehdr out_eh;           /* the header the script carries */
	size_t loader_off, loader_blocks;
	unsigned hash;             /* names the loader's cache file */
};

struct al_interval { size_t lo, hi; };

struct al_pe {                 /* the Windows view of the x86_64 image (pe.c) */
	int on;
	ape_u32 version;           /* of the descriptor: 1 or 2 (pe.c) */
	ape_u64 entry, iat;        /* link-time addresses, from the descriptor */
	size_t iat_slots;
	const char *names;         /* DLL blocks: "dll\0fn\0...\0" ... "\0" */
	size_t names_len;
	ape_u64 names_addr;        /* link-time address of names */
	ape_u64 idir_addr;         /* version 2: the import directory's area, */
	size_t idir_src;           /* at this offset of the input */
	int ndll, nfunc, nsect;
	size_t hdr_off, hdr_size;  /* "PE\0\0" to the end of the section table */
	size_t idata_off, idata_size;  /* the directory's bytes in the output */
	unsigned char *hdr, *idata;
};

struct apelink {
	const char *output;
	int unix_only;             /* head "jartsr='" instead of "MZqFpD='" */
	struct al_arch arch[AL_NARCH];
	const char *elf_paths[8];
	int nelf;
	const char *notice_paths[16];
	struct stat notice_st[16];
	int nnotice;
	struct al_file notices;    /* the notice texts, one after another */
	size_t notices_off;
	char *script;              /* head + filled script */
	size_t script_len;
	struct al_pe pe;
	struct al_interval used[3 * AL_NARCH * AL_MAXCHUNK + 8];
	int nused;
	size_t total;              /* file size */
	unsigned char *image;
};

extern const char ape_sh[];    /* ape/ape.sh, embedded at build time */

/* util.c */
_Noreturn void al_die(const char *fmt, ...);
void al_read_file(struct al_file *f, const char *path);
struct al_arch *al_arch_by_name(struct apelink *A, const char *name);
struct al_arch *al_arch_by_machine(struct apelink *A, int machine);

size_t al_head(const struct apelink *A, char *out);
void al_read(struct apelink *A);
void al_validate(struct apelink *A);
void al_plan(struct apelink *A);
void al_script(struct apelink *A, int final);
void al_emit(struct apelink *A);
int al_print_notices(const char *ape);
typedef size_t al_place_fn(struct apelink *A, size_t size, size_t m, size_t r);
void al_pe_read(struct apelink *A);
void al_pe_plan(struct apelink *A, al_place_fn *place);
void al_pe_assemble(struct apelink *A);

#endif
