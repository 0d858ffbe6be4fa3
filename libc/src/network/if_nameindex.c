#include <errno.h>
#include <net/if.h>
#include <stdlib.h>
#include <string.h>
#include "netlink.h"

/* The links as the kernel's rtnetlink lists them, in its order (by
 * index), in one block: the array, its {0, 0} end, then the names. */
struct collect {
	size_t n, cap;
	struct link { unsigned index; char name[IF_NAMESIZE]; } *v;
};

static void name_attr(void *ctx, struct rtattr *a)
{
	char *name = ctx;
	size_t n = RTA_PAYLOAD(a);
	if (a->rta_type != IFLA_IFNAME) return;
	if (n > IF_NAMESIZE) n = IF_NAMESIZE;
	memcpy(name, RTA_DATA(a), n);
	name[IF_NAMESIZE - 1] = 0;
}

static int add_link(void *ctx, struct nlmsghdr *h)
{
	struct collect *c = ctx;
	const struct ifinfomsg *ifi = NL_DATA(h);
	if (h->nlmsg_len < NL_ALIGN(sizeof *h) + sizeof *ifi) return 0;
	if (c->n == c->cap) {
		size_t cap = c->cap ? 2 * c->cap : 16;
		struct link *v = realloc(c->v, cap * sizeof *v);
		if (!v) return -ENOMEM;
		c->v = v;
		c->cap = cap;
	}
	struct link *l = &c->v[c->n];
	memset(l->name, 0, sizeof l->name);
	__rtnl_attrs(h, sizeof *ifi, name_attr, l->name);
	if (!l->name[0] || ifi->ifi_index <= 0) return 0;
	l->index = ifi->ifi_index;
	c->n++;
	return 0;
}

struct if_nameindex *if_nameindex(void)
{
	struct collect c = { 0, 0, 0 };
	struct if_nameindex *r = 0;
	if (__rtnl_dump(RTM_GETLINK, add_link, &c) == 0) {
		r = malloc((c.n + 1) * sizeof *r + c.n * IF_NAMESIZE);
		if (r) {
			char *names = (char *)(r + c.n + 1);
			for (size_t i = 0; i < c.n; i++) {
				r[i].if_index = c.v[i].index;
				r[i].if_name = memcpy(names + i * IF_NAMESIZE, c.v[i].name, IF_NAMESIZE);
			}
			r[c.n].if_index = 0;
			r[c.n].if_name = 0;
		}
	}
	/* POSIX names one error, ENOBUFS, for a lack of resources. */
	if (!r && errno == ENOMEM) errno = ENOBUFS;
	free(c.v);
	return r;
}

void if_freenameindex(struct if_nameindex *p)
{
	free(p);
}
