#define _GNU_SOURCE
#include <signal.h>

int sigorset(sigset_t *dest, const sigset_t *left, const sigset_t *right)
{
	for (unsigned i = 0; i < sizeof dest->__bits / sizeof *dest->__bits; i++)
		dest->__bits[i] = left->__bits[i] | right->__bits[i];
	return 0;
}

int sigandset(sigset_t *dest, const sigset_t *left, const sigset_t *right)
{
	for (unsigned i = 0; i < sizeof dest->__bits / sizeof *dest->__bits; i++)
		dest->__bits[i] = left->__bits[i] & right->__bits[i];
	return 0;
}
