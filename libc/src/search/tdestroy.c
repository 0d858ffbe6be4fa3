#define _GNU_SOURCE
#include <search.h>
#include <stdlib.h>
#include "tsearch_impl.h"

void tdestroy(void *root, void (*freekey)(void *))
{
	struct tnode *n = root;
	if (!n) return;
	tdestroy(n->a[0], freekey);
	tdestroy(n->a[1], freekey);
	if (freekey) freekey((void *)n->key);
	free(n);
}
