/* setsockopt and getsockopt under Windows: Linux's levels and option
 * numbers become Winsock's (they share only a few), and a value whose
 * shape differs is converted: a timeout is a struct timeval on Linux and
 * milliseconds in a DWORD on Windows, struct linger holds two ints on
 * Linux and two u_shorts on Windows, SO_ERROR is a WSAE* code.
 *
 * SO_REUSEADDR is kept by the backend and not passed on: Linux's lets a
 * server bind again while old connections are in TIME_WAIT, which a
 * Windows bind does without it, but Winsock's lets a second socket bind
 * the same port as a live one, which no Linux program asks for. */
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include "win.h"

#define WIN_SOL_SOCKET 0xffff

enum { INT, TIMEO, LINGER, ERROR, REUSE, MREQ };

static const struct opt {
	unsigned char level, name;
	unsigned short wlevel, wname;
	unsigned char kind;
} kOpts[] = {
	{ SOL_SOCKET, SO_DEBUG, WIN_SOL_SOCKET, 0x1, INT },
	{ SOL_SOCKET, SO_REUSEADDR, WIN_SOL_SOCKET, 0x4, REUSE },
	{ SOL_SOCKET, SO_TYPE, WIN_SOL_SOCKET, 0x1008, INT },
	{ SOL_SOCKET, SO_ERROR, WIN_SOL_SOCKET, 0x1007, ERROR },
	{ SOL_SOCKET, SO_DONTROUTE, WIN_SOL_SOCKET, 0x10, INT },
	{ SOL_SOCKET, SO_BROADCAST, WIN_SOL_SOCKET, 0x20, INT },
	{ SOL_SOCKET, SO_SNDBUF, WIN_SOL_SOCKET, 0x1001, INT },
	{ SOL_SOCKET, SO_RCVBUF, WIN_SOL_SOCKET, 0x1002, INT },
	{ SOL_SOCKET, SO_KEEPALIVE, WIN_SOL_SOCKET, 0x8, INT },
	{ SOL_SOCKET, SO_OOBINLINE, WIN_SOL_SOCKET, 0x100, INT },
	{ SOL_SOCKET, SO_LINGER, WIN_SOL_SOCKET, 0x80, LINGER },
	{ SOL_SOCKET, SO_RCVLOWAT, WIN_SOL_SOCKET, 0x1004, INT },
	{ SOL_SOCKET, SO_SNDLOWAT, WIN_SOL_SOCKET, 0x1003, INT },
	{ SOL_SOCKET, SO_RCVTIMEO, WIN_SOL_SOCKET, 0x1006, TIMEO },
	{ SOL_SOCKET, SO_SNDTIMEO, WIN_SOL_SOCKET, 0x1005, TIMEO },
	{ SOL_SOCKET, SO_ACCEPTCONN, WIN_SOL_SOCKET, 0x2, INT },
	{ IPPROTO_TCP, TCP_NODELAY, IPPROTO_TCP, 1, INT },
	{ IPPROTO_TCP, TCP_MAXSEG, IPPROTO_TCP, 4, INT },
	{ IPPROTO_TCP, TCP_KEEPIDLE, IPPROTO_TCP, 3, INT },
	{ IPPROTO_TCP, TCP_KEEPINTVL, IPPROTO_TCP, 17, INT },
	{ IPPROTO_TCP, TCP_KEEPCNT, IPPROTO_TCP, 16, INT },
	{ IPPROTO_IP, IP_TOS, IPPROTO_IP, 3, INT },
	{ IPPROTO_IP, IP_TTL, IPPROTO_IP, 4, INT },
	{ IPPROTO_IP, IP_MULTICAST_IF, IPPROTO_IP, 9, MREQ },
	{ IPPROTO_IP, IP_MULTICAST_TTL, IPPROTO_IP, 10, INT },
	{ IPPROTO_IP, IP_MULTICAST_LOOP, IPPROTO_IP, 11, INT },
	{ IPPROTO_IP, IP_ADD_MEMBERSHIP, IPPROTO_IP, 12, MREQ },
	{ IPPROTO_IP, IP_DROP_MEMBERSHIP, IPPROTO_IP, 13, MREQ },
	{ IPPROTO_IPV6, IPV6_UNICAST_HOPS, IPPROTO_IPV6, 4, INT },
	{ IPPROTO_IPV6, IPV6_MULTICAST_IF, IPPROTO_IPV6, 9, INT },
	{ IPPROTO_IPV6, IPV6_MULTICAST_HOPS, IPPROTO_IPV6, 10, INT },
	{ IPPROTO_IPV6, IPV6_MULTICAST_LOOP, IPPROTO_IPV6, 11, INT },
	{ IPPROTO_IPV6, IPV6_JOIN_GROUP, IPPROTO_IPV6, 12, MREQ },
	{ IPPROTO_IPV6, IPV6_LEAVE_GROUP, IPPROTO_IPV6, 13, MREQ },
	{ IPPROTO_IPV6, IPV6_V6ONLY, IPPROTO_IPV6, 27, INT },
};

