/* Sockets under Windows, on Winsock (ws2_32.dll, part of every Windows
 * since 95). A socket descriptor is a slot of the descriptor table whose
 * handle is a SOCKET (fd.c: sock holds its type), so read, write, close,
 * dup, fcntl, fstat, ioctl and poll reach it there and come here.
 *
 * ws2_32 is not in the import table: the first socket call loads it and
 * calls WSAStartup, so a program without sockets never maps it.
 *
 * What Linux and Winsock number differently is translated at this door:
 * AF_INET6 (10 against 23), the SOCK_NONBLOCK and SOCK_CLOEXEC bits of
 * a type, MSG_WAITALL, MSG_DONTWAIT (Winsock has none: the socket is
 * made non-blocking for the call), error codes (errno.c), and the socket
 * options (sockopt.c). Where Winsock's behaviour differs from Linux's the
 * backend makes it Linux's: a socket accept returns is blocking whatever
 * the listener's mode (Winsock copies the mode), an IPv6 socket takes
 * IPv4 too (Winsock's IPV6_V6ONLY is on by default), a truncated
 * datagram is a short read (Winsock fails with WSAEMSGSIZE), a receive
 * that times out is EAGAIN (WSAETIMEDOUT), a UDP socket does not fail
 * because an earlier datagram was refused (SIO_UDP_CONNRESET), and a
 * send on a socket shut for writing is EPIPE with SIGPIPE. */
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include "win.h"

void *__win_ws2[WS_end];

#define WIN_AF_INET6 23
#define WIN_INVALID_SOCKET ((SOCKET)-1)
#define WIN_FIONBIO ((int32_t)0x8004667e)
#define WIN_FIONREAD ((int32_t)0x4004667f)
#define WIN_SIOCATMARK ((int32_t)0x40047307)
#define WIN_SIO_UDP_CONNRESET 0x9800000cu
#define WIN_MSG_WAITALL 0x8
#define WSA_FLAG_OVERLAPPED 0x01          /* what socket() gives: blocking calls work */
#define WSA_FLAG_NO_HANDLE_INHERIT 0x80   /* a child gets what posix_spawn passes, no more */
#define WSAEINVAL 10022
#define WSAEWOULDBLOCK 10035
#define WSAEMSGSIZE 10040
#define WSAESHUTDOWN 10058
#define WSAETIMEDOUT 10060

static volatile int ws2_state;   /* 0 not loaded, 1 being loaded, 2 loaded, 3 failed */

long __win_ws2_load(void)
{
#define WS_NAME(r, n, p) #n,
	static const char *const names[] = { WIN_WS2_32(WS_NAME) };
	static const WCHAR dll[] = { 'w', 's', '2', '_', '3', '2', '.', 'd', 'l', 'l', 0 };
	int s = __atomic_load_n(&ws2_state, __ATOMIC_ACQUIRE), zero = 0;
	if (s == 2) return 0;
	if (__atomic_compare_exchange_n(&ws2_state, &zero, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE)) {
		HANDLE m = WIN(LoadLibraryW)(dll);
		int ok = !!m;
		for (int i = 0; ok && i < WS_end; i++)
			ok = !!(__win_ws2[i] = WIN(GetProcAddress)(m, names[i]));
		uint64_t data[64];   /* WSADATA: 408 bytes on x86_64 */
		if (ok) ok = !WS(WSAStartup)(0x0202, data);
		__atomic_store_n(&ws2_state, ok ? 2 : 3, __ATOMIC_RELEASE);
	}
	while ((s = __atomic_load_n(&ws2_state, __ATOMIC_ACQUIRE)) == 1) WIN(Sleep)(0);
	return s == 2 ? 0 : -ENOSYS;  /* ENOSYS: ws2_32.dll did not load: no sockets here */
}

/* The socket behind fd, or -EBADF / -ENOTSOCK. */
static long sock_of(long fd, struct win_fd **f)
{
	if (!(*f = __win_fd(fd))) return -EBADF;
	return (*f)->sock ? 0 : -ENOTSOCK;
}
#define S(f) ((SOCKET)(f)->h)

