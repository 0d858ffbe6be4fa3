/* The file's first 66 bytes: a 64-byte DOS "MZ" header that is also the
 * start of a shell statement assigning a single-quoted string, then the
 * closing quote and a newline. No NUL byte but in e_lfanew (bytes
 * 60..63), which points to the PE header when the x86_64 image has one
 * (pe.c) and is filler otherwise: the shells keep NUL bytes inside a
 * quoted string away from every command (tests/ape/shells.test). */
#include <string.h>
#include "apelink.h"

#define HEAD_SIZE 66

static const char kFiller[] =
	"\npolyport APE: a shell script + programs, see format.md ";

size_t al_head(const struct apelink *A, char *out)
{
	memcpy(out, A->unix_only ? APE_MAGIC_UNIX : APE_MAGIC_MZ, 8);
	memcpy(out + 8, kFiller, 56);
	if (A->pe.on)   /* e_lfanew: pe.c keeps a quote out of it */
		for (int i = 0; i < 4; i++)
			out[60 + i] = (char)(A->pe.hdr_off >> 8 * i);
	memcpy(out + 64, "'\n", 2);
	return HEAD_SIZE;
}
