/* The file's first 66 bytes: a 64-byte DOS "MZ" header that is also the
 * start of a shell statement assigning a single-quoted string, then the
 * closing quote and a newline. No NUL byte: the shell parses all of it.
 * e_lfanew (bytes 60..63) is filler until a PE image exists. */
#include <string.h>
#include "apelink.h"

#define HEAD_SIZE 66

static const char kFiller[] =
	"\npolyport APE: a shell script + programs, see format.md ";

size_t al_head(const struct apelink *A, char *out)
{
	memcpy(out, A->unix_only ? APE_MAGIC_UNIX : APE_MAGIC_MZ, 8);
	memcpy(out + 8, kFiller, 56);
	memcpy(out + 64, "'\n", 2);
	return HEAD_SIZE;
}
