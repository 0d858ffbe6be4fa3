#include "libc.h"

/* The tree node shared by tsearch.c, tdelete.c and twalk.c. The key comes
 * first: programs read it as *(void **)node, as POSIX's examples do. */
struct tnode {
	const void *key;
	struct tnode *a[2];
	int h;
};

/* Deep enough for any AVL tree that fits in memory (height < 1.45 log2 n). */
#define TMAXH 96

static inline int theight(const struct tnode *n)
{
	return n ? n->h : 0;
}

hidden void __tree_rebalance(struct tnode **path[], int k);