/* A Linux address as Winsock reads it: the same layout, but AF_INET6's
 * number. */
static long addr_in(const void *a, long len, struct sockaddr_storage *w)
{
	if (len < 0 || (unsigned long)len > sizeof *w) return -EINVAL;
	if (!a) return len ? -EFAULT : 0;
	memcpy(w, a, len);
	if (len >= 2 && w->ss_family == AF_INET6) w->ss_family = WIN_AF_INET6;
	return len;
}

/* Winsock's address back as Linux gives it: truncated to the caller's
 * room, the length the whole one has (Winsock fails instead). */
static void addr_out(struct sockaddr_storage *w, int wlen, void *a, socklen_t *len)
{
	if (!a || !len) return;
	if (wlen >= 2 && w->ss_family == WIN_AF_INET6) w->ss_family = AF_INET6;
	memcpy(a, w, (socklen_t)wlen < *len ? (size_t)wlen : *len);
	*len = wlen;
}

long __win_sock_nonblock(struct win_fd *f, int on)
{
	uint32_t v = !!on;
	if (WS(ioctlsocket)(S(f), WIN_FIONBIO, &v)) return __win_sock_errno();
	f->flags = on ? f->flags | O_NONBLOCK : f->flags & ~O_NONBLOCK;
	return 0;
}

static SOCKET make(int family, int type, int proto)
{
	SOCKET s = WS(WSASocketW)(family, type, proto, 0, 0,
		WSA_FLAG_OVERLAPPED | WSA_FLAG_NO_HANDLE_INHERIT);
	if (s == WIN_INVALID_SOCKET) return s;
	int off = 0;
	DWORD got;
	if (family == WIN_AF_INET6)   /* Linux's default: IPv4 too, as ::ffff:a.b.c.d */
		WS(setsockopt)(s, IPPROTO_IPV6, 27, &off, sizeof off);
	if (type == SOCK_DGRAM)   /* no WSAECONNRESET for an ICMP "port unreachable" */
		WS(WSAIoctl)(s, WIN_SIO_UDP_CONNRESET, &off, sizeof off, 0, 0, &got, 0, 0);
	return s;
}

/* A descriptor for a new socket, with the SOCK_NONBLOCK and SOCK_CLOEXEC
 * of Linux's type argument; the socket is closed when there is none. */
static long install(SOCKET s, int type, int flags)
{
	int fl = O_RDWR | (flags & SOCK_CLOEXEC ? O_CLOEXEC : 0);
	long r = __win_new_sock(s, fl, type);
	if (r < 0) {
		WS(closesocket)(s);
		return r;
	}
	if (flags & SOCK_NONBLOCK) {
		long e = __win_sock_nonblock(__win_fd(r), 1);
		if (e < 0) return __win_close(r), e;
	}
	return r;
}

long __win_socket(long domain, long type, long proto)
{
	long r = __win_ws2_load();
	if (r < 0) return r;
	int flags = type & (SOCK_NONBLOCK | SOCK_CLOEXEC), family;
	type &= ~(SOCK_NONBLOCK | SOCK_CLOEXEC);
	switch (domain) {
	case AF_INET: family = AF_INET; break;
	case AF_INET6: family = WIN_AF_INET6; break;
	case AF_UNIX: family = AF_UNIX; break;   /* Windows 10's, where there is one */
	default: return -EAFNOSUPPORT;
	}
	SOCKET s = make(family, type, proto);
	if (s == WIN_INVALID_SOCKET) return __win_sock_errno();
	return install(s, type, flags);
}

/* socketpair: Winsock has none (and Windows 10's AF_UNIX sockets cannot
 * be paired), so the pair is two loopback sockets connected to each
 * other, as Cygwin, Python and libevent do it: TCP for SOCK_STREAM (the
 * accepted end checked to be the one connected, not another program
 * that got there first), UDP for SOCK_DGRAM. */
