#include <getopt.h>
#include "libc.h"

/* The GNU scanner behind getopt, getopt_long and getopt_long_only. */
hidden int __getopt(int argc, char *const *argv, const char *optstring,
		    const struct option *longopts, int *longind, int long_only);
