/* assimilate: turn an APE file into a plain ELF program for one arch by
 * writing that arch's ELF header (from the APE script) over the first 64
 * bytes. apelink placed everything else so the result is a valid ELF.
 * main.c reads the arguments; read.c, validate.c and emit.c are the
 * phases. All state lives in struct as. */
#ifndef ASSIMILATE_H
#define ASSIMILATE_H

#include <stddef.h>
#include <sys/stat.h>
#include "../common/apehdr.h"
#include "../common/elf64.h"

struct as {
	const char *input, *output;   /* output 0: rewrite input in place */
	const char *arch;
	int machine;
	int backup;                   /* keep INPUT~ when rewriting in place */
	int native;                   /* the arch is this machine's */
	unsigned char *data;
	size_t size;
	struct stat st;
	ape_ehdr eh;
};

_Noreturn void as_die(const struct as *S, const char *fmt, ...);
void as_read(struct as *S);
void as_validate(struct as *S);
void as_emit(struct as *S);

#endif
