#ifndef _RESOLV_H
#define _RESOLV_H

#include <features.h>
#include <stdint.h>
#include <netinet/in.h>
#include <arpa/nameser.h>

/* The stub resolver's BIND 4 interface, with glibc's names, values and
 * field names. _res is per thread, as in glibc. */

#define MAXNS         3
#define MAXDFLSRCH    3
#define MAXDNSRCH     6
#define LOCALDOMAINPARTS 2
#define RES_TIMEOUT   5
#define MAXRESOLVSORT 10
#define RES_MAXNDOTS  15
#define RES_MAXRETRANS 30
#define RES_MAXRETRY  5
#define RES_DFLRETRY  2
#define RES_MAXTIME   65535

struct __res_state {
	int retrans;
	int retry;
	unsigned long options;
	int nscount;
	struct sockaddr_in nsaddr_list[MAXNS];
	unsigned short id;
	char *dnsrch[MAXDNSRCH + 1];
	char defdname[256];
	unsigned long pfcode;
	unsigned ndots : 4;
	unsigned nsort : 4;
	unsigned ipv6_unavail : 1;
	unsigned unused : 23;
	struct {
		struct in_addr addr;
		uint32_t mask;
	} sort_list[MAXRESOLVSORT];
	void *__glibc_unused_qhook;
	void *__glibc_unused_rhook;
	int res_h_errno;
	int _vcsock;
	unsigned int _flags;
	union {
		char pad[52];
		struct {
			uint16_t nscount;
			uint16_t nsmap[MAXNS];
			int nssocks[MAXNS];
			uint16_t nscount6;
			uint16_t nsinit;
			struct sockaddr_in6 *nsaddrs[MAXNS];
			unsigned int __glibc_reserved[2];
		} _ext;
	} _u;
};
#define nsaddr nsaddr_list[0]

typedef struct __res_state *res_state;

#define RES_INIT        0x00000001
#define RES_DEBUG       0x00000002
#define RES_USEVC       0x00000008
#define RES_IGNTC       0x00000020
#define RES_RECURSE     0x00000040
#define RES_DEFNAMES    0x00000080
#define RES_STAYOPEN    0x00000100
#define RES_DNSRCH      0x00000200
#define RES_NOALIASES   0x00001000
#define RES_ROTATE      0x00004000
#define RES_USE_EDNS0   0x00100000
#define RES_SNGLKUP     0x00200000
#define RES_SNGLKUPREOP 0x00400000
#define RES_USE_DNSSEC  0x00800000
#define RES_NOTLDQUERY  0x01000000
#define RES_NORELOAD    0x02000000
#define RES_TRUSTAD     0x04000000
#define RES_NOAAAA      0x08000000
#define RES_DEFAULT     (RES_RECURSE | RES_DEFNAMES | RES_DNSRCH)

__BEGIN_DECLS

struct __res_state *__res_state(void);
#define _res (*__res_state())

int res_init(void);
int res_query(const char *, int, int, unsigned char *, int);
int res_search(const char *, int, int, unsigned char *, int);
int res_querydomain(const char *, const char *, int, int, unsigned char *, int);
int res_mkquery(int, const char *, int, int, const unsigned char *, int,
	const unsigned char *, unsigned char *, int);
int res_send(const unsigned char *, int, unsigned char *, int);
int dn_comp(const char *, unsigned char *, int, unsigned char **, unsigned char **);
int dn_expand(const unsigned char *, const unsigned char *, const unsigned char *, char *, int);
int dn_skipname(const unsigned char *, const unsigned char *);

int res_ninit(res_state);
void res_nclose(res_state);
void res_close(void);
int res_nquery(res_state, const char *, int, int, unsigned char *, int);
int res_nsearch(res_state, const char *, int, int, unsigned char *, int);
int res_nquerydomain(res_state, const char *, const char *, int, int, unsigned char *, int);
int res_nmkquery(res_state, int, const char *, int, int, const unsigned char *, int,
	const unsigned char *, unsigned char *, int);
int res_nsend(res_state, const unsigned char *, int, unsigned char *, int);

__END_DECLS

#endif
