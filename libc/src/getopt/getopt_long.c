#include <getopt.h>
#include "getopt_impl.h"

int getopt_long(int argc, char *const *argv, const char *optstring, const struct option *lo, int *idx)
{
	return __getopt(argc, argv, optstring, lo, idx, 0);
}

int getopt_long_only(int argc, char *const *argv, const char *optstring, const struct option *lo, int *idx)
{
	return __getopt(argc, argv, optstring, lo, idx, 1);
}
