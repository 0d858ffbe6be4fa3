#include <search.h>
#include <stdlib.h>
#include "tsearch_impl.h"

void *tdelete(const void *restrict key, void **restrict rootp, int (*cmp)(const void *, const void *))
{
	if (!rootp) return 0;
	struct tnode **path[TMAXH + 1], **link = (struct tnode **)rootp;
	int k = 0;
	for (;;) {
		if (!*link) return 0;
		int c = cmp(key, (*link)->key);
		if (!c) break;
		path[k++] = link;
		link = &(*link)->a[c > 0];
	}
	/* POSIX wants the parent; for the root any non-null value will do. */
	void *parent = k ? (void *)*path[k - 1] : (void *)rootp;
	struct tnode *n = *link;
	if (n->a[0] && n->a[1]) {
		/* Two children: take over the predecessor's key and unlink the
		 * predecessor node instead, which has at most one child. */
		path[k++] = link;
		struct tnode **p = &n->a[0];
		while ((*p)->a[1]) {
			path[k++] = p;
			p = &(*p)->a[1];
		}
		n->key = (*p)->key;
		link = p;
		n = *p;
	}
	*link = n->a[0] ? n->a[0] : n->a[1];
	free(n);
	__tree_rebalance(path, k);
	return parent;
}
