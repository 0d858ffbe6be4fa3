#define _GNU_SOURCE
#include <link.h>

/* A static program holds no loader state: the objects are described
 * afresh for each call, so a callback sees this thread's TLS block. */
int dl_iterate_phdr(int (*cb)(struct dl_phdr_info *, size_t, void *), void *arg)
{
	struct dl_phdr_info obj[2];
	int n = __dl_objects(obj), r = 0;
	for (int i = 0; i < n && !r; i++) r = cb(&obj[i], sizeof obj[i], arg);
	return r;
}
