/* AVL tree: tsearch inserts, tfind looks up; rebalancing walks back up a
 * recorded path of links instead of recursing. */
#include <search.h>
#include <stdlib.h>
#include "tsearch_impl.h"

static void rotate(struct tnode **p, int dir)
{
	struct tnode *n = *p, *c = n->a[dir];
	n->a[dir] = c->a[!dir];
	c->a[!dir] = n;
	int h0 = theight(n->a[0]), h1 = theight(n->a[1]);
	n->h = (h0 > h1 ? h0 : h1) + 1;
	h0 = theight(c->a[0]), h1 = theight(c->a[1]);
	c->h = (h0 > h1 ? h0 : h1) + 1;
	*p = c;
}

static void balance(struct tnode **p)
{
	struct tnode *n = *p;
	int h0 = theight(n->a[0]), h1 = theight(n->a[1]);
	if (h0 - h1 + 1u < 3u) {
		n->h = (h0 > h1 ? h0 : h1) + 1;
		return;
	}
	int dir = h1 > h0;
	struct tnode *c = n->a[dir];
	if (theight(c->a[!dir]) > theight(c->a[dir])) rotate(&n->a[dir], !dir);
	rotate(p, dir);
}

/* path[0..k-1] are the links from the root down to the changed spot. */
void __tree_rebalance(struct tnode **path[], int k)
{
	while (k-- > 0) balance(path[k]);
}

void *tfind(const void *key, void *const *rootp, int (*cmp)(const void *, const void *))
{
	if (!rootp) return 0;
	struct tnode *n = *rootp;
	while (n) {
		int c = cmp(key, n->key);
		if (!c) return n;
		n = n->a[c > 0];
	}
	return 0;
}

void *tsearch(const void *key, void **rootp, int (*cmp)(const void *, const void *))
{
	if (!rootp) return 0;
	struct tnode **path[TMAXH], **link = (struct tnode **)rootp;
	int k = 0;
	while (*link) {
		int c = cmp(key, (*link)->key);
		if (!c) return *link;
		path[k++] = link;
		link = &(*link)->a[c > 0];
	}
	struct tnode *n = malloc(sizeof *n);
	if (!n) return 0;
	n->key = key;
	n->a[0] = n->a[1] = 0;
	n->h = 1;
	*link = n;
	__tree_rebalance(path, k);
	return n;
}
