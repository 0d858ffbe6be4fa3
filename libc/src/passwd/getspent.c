#define _GNU_SOURCE
#include "pwf.h"

static FILE *f;

void setspent(void)
{
	if (f) rewind(f);
}

void endspent(void)
{
	if (f) fclose(f);
	f = 0;
}

/* Root-only file: without access this reads as an empty database with
 * errno from fopen (EACCES), as glibc's files backend does. */
struct spwd *getspent(void)
{
	if (!f && !(f = __pwf_open("/etc/shadow"))) return 0;
	return fgetspent(f);
}
