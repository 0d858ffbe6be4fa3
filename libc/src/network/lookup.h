#ifndef LOOKUP_H
#define LOOKUP_H

/* Private to libc/src/network: the name, service and DNS machinery that
 * getaddrinfo, gethostbyname*, getnameinfo and the res_* API share. */

#include <stdint.h>
#include <stdio.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <netdb.h>
#include "libc.h"

#define LK_MAXADDR   48
#define LK_MAXALIAS  8
#define LK_MAXNS     3
#define LK_MAXSEARCH 6
#define LK_MAXSERV   3

struct address {
	int family;
	unsigned scopeid;
	unsigned char addr[16];
	int sortkey;
};

/* What a host lookup found: addresses in order, the canonical name and
 * (for gethostbyname) the other names that led to it. */
struct lookup {
	struct address addr[LK_MAXADDR];
	int naddr;
	char canon[256];
	int nalias;
	char alias[LK_MAXALIAS][256];
	int nodata;	/* a DNS name that exists without addresses */
};

struct service {
	uint16_t port;
	unsigned char proto, socktype;
};

union sockany {
	struct sockaddr sa;
	struct sockaddr_in sin;
	struct sockaddr_in6 sin6;
};

struct resolvconf {
	union sockany ns[LK_MAXNS];
	int nns;
	unsigned ndots, timeout, attempts;
	int rotate, usevc;
	int nsearch;
	char search[LK_MAXSEARCH][256];
};

/* Outcome of one source (files, dns), as nsswitch.conf names them. */
enum { LK_SUCCESS, LK_NOTFOUND, LK_UNAVAIL, LK_TRYAGAIN };

/* Database files: the next entry line with comments and the newline cut
 * off, and its whitespace-separated fields (at most max, the rest is
 * ignored). */
hidden char *__db_line(FILE *, char **line, size_t *size);
hidden int __db_fields(char *s, char **field, int max);
hidden FILE *__db_open(const char *path);
hidden int __db_pack(char **f, int n, char *buf, size_t size, char ***out);
hidden int __db_grow(char **buf, size_t *size);

hidden int __lookup_ipliteral(struct address *, const char *name, int family);
hidden int __lookup_name(struct lookup *, const char *name, int family, int flags);
hidden int __lookup_serv(struct service *, const char *name, int proto, int socktype, int flags);
hidden int __hosts_file(struct lookup *, const char *name, int family);
hidden void __hosts_v4(struct address *);
hidden int __dns_hosts(struct lookup *, const char *name, int family);
hidden int __dns_ptr(struct lookup *, const struct address *);
hidden int __hosts_file_addr(struct lookup *, const struct address *);
hidden int __lookup_addr(struct lookup *, const struct address *);
hidden void __sort_addresses(struct address *, int n);
hidden int __nss_hosts_order(char (*src)[16], int (*act)[4], int max);

hidden int __get_resolv_conf(struct resolvconf *);
hidden int __res_msend_rc(int n, const unsigned char *const *q, const int *qlen,
	unsigned char *const *ans, int *alen, int asize, const struct resolvconf *);
hidden int __dns_mkquery(const char *name, int class, int type, unsigned char *buf, int size);
hidden int __dns_question_matches(const unsigned char *q, int qlen, const unsigned char *a, int alen);
hidden int __dns_walk(const unsigned char *a, int alen,
	int (*cb)(void *, int type, const unsigned char *owner_at, const unsigned char *rd, int rdlen, const unsigned char *a, int alen),
	void *ctx);
hidden int __dns_rcode(const unsigned char *a, int alen);
hidden int __valid_hostname(const char *);
hidden int __dns_build(int op, const char *name, int class, int type, int rd,
	unsigned char *buf, int size);
struct __res_state;
hidden void __res_conf(struct __res_state *, struct resolvconf *);
hidden int __hostent_fill(const struct lookup *, int af, const char *name,
	struct hostent *, char *buf, size_t size);

#endif
