#define _GNU_SOURCE
#include <netdb.h>
#include <string.h>
#include <stdint.h>
#include <errno.h>
#include "lookup.h"

/* Lay out what a lookup found as a hostent in buf: the addresses, then
 * the address and alias pointer arrays, then the names. Only addresses
 * of family af are kept. ERANGE when buf is short. */
int __hostent_fill(const struct lookup *lk, int af, const char *name,
	struct hostent *he, char *buf, size_t size)
{
	int alen = af == AF_INET ? 4 : 16, n = 0;
	for (int i = 0; i < lk->naddr; i++) n += lk->addr[i].family == af;
	const char *canon = lk->canon[0] ? lk->canon : name;
	size_t pad = -(uintptr_t)buf & (sizeof(char *) - 1);
	size_t need = pad + (n + 1 + lk->nalias + 1) * sizeof(char *) + n * alen + strlen(canon) + 1;
	for (int i = 0; i < lk->nalias; i++) need += strlen(lk->alias[i]) + 1;
	if (need > size) return ERANGE;

	char **addrs = (char **)(buf + pad), **aliases = addrs + n + 1;
	char *p = (char *)(aliases + lk->nalias + 1);
	for (int i = 0, k = 0; i < lk->naddr; i++) {
		if (lk->addr[i].family != af) continue;
		addrs[k++] = memcpy(p, lk->addr[i].addr, alen);
		p += alen;
	}
	addrs[n] = 0;
	he->h_name = strcpy(p, canon);
	p += strlen(canon) + 1;
	for (int i = 0; i < lk->nalias; i++) {
		aliases[i] = strcpy(p, lk->alias[i]);
		p += strlen(p) + 1;
	}
	aliases[lk->nalias] = 0;
	he->h_aliases = aliases;
	he->h_addr_list = addrs;
	he->h_addrtype = af;
	he->h_length = alen;
	return 0;
}
