#define _GNU_SOURCE
#include "stdio_impl.h"

int putw(int x, FILE *f)
{
	return (int)fwrite(&x, sizeof x, 1, f) - 1;
}