static long pair(int type, SOCKET sv[2])
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) }, b, me;
	int al = sizeof a, bl = sizeof b, ml = sizeof me, one = 1;
	SOCKET l = make(AF_INET, type, 0), c = WIN_INVALID_SOCKET, d = WIN_INVALID_SOCKET;
	if (l == WIN_INVALID_SOCKET) return __win_sock_errno();
	if (WS(bind)(l, &a, sizeof a) || WS(getsockname)(l, &a, &al)) goto fail;
	if ((c = make(AF_INET, type, 0)) == WIN_INVALID_SOCKET) goto fail;
	if (type == SOCK_DGRAM) {
		b = a;
		b.sin_port = 0;
		if (WS(bind)(c, &b, sizeof b) || WS(getsockname)(c, &b, &bl) ||
		    WS(connect)(l, &b, sizeof b) || WS(connect)(c, &a, sizeof a)) goto fail;
		sv[0] = l, sv[1] = c;
		return 0;
	}
	if (WS(listen)(l, 1) || WS(connect)(c, &a, sizeof a) || WS(getsockname)(c, &me, &ml)) goto fail;
	for (int tries = 0; tries < 16; tries++) {
		bl = sizeof b;
		if ((d = WS(accept)(l, &b, &bl)) == WIN_INVALID_SOCKET) goto fail;
		if (b.sin_port == me.sin_port && b.sin_addr.s_addr == me.sin_addr.s_addr) break;
		WS(closesocket)(d);
		d = WIN_INVALID_SOCKET;
	}
	if (d == WIN_INVALID_SOCKET) {
		WS(closesocket)(l), WS(closesocket)(c);
		return -ECONNABORTED;
	}
	WS(closesocket)(l);
	/* small writes go out at once, as on a Unix socket */
	WS(setsockopt)(c, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	WS(setsockopt)(d, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	sv[0] = c, sv[1] = d;
	return 0;
fail:;
	long e = __win_sock_errno();
	WS(closesocket)(l);
	if (c != WIN_INVALID_SOCKET) WS(closesocket)(c);
	return e;
}

long __win_socketpair(long domain, long type, long proto, long out)
{
	long r = __win_ws2_load();
	if (r < 0) return r;
	int flags = type & (SOCK_NONBLOCK | SOCK_CLOEXEC), *fd = (int *)out;
	type &= ~(SOCK_NONBLOCK | SOCK_CLOEXEC);
	if (domain != AF_UNIX) return -EOPNOTSUPP;   /* as Linux: pairs are AF_UNIX only */
	if (type == SOCK_SEQPACKET)
		return -ENOSYS;  /* ENOSYS: no loopback protocol keeps records and order both */
	if (type != SOCK_STREAM && type != SOCK_DGRAM) return -ESOCKTNOSUPPORT;
	if (proto) return -EPROTONOSUPPORT;
	SOCKET sv[2] = { WIN_INVALID_SOCKET, WIN_INVALID_SOCKET };
	if ((r = pair(type, sv)) < 0) return r;
	long a = install(sv[0], type, flags);
	if (a < 0) {
		WS(closesocket)(sv[1]);
		return a;
	}
	long b = install(sv[1], type, flags);
	if (b < 0) return __win_close(a), b;
	fd[0] = a, fd[1] = b;
	return 0;
}

long __win_bind(long fd, long addr, long len)
{
	struct win_fd *f;
	struct sockaddr_storage w;
	long r = sock_of(fd, &f);
	if (r < 0 || (r = addr_in((void *)addr, len, &w)) < 0) return r;
	return WS(bind)(S(f), &w, r) ? __win_sock_errno() : 0;
}

long __win_connect(long fd, long addr, long len)
{
	struct win_fd *f;
	struct sockaddr_storage w;
	long r = sock_of(fd, &f);
	if (r < 0 || (r = addr_in((void *)addr, len, &w)) < 0) return r;
	if (!WS(connect)(S(f), &w, r)) return 0;
	switch (WS(WSAGetLastError)()) {
	case WSAEWOULDBLOCK: return -EINPROGRESS;   /* a non-blocking connect under way */
	case WSAEINVAL: return f->flags & O_NONBLOCK ? -EALREADY : -EINVAL;   /* Winsock 1's answer */
	}
	return __win_sock_errno();
}

long __win_listen(long fd, long backlog)
{
	struct win_fd *f;
	long r = sock_of(fd, &f);
	if (r < 0) return r;
	return WS(listen)(S(f), backlog < 0 ? 0 : backlog) ? __win_sock_errno() : 0;
}

long __win_accept4(long fd, long addr, long len, long flags)
{
	struct win_fd *f;
	struct sockaddr_storage w;
	int wl = sizeof w;
	long r = sock_of(fd, &f);
	if (r < 0) return r;
	if (flags & ~(SOCK_NONBLOCK | SOCK_CLOEXEC)) return -EINVAL;
	SOCKET s = WS(accept)(S(f), &w, &wl);
	if (s == WIN_INVALID_SOCKET) return __win_sock_errno();
	/* Winsock gives the new socket the listener's mode; Linux a blocking one */
	uint32_t nb = !!(flags & SOCK_NONBLOCK);
	if ((f->flags & O_NONBLOCK) && !nb) WS(ioctlsocket)(s, WIN_FIONBIO, &nb);
	r = install(s, f->sock & 0xff, flags);
	if (r >= 0) addr_out(&w, wl, (void *)addr, (socklen_t *)len);
	return r;
}

long __win_shutdown(long fd, long how)
{
	struct win_fd *f;
	long r = sock_of(fd, &f);
	if (r < 0) return r;
	if (how < SHUT_RD || how > SHUT_RDWR) return -EINVAL;   /* SD_RECEIVE, SD_SEND, SD_BOTH */
	return WS(shutdown)(S(f), how) ? __win_sock_errno() : 0;
}

static long name(long fd, long addr, long len, int peer)
{
	struct win_fd *f;
	struct sockaddr_storage w;
	int wl = sizeof w;
	long r = sock_of(fd, &f);
	if (r < 0) return r;
	if ((peer ? WS(getpeername) : WS(getsockname))(S(f), &w, &wl)) return __win_sock_errno();
	addr_out(&w, wl, (void *)addr, (socklen_t *)len);
	return 0;
}

long __win_getsockname(long fd, long addr, long len) { return name(fd, addr, len, 0); }
long __win_getpeername(long fd, long addr, long len) { return name(fd, addr, len, 1); }

/* Linux's MSG_* as Winsock's; MSG_DONTWAIT is *dontwait. Hints Winsock
 * has no use for (no SIGPIPE to suppress, no corking) are dropped. */
static long msg_flags(long fl, DWORD *w, int *dontwait)
{
	if (fl & ~(MSG_OOB | MSG_PEEK | MSG_DONTROUTE | MSG_WAITALL | MSG_DONTWAIT | MSG_NOSIGNAL |
		   MSG_MORE | MSG_EOR | MSG_CONFIRM | MSG_CMSG_CLOEXEC))
		return -EOPNOTSUPP;
	*w = fl & (MSG_OOB | MSG_PEEK | MSG_DONTROUTE);
	if (fl & MSG_WAITALL) *w |= WIN_MSG_WAITALL;
	*dontwait = !!(fl & MSG_DONTWAIT);
	return 0;
}

/* For one call, a blocking socket made non-blocking (MSG_DONTWAIT).
 * Another thread blocked on the same socket meanwhile would not wait. */
static void dontwait(struct win_fd *f, int on)
{
	uint32_t v = on;
	if (!(f->flags & O_NONBLOCK)) WS(ioctlsocket)(S(f), WIN_FIONBIO, &v);
}

static long xsend(struct win_fd *f, WSABUF *b, DWORD nb, long flags, const void *to, long tolen)
{
	struct sockaddr_storage w;
	DWORD wf, done;
	int dw;
	long r = msg_flags(flags, &wf, &dw), wl = 0;
	if (r < 0) return r;
	if (to && (wl = addr_in(to, tolen, &w)) < 0) return wl;
	if (dw) dontwait(f, 1);
	int bad = WS(WSASendTo)(S(f), b, nb, &done, wf, to ? &w : 0, wl, 0, 0);
	DWORD e = bad ? (DWORD)WS(WSAGetLastError)() : 0;
	if (dw) dontwait(f, 0);
	if (!bad) return done;
	switch (e) {
	case WSAESHUTDOWN:   /* as Linux: a socket shut for writing breaks the pipe */
		if (!(flags & MSG_NOSIGNAL)) __win_signal_self(SIGPIPE, SI_USER);
		return -EPIPE;
	case WSAETIMEDOUT: return -EAGAIN;   /* SO_SNDTIMEO ran out */
	}
	return __win_errno_of(e);
}

/* *from gets the sender for a datagram; a stream socket's is empty, as
 * Linux's (Winsock leaves it alone). */
static long xrecv(struct win_fd *f, WSABUF *b, DWORD nb, long flags, void *from, socklen_t *fromlen,
	int *outflags)
{
	struct sockaddr_storage w;
	DWORD wf, done;
	int dw, wl = sizeof w;
	long r = msg_flags(flags, &wf, &dw);
	if (r < 0) return r;
	int dgram = (f->sock & 0xff) != SOCK_STREAM;
	if (dw) dontwait(f, 1);
	int bad = WS(WSARecvFrom)(S(f), b, nb, &done, &wf, dgram ? &w : 0, dgram ? &wl : 0, 0, 0);
	DWORD e = bad ? (DWORD)WS(WSAGetLastError)() : 0;
	if (dw) dontwait(f, 0);
	*outflags = 0;
	if (bad && e == WSAEMSGSIZE && dgram) {   /* the buffers are full, the rest is lost */
		done = 0;
		for (DWORD i = 0; i < nb; i++) done += b[i].len;
		*outflags = MSG_TRUNC;
	} else if (bad) {
		return e == WSAETIMEDOUT ? -EAGAIN : __win_errno_of(e);   /* SO_RCVTIMEO ran out */
	}
	if (from && fromlen) {
		if (dgram) addr_out(&w, wl, from, fromlen);
		else *fromlen = 0;
	}
	return done;
}

long __win_sock_read(struct win_fd *f, long buf, long n)
{
	WSABUF b = { n, (char *)buf };
	int fl;
	return xrecv(f, &b, 1, 0, 0, 0, &fl);
}

long __win_sock_write(struct win_fd *f, long buf, long n)
{
	WSABUF b = { n, (char *)buf };
	return xsend(f, &b, 1, 0, 0, 0);
}

static uint32_t clamp(size_t n) { return n > 0x7ffff000 ? 0x7ffff000 : n; }

long __win_sendto(long fd, long buf, long n, long flags, long addr, long len)
{
	struct win_fd *f;
	long r = sock_of(fd, &f);
	if (r < 0) return r;
	WSABUF b = { clamp(n), (char *)buf };
	return xsend(f, &b, 1, flags, (void *)addr, addr ? len : 0);
}

long __win_recvfrom(long fd, long buf, long n, long flags, long addr, long len)
{
	struct win_fd *f;
	int fl;
	long r = sock_of(fd, &f);
	if (r < 0) return r;
	WSABUF b = { clamp(n), (char *)buf };
	return xrecv(f, &b, 1, flags, (void *)addr, (socklen_t *)len, &fl);
}

/* A message's pieces as WSABUFs (32-bit lengths, the other order). */
static long bufs(const struct msghdr *m, WSABUF *b)
{
	if (m->msg_iovlen > 1024) return -EMSGSIZE;
	for (size_t i = 0; i < m->msg_iovlen; i++)
		b[i] = (WSABUF){ clamp(m->msg_iov[i].iov_len), m->msg_iov[i].iov_base };
	return m->msg_iovlen;
}

long __win_sendmsg(long fd, long msg, long flags)
{
	struct win_fd *f;
	const struct msghdr *m = (void *)msg;
	WSABUF b[1024];
	long r = sock_of(fd, &f);
	if (r < 0 || (r = bufs(m, b)) < 0) return r;
	if (m->msg_controllen)
		return -ENOSYS;  /* ENOSYS: ancillary data (descriptors, credentials) does not go through Winsock */
	return xsend(f, b, r, flags, m->msg_name, m->msg_name ? m->msg_namelen : 0);
}

long __win_recvmsg(long fd, long msg, long flags)
{
	struct win_fd *f;
	struct msghdr *m = (void *)msg;
	WSABUF b[1024];
	int fl;
	long r = sock_of(fd, &f);
	if (r < 0 || (r = bufs(m, b)) < 0) return r;
	r = xrecv(f, b, r, flags, m->msg_name, m->msg_name ? &m->msg_namelen : 0, &fl);
	if (r < 0) return r;
	if (!m->msg_name) m->msg_namelen = 0;
	m->msg_controllen = 0;   /* none comes: no option that asks for any is passed on */
	m->msg_flags = fl;
	return r;
}

/* The socket side of fd.c's calls */
long __win_sock_close(SOCKET s)
{
	return WS(closesocket)(s) ? __win_sock_errno() : 0;
}

/* dup: the way Winsock documents (DuplicateHandle is not meant for
 * sockets): the socket's protocol information, and a socket made from it. */
long __win_sock_dup(struct win_fd *f, SOCKET *out)
{
	uint64_t info[80];   /* WSAPROTOCOL_INFOW: 628 bytes */
	if (WS(WSADuplicateSocketW)(S(f), WIN(GetCurrentProcessId)(), info)) return __win_sock_errno();
	*out = WS(WSASocketW)(-1, -1, -1, info, 0, WSA_FLAG_OVERLAPPED | WSA_FLAG_NO_HANDLE_INHERIT);
	return *out == WIN_INVALID_SOCKET ? __win_sock_errno() : 0;
}

long __win_sock_ioctl(struct win_fd *f, long req, long arg)
{
	uint32_t v;
	switch (req) {
	case FIONBIO: return __win_sock_nonblock(f, *(int *)arg);
	case FIONREAD:
	case SIOCATMARK:
		if (WS(ioctlsocket)(S(f), req == FIONREAD ? WIN_FIONREAD : WIN_SIOCATMARK, &v))
			return __win_sock_errno();
		*(int *)arg = v > 0x7fffffff ? 0x7fffffff : v;
		return 0;
	}
	if ((req & 0xff00) == 0x8900)
		return -ENOSYS;  /* ENOSYS: interface and routing requests are not done under Windows */
	return -ENOTTY;
}

/* poll: Linux's events as WSAPoll's and back. WSAPoll refuses POLLPRI
 * in events; out-of-band data is its POLLRDBAND. */
static short to_win(int ev)
{
	return (ev & (POLLIN | POLLRDNORM) ? 0x100 : 0) | (ev & (POLLPRI | POLLRDBAND) ? 0x200 : 0) |
		(ev & (POLLOUT | POLLWRNORM) ? 0x10 : 0) | (ev & POLLWRBAND ? 0x20 : 0);
}

static int from_win(int w, int ev)
{
	int r = (w & 0x100 ? POLLIN | POLLRDNORM : 0) | (w & 0x200 ? POLLPRI | POLLRDBAND : 0) |
		(w & 0x10 ? POLLOUT | POLLWRNORM : 0) | (w & 0x20 ? POLLWRBAND : 0);
	return (r & ev) | (w & 1 ? POLLERR : 0) | (w & 2 ? POLLHUP : 0) | (w & 4 ? POLLNVAL : 0);
}

int __win_sock_ready(struct win_fd *f, int events)
{
	WSAPOLLFD p = { S(f), to_win(events), 0 };
	if (WS(WSAPoll)(&p, 1, 0) < 0) return POLLERR;
	return from_win(p.revents, events);
}

/* Waits up to ms (-1: for good) until one of p (all sockets, or fd < 0)
 * is ready; the caller asks each again. */
long __win_sock_poll(struct pollfd *p, unsigned long n, long ms)
{
	WSAPOLLFD w[64];
	unsigned long k = 0;
	for (unsigned long i = 0; i < n && k < 64; i++)
		if (p[i].fd >= 0)
			w[k++] = (WSAPOLLFD){ S(__win_fd(p[i].fd)), to_win(p[i].events), 0 };
	if (!k) {
		WIN(Sleep)(ms < 0 ? INFINITE : (DWORD)ms);
		return 0;
	}
	return WS(WSAPoll)(w, k, ms > 0x7fffffff ? 0x7fffffff : ms) < 0 ? __win_sock_errno() : 0;
}
