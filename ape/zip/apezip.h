/* apezip: the zip store at the end of an APE file (PKWARE APPNOTE 6.3):
 * list it, or append files to it. Offsets count from the start of the
 * whole file, so unzip and zip -T read it as is; zip64 records are
 * written when an offset, a size or the entry count needs them. Files are
 * stored (method 0), which libc's /zip/ reads without inflating.
 * main.c reads the arguments; read.c parses the existing store; write.c
 * writes the new file. State lives in struct az. */
#ifndef APEZIP_H
#define APEZIP_H

#include <stdint.h>
#include <sys/stat.h>

#define Z_LFH_SIG 0x04034b50u
#define Z_CDH_SIG 0x02014b50u
#define Z_EOCD_SIG 0x06054b50u
#define Z64_EOCD_SIG 0x06064b50u
#define Z64_LOC_SIG 0x07064b50u
#define Z_EOCD_SIZE 22
#define Z64_EOCD_SIZE 56
#define Z64_LOC_SIZE 20
#define Z_MAX32 0xffffffffu

struct az_entry {
	char *name;
	const char *src;           /* file to add; 0 for entries already there */
	uint32_t crc, attr;
	uint64_t size, offset;     /* stored: compressed size == size */
	uint16_t method, time, date, flags;
	uint64_t csize;
};

struct az {
	const char *ape, *output;
	int fd;
	struct stat st;
	struct az_entry *e;
	int n, cap;
	uint64_t data_end;         /* where the next local header goes */
	int had_store;
};

#include <stddef.h>

_Noreturn void az_die(const struct az *Z, const char *fmt, ...);
void *az_alloc(const struct az *Z, size_t n);
struct az_entry *az_new_entry(struct az *Z);
void az_validate(struct az *Z);
uint32_t az_crc32(uint32_t crc, const void *p, size_t n);
void az_read(struct az *Z);
void az_write(struct az *Z);

static inline uint16_t rd16(const unsigned char *p) { return (uint16_t)(p[0] | p[1] << 8); }
static inline uint32_t rd32(const unsigned char *p) { return rd16(p) | (uint32_t)rd16(p + 2) << 16; }
static inline uint64_t rd64(const unsigned char *p) { return rd32(p) | (uint64_t)rd32(p + 4) << 32; }

#endif
