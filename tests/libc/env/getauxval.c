#include <sys/auxv.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

/* glibc's exported alias, declared by no header (libgcc declares it). */
unsigned long __getauxval(unsigned long);

int main(int argc, char **argv)
{
	CHECK_UINT(getauxval(AT_PAGESZ), (unsigned long)sysconf(_SC_PAGESIZE));
	unsigned char *rnd = (void *)getauxval(AT_RANDOM);
	CHECK(rnd != 0);
	/* AT_SECURE is 0 here, and 0 is a value, not "absent". */
	errno = 0;
	CHECK_UINT(getauxval(AT_SECURE), 0);
	CHECK_INT(errno, 0);
	CHECK(getauxval(AT_PHDR) != 0);
	errno = 0;
	CHECK_UINT(getauxval(0x7777), 0);
	CHECK_INT(errno, ENOENT);
	CHECK_UINT(__getauxval(AT_PAGESZ), (unsigned long)sysconf(_SC_PAGESIZE));
	CHECK(__getauxval(AT_RANDOM) == (unsigned long)rnd);
	errno = 0;
	CHECK_UINT(__getauxval(0x7777), 0);
	CHECK_INT(errno, ENOENT);
	return check_done();
}
