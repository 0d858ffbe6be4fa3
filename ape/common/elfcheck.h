/* The checks every APE tool makes before trusting an ELF program header
 * table: the loader before mapping it, assimilate before writing it out,
 * apelink before laying out an input, apezip before extending a file (so
 * that no tool accepts a program the loader refuses). Freestanding. */
#ifndef APE_ELFCHECK_H
#define APE_ELFCHECK_H

#include "elf64.h"

/* 0 if eh and its ph[] (eh->e_phnum entries, already read) describe a
 * static executable for `machine` whose program header table lies in the
 * file after the ELF header and inside a PT_LOAD's file bytes (where any
 * PT_PHDR says), whose PT_LOAD segments are sorted and
 * do not overlap, those with file bytes lying inside a file of `filesize`
 * bytes with offsets and addresses congruent modulo `pagesz` (one without
 * is mapped anonymously: its offset means nothing), spanning at most
 * 256 GiB, aligned to at most 1 GiB, and whose entry point is in an
 * executable segment.
 * Otherwise a short message saying what is wrong. */
const char *ape_check_elf(const ape_ehdr *eh, const ape_phdr *ph,
			  unsigned long long filesize, unsigned long pagesz, int machine);

#endif