static long find(long fd, long level, long name, struct win_fd **f, const struct opt **o)
{
	if (!(*f = __win_fd(fd))) return -EBADF;
	if (!(*f)->sock) return -ENOTSOCK;
	for (size_t i = 0; i < sizeof kOpts / sizeof *kOpts; i++)
		if (kOpts[i].level == level && kOpts[i].name == name) {
			*o = &kOpts[i];
			return 0;
		}
	return -ENOPROTOOPT;   /* what Linux answers for an option its protocol lacks */
}

long __win_setsockopt(long fd, long level, long name, long val, long len)
{
	struct win_fd *f;
	const struct opt *o;
	const void *p = (const void *)val;
	long r = find(fd, level, name, &f, &o);
	if (r < 0) return r;
	int v;
	DWORD ms;
	struct { uint16_t onoff, linger; } wl;
	const void *w = &v;
	int wlen = sizeof v;
	switch (o->kind) {
	case TIMEO: {
		const struct timeval *tv = p;
		if ((size_t)len < sizeof *tv) return -EINVAL;
		if (tv->tv_usec < 0 || tv->tv_usec >= 1000000) return -EDOM;
		/* rounded up, so that no timeout becomes none (0 waits for good on both) */
		uint64_t t = tv->tv_sec < 0 ? 0 : (uint64_t)tv->tv_sec * 1000 + (tv->tv_usec + 999) / 1000;
		ms = t > 0xfffffffe ? 0xfffffffe : t;
		w = &ms, wlen = sizeof ms;
		break;
	}
	case LINGER: {
		const struct linger *l = p;
		if ((size_t)len < sizeof *l) return -EINVAL;
		wl.onoff = !!l->l_onoff;
		wl.linger = l->l_linger < 0 ? 0 : l->l_linger > 65535 ? 65535 : l->l_linger;
		w = &wl, wlen = sizeof wl;
		break;
	}
	case MREQ:   /* the same layouts; Linux's ip_mreqn adds an index Windows has no room for */
		if (len < 4) return -EINVAL;
		w = p;
		wlen = level == IPPROTO_IP && len > 8 ? 8 : len;
		break;
	default:
		/* Linux takes a byte for the IPv4 multicast options */
		if (len >= 1 && len < 4 && level == IPPROTO_IP) v = *(const unsigned char *)p;
		else if (len < 4) return -EINVAL;
		else v = *(const int *)p;
		if (o->kind == REUSE) {
			f->sock = v ? f->sock | WIN_SOCK_REUSEADDR : f->sock & ~WIN_SOCK_REUSEADDR;
			return 0;
		}
	}
	return WS(setsockopt)((SOCKET)f->h, o->wlevel, o->wname, w, wlen) ? __win_sock_errno() : 0;
}

long __win_getsockopt(long fd, long level, long name, long val, long len)
{
	struct win_fd *f;
	const struct opt *o;
	socklen_t *lp = (socklen_t *)len;
	long r = find(fd, level, name, &f, &o);
	if (r < 0) return r;
	if ((int)*lp < 0) return -EINVAL;
	/* Winsock may write a BOOLEAN's one byte: the rest stays 0 */
	union { int i; DWORD ms; struct { uint16_t onoff, linger; } l; char b[16]; } w = { 0 };
	int wlen = sizeof w;
	union { int i; struct timeval tv; struct linger l; } out = { 0 };
	socklen_t olen = sizeof out.i;
	if (o->kind == REUSE) {
		out.i = !!(f->sock & WIN_SOCK_REUSEADDR);
	} else {
		if (o->kind == MREQ) wlen = 4;   /* the interface; a group cannot be read */
		if (WS(getsockopt)((SOCKET)f->h, o->wlevel, o->wname, &w, &wlen)) return __win_sock_errno();
		switch (o->kind) {
		case TIMEO:
			out.tv = (struct timeval){ w.ms / 1000, w.ms % 1000 * 1000 };
			olen = sizeof out.tv;
			break;
		case LINGER:
			out.l = (struct linger){ w.l.onoff, w.l.linger };
			olen = sizeof out.l;
			break;
		case ERROR:
			out.i = w.i ? -__win_errno_of(w.i) : 0;
			break;
		default:
			out.i = w.i;
		}
	}
	if (*lp < olen) olen = *lp;
	memcpy((void *)val, &out, olen);
	*lp = olen;
	return 0;
}
