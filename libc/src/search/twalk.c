#define _GNU_SOURCE
#include <search.h>
#include "tsearch_impl.h"

static void walk(const struct tnode *n, void (*act)(const void *, VISIT, int), int d)
{
	if (!n) return;
	if (!n->a[0] && !n->a[1]) {
		act(n, leaf, d);
		return;
	}
	act(n, preorder, d);
	walk(n->a[0], act, d + 1);
	act(n, postorder, d);
	walk(n->a[1], act, d + 1);
	act(n, endorder, d);
}

void twalk(const void *root, void (*act)(const void *, VISIT, int))
{
	walk(root, act, 0);
}

static void walk_r(const struct tnode *n, void (*act)(const void *, VISIT, void *), void *c)
{
	if (!n) return;
	if (!n->a[0] && !n->a[1]) {
		act(n, leaf, c);
		return;
	}
	act(n, preorder, c);
	walk_r(n->a[0], act, c);
	act(n, postorder, c);
	walk_r(n->a[1], act, c);
	act(n, endorder, c);
}

void twalk_r(const void *root, void (*act)(const void *, VISIT, void *), void *closure)
{
	walk_r(root, act, closure);
}
