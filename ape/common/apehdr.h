/* Finding an arch's ELF header inside an APE file's shell script.
 *
 * An APE file carries, within its first APE_SCAN bytes, one shell
 * statement  printf '...'  per arch whose argument decodes (octal escapes
 * \o, \oo or \ooo up to \377; every other byte literal) to a 64-byte
 * ELF64 header. This code is freestanding: the loader links it too. */
#ifndef APE_APEHDR_H
#define APE_APEHDR_H

#define APE_SCAN 8192          /* headers live in the first 8 KiB */
#define APE_EHDR_SIZE 64
#define APE_EM_X86_64 62
#define APE_EM_AARCH64 183

/* The magics that open an APE file, 8 bytes each. */
#define APE_MAGIC_MZ "MZqFpD='"
#define APE_MAGIC_UNIX "jartsr='"

/* 1 if buf (n bytes) starts with an APE magic, else 0. */
int ape_is_ape(const unsigned char *buf, unsigned long n);

/* Looks in buf[0..n) (only the first APE_SCAN bytes count) for a printf
 * statement that decodes to an ELF64 little-endian header whose e_machine
 * is `machine`; copies it to out. Returns 0 if found, -1 if not. */
int ape_find_ehdr(const unsigned char *buf, unsigned long n, int machine,
		  unsigned char out[APE_EHDR_SIZE]);

/* The arch name for an e_machine value, or 0. */
const char *ape_arch_name(int machine);

#endif
