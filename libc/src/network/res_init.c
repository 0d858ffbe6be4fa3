#define _GNU_SOURCE
#include <resolv.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include "lookup.h"

/* Fill a res_state from resolv.conf and the environment, as glibc lays
 * it out: IPv4 servers in nsaddr_list, IPv6 ones in _u._ext.nsaddrs
 * (allocated, freed by res_nclose) with sin_family 0 in nsaddr_list. */
int res_ninit(res_state s)
{
	struct resolvconf c;
	__get_resolv_conf(&c);
	memset(s, 0, sizeof *s);
	s->retrans = c.timeout;
	s->retry = c.attempts;
	s->ndots = c.ndots;
	s->options = RES_DEFAULT | RES_INIT | (c.rotate ? RES_ROTATE : 0) | (c.usevc ? RES_USEVC : 0);
	getrandom(&s->id, sizeof s->id, GRND_NONBLOCK);
	for (int i = 0; i < c.nns; i++) {
		if (c.ns[i].sa.sa_family == AF_INET) {
			s->nsaddr_list[i] = c.ns[i].sin;
		} else {
			struct sockaddr_in6 *a = malloc(sizeof *a);
			if (!a) continue;
			*a = c.ns[i].sin6;
			s->_u._ext.nsaddrs[i] = a;
			s->_u._ext.nscount6++;
		}
		s->nscount++;
	}
	s->_u._ext.nscount = s->nscount;
	/* The search list lives in defdname, NUL-separated, as far as it fits. */
	char *p = s->defdname, *end = s->defdname + sizeof s->defdname;
	for (int i = 0, k = 0; i < c.nsearch && k < MAXDNSRCH; i++) {
		size_t l = strlen(c.search[i]) + 1;
		if ((size_t)(end - p) < l) break;
		s->dnsrch[k++] = memcpy(p, c.search[i], l);
		p += l;
	}
	return 0;
}

void res_nclose(res_state s)
{
	if (!(s->options & RES_INIT)) return;
	for (int i = 0; i < MAXNS; i++) {
		free(s->_u._ext.nsaddrs[i]);
		s->_u._ext.nsaddrs[i] = 0;
	}
}

/* res_ninit takes a state of unknown content; _res is known, so a
 * second res_init can free what the first allocated. */
int res_init(void)
{
	res_nclose(&_res);
	return res_ninit(&_res);
}

void res_close(void)
{
	res_nclose(&_res);
}

/* What res_nsend and res_nsearch use: the state, set up first if the
 * caller has not, with the caller's changes (retrans, retry, servers,
 * options) taking effect. */
void __res_conf(res_state s, struct resolvconf *c)
{
	if (!(s->options & RES_INIT)) res_ninit(s);
	__get_resolv_conf(c);
	c->timeout = s->retrans > 0 ? s->retrans : 1;
	c->attempts = s->retry > 0 ? s->retry : 1;
	c->ndots = s->ndots;
	c->rotate = !!(s->options & RES_ROTATE);
	c->usevc = !!(s->options & RES_USEVC);
	c->nns = 0;
	for (int i = 0; i < s->nscount && i < MAXNS; i++) {
		union sockany *ns = &c->ns[c->nns];
		memset(ns, 0, sizeof *ns);
		if (s->_u._ext.nsaddrs[i]) ns->sin6 = *s->_u._ext.nsaddrs[i];
		else if (s->nsaddr_list[i].sin_family == AF_INET) ns->sin = s->nsaddr_list[i];
		else continue;
		c->nns++;
	}
	c->nsearch = 0;
	for (int i = 0; i < MAXDNSRCH && s->dnsrch[i] && c->nsearch < LK_MAXSEARCH; i++)
		if (strlen(s->dnsrch[i]) < sizeof c->search[0]) strcpy(c->search[c->nsearch++], s->dnsrch[i]);
}
