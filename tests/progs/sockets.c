/* Sockets, the same on every system (tests/windows/sockets.test compares
 * Linux with Windows under Wine): a TCP echo on 127.0.0.1 between two
 * threads, with poll, options, close-on-exec and non-blocking modes; an
 * IPv6 socket that takes IPv4 too; UDP datagrams, a truncated one,
 * sendmsg and recvmsg; socketpair of both types; a receive timeout;
 * dup; getaddrinfo of "localhost" and a service name; the errors of
 * what is not a socket. Nothing printed depends on the ports the system
 * picks. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static void fail(const char *what, int e)
{
	printf("FAIL %s: %s\n", what, strerror(e));
	exit(1);
}

#define OK(x) ((x) < 0 ? fail(#x, errno) : (void)0)

static const char *err(long r)
{
	return r < 0 ? strerror(errno) : "ok";
}

static long ms_since(const struct timespec *t0)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (t.tv_sec - t0->tv_sec) * 1000 + (t.tv_nsec - t0->tv_nsec) / 1000000;
}

static int opt(int fd, int level, int name)
{
	int v = -1;
	socklen_t n = sizeof v;
	if (getsockopt(fd, level, name, &v, &n) < 0) return -errno;
	return n == sizeof v ? v : -1000;
}

static const char *events(int r)
{
	static char s[64];
	snprintf(s, sizeof s, "%s%s%s%s", r & POLLIN ? "in" : "", r & POLLOUT ? "out" : "",
		r & POLLERR ? "err" : "", r & POLLNVAL ? "nval" : "");
	return s;
}

static int poll1(int fd, int ev, int ms)
{
	struct pollfd p = { fd, ev, 0 };
	int r = poll(&p, 1, ms);
	return r <= 0 ? r : p.revents;
}

/* The client thread: connects, sends, reads the echo, shuts its side. */
struct client {
	struct sockaddr_in to;
	char got[64];
	long n;
	int same_peer;
	int fd;
};

static void *client(void *arg)
{
	struct client *c = arg;
	struct sockaddr_in me;
	socklen_t ml = sizeof me;
	c->fd = socket(AF_INET, SOCK_STREAM, 0);
	if (c->fd < 0 || connect(c->fd, (void *)&c->to, sizeof c->to) < 0) {
		c->n = -errno;
		return 0;
	}
	getsockname(c->fd, (void *)&me, &ml);
	c->same_peer = me.sin_port;
	send(c->fd, "hello, socket", 13, 0);
	long n = 0, r;
	while (n < 13 && (r = recv(c->fd, c->got + n, sizeof c->got - 1 - n, 0)) > 0) n += r;
	c->n = n;
	shutdown(c->fd, SHUT_WR);
	return 0;
}

static void tcp(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) }, peer;
	socklen_t al = sizeof a, pl = sizeof peer;
	int one = 1, l = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	struct stat st;
	OK(l);
	OK(setsockopt(l, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one));
	printf("SO_REUSEADDR: %d\n", opt(l, SOL_SOCKET, SO_REUSEADDR));
	OK(bind(l, (void *)&a, sizeof a));
	OK(listen(l, 4));
	OK(getsockname(l, (void *)&a, &al));
	printf("bound: family %s, %s, a port: %s, length %u\n", a.sin_family == AF_INET ? "AF_INET" : "?",
		inet_ntoa(a.sin_addr), a.sin_port ? "yes" : "no", (unsigned)al);
	printf("fstat: socket %d; SO_TYPE %d, SO_ACCEPTCONN %d, SO_ERROR %d, FD_CLOEXEC %d\n",
		fstat(l, &st) == 0 && S_ISSOCK(st.st_mode), opt(l, SOL_SOCKET, SO_TYPE),
		opt(l, SOL_SOCKET, SO_ACCEPTCONN), opt(l, SOL_SOCKET, SO_ERROR), fcntl(l, F_GETFD));
	printf("poll before connect: %d\n", poll1(l, POLLIN, 0));
	OK(fcntl(l, F_SETFL, fcntl(l, F_GETFL) | O_NONBLOCK));
	printf("accept, non-blocking: %s; O_NONBLOCK %d\n", err(accept(l, 0, 0)),
		!!(fcntl(l, F_GETFL) & O_NONBLOCK));

	struct client c = { .to = a };
	pthread_t t;
	if ((errno = pthread_create(&t, 0, client, &c))) fail("pthread_create", errno);
	printf("poll after connect: %s\n", events(poll1(l, POLLIN, 5000)));
	int s = accept4(l, (void *)&peer, &pl, SOCK_CLOEXEC);
	OK(s);
	printf("accepted: from %s, length %u, FD_CLOEXEC %d, O_NONBLOCK %d\n", inet_ntoa(peer.sin_addr),
		(unsigned)pl, fcntl(s, F_GETFD), !!(fcntl(s, F_GETFL) & O_NONBLOCK));
	char buf[64];
	long n = 0, r;
	while (n < 13 && (r = read(s, buf + n, sizeof buf - n)) > 0) n += r;
	printf("server read %ld: %.*s\n", n, (int)n, buf);
	for (long i = 0; i < n; i++) buf[i] = buf[i] >= 'a' && buf[i] <= 'z' ? buf[i] - 32 : buf[i];
	printf("server write: %ld\n", (long)write(s, buf, n));
	printf("server read at the end: %ld\n", (long)read(s, buf, sizeof buf));
	pthread_join(t, 0);
	printf("client got %ld: %s\n", c.n, c.got);
	struct sockaddr_in pn;
	socklen_t pnl = sizeof pn;
	OK(getpeername(s, (void *)&pn, &pnl));
	printf("getpeername is the client: %d\n", pn.sin_port == c.same_peer && pn.sin_port == peer.sin_port);
	OK(setsockopt(s, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one));
	printf("TCP_NODELAY: %d\n", opt(s, IPPROTO_TCP, TCP_NODELAY));
	struct linger lg = { 1, 3 }, lg2;
	socklen_t lgl = sizeof lg2;
	OK(setsockopt(s, SOL_SOCKET, SO_LINGER, &lg, sizeof lg));
	OK(getsockopt(s, SOL_SOCKET, SO_LINGER, &lg2, &lgl));
	printf("SO_LINGER: %d %d, length %u\n", lg2.l_onoff, lg2.l_linger, (unsigned)lgl);
	printf("getsockopt of an unknown option: %s\n", err(getsockopt(s, SOL_SOCKET, 9999, &lg2, &lgl)));
	printf("send after the peer closed its side and ours: ");
	shutdown(s, SHUT_WR);
	signal(SIGPIPE, SIG_IGN);
	printf("%s\n", err(send(s, "x", 1, 0)));
	close(c.fd);
	close(s);

	/* a non-blocking connect, and one nobody listens for */
	int nb = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	OK(nb);
	r = connect(nb, (void *)&a, sizeof a);
	printf("non-blocking connect: %s\n", r == 0 || errno == EINPROGRESS ? "under way" : strerror(errno));
	printf("poll for writing: %s; SO_ERROR %d\n", events(poll1(nb, POLLOUT, 5000)), opt(nb, SOL_SOCKET, SO_ERROR));
	s = accept(l, 0, 0);
	OK(s);
	printf("recv MSG_DONTWAIT with nothing: %s\n", err(recv(s, buf, sizeof buf, MSG_DONTWAIT)));
	printf("the socket is still blocking: %d\n", !!(fcntl(s, F_GETFL) & O_NONBLOCK));
	int avail = -1;
	send(nb, "abc", 3, 0);
	poll1(s, POLLIN, 5000);
	OK(ioctl(s, FIONREAD, &avail));
	printf("FIONREAD: %d\n", avail);
	close(nb);
	close(s);
	close(l);
	int dead = socket(AF_INET, SOCK_STREAM, 0);
	printf("connect to a closed port: %s\n", err(connect(dead, (void *)&a, sizeof a)));
	close(dead);
}

static void ipv6(void)
{
	int l = socket(AF_INET6, SOCK_STREAM, 0);
	if (l < 0) {
		printf("AF_INET6: %s\n", strerror(errno));
		return;
	}
	struct sockaddr_in6 a = { .sin6_family = AF_INET6, .sin6_addr = IN6ADDR_ANY_INIT };
	socklen_t al = sizeof a;
	printf("IPV6_V6ONLY: %d\n", opt(l, IPPROTO_IPV6, IPV6_V6ONLY));
	OK(bind(l, (void *)&a, sizeof a));
	OK(listen(l, 1));
	OK(getsockname(l, (void *)&a, &al));
	printf("bound: AF_INET6 %d, length %u\n", a.sin6_family == AF_INET6, (unsigned)al);
	struct sockaddr_in v4 = { .sin_family = AF_INET, .sin_port = a.sin6_port,
		.sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	int c = socket(AF_INET, SOCK_STREAM, 0);
	OK(connect(c, (void *)&v4, sizeof v4));
	struct sockaddr_in6 p;
	socklen_t pl = sizeof p;
	int s = accept(l, (void *)&p, &pl);
	OK(s);
	char txt[64];
	printf("an IPv4 client seen as %s\n", inet_ntop(AF_INET6, &p.sin6_addr, txt, sizeof txt));
	close(s), close(c), close(l);
}

static void udp(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) }, b, from;
	socklen_t al = sizeof a, bl = sizeof b, fl = sizeof from;
	int u = socket(AF_INET, SOCK_DGRAM, 0), v = socket(AF_INET, SOCK_DGRAM, 0);
	char buf[64];
	OK(u), OK(v);
	OK(bind(u, (void *)&a, sizeof a));
	b = a;
	OK(bind(v, (void *)&b, sizeof b));
	OK(getsockname(u, (void *)&a, &al));
	OK(getsockname(v, (void *)&b, &bl));
	printf("udp: SO_TYPE %d; poll with nothing: %d\n", opt(v, SOL_SOCKET, SO_TYPE), poll1(v, POLLIN, 0));
	printf("sendto: %ld\n", (long)sendto(u, "datagram", 8, 0, (void *)&b, sizeof b));
	printf("poll: %s\n", events(poll1(v, POLLIN, 5000)));
	long n = recvfrom(v, buf, sizeof buf, 0, (void *)&from, &fl);
	printf("recvfrom %ld: %.*s, from the sender: %d, length %u\n", n, (int)(n > 0 ? n : 0), buf,
		from.sin_port == a.sin_port && from.sin_addr.s_addr == a.sin_addr.s_addr, (unsigned)fl);
	sendto(u, "12345", 5, 0, (void *)&b, sizeof b);
	sendto(u, "ab", 2, 0, (void *)&b, sizeof b);
	n = recv(v, buf, 3, 0);
	printf("a 5-byte datagram into 3: %ld %.3s\n", n, buf);
	n = recv(v, buf, sizeof buf, 0);
	printf("the next one: %ld %.*s\n", n, (int)(n > 0 ? n : 0), buf);

	struct iovec iov[2] = { { "scatter ", 8 }, { "gather", 6 } };
	struct msghdr m = { .msg_name = &b, .msg_namelen = sizeof b, .msg_iov = iov, .msg_iovlen = 2 };
	printf("sendmsg: %ld\n", (long)sendmsg(u, &m, 0));
	char x[5], y[4];
	struct iovec in[2] = { { x, sizeof x }, { y, sizeof y } };
	struct msghdr r = { .msg_name = &from, .msg_namelen = sizeof from, .msg_iov = in, .msg_iovlen = 2,
		.msg_control = buf, .msg_controllen = sizeof buf };
	n = recvmsg(v, &r, 0);
	printf("recvmsg into 5+4: %ld [%.5s][%.4s] MSG_TRUNC %d, controllen %lu, from the sender %d\n", n, x, y,
		!!(r.msg_flags & MSG_TRUNC), (unsigned long)r.msg_controllen, from.sin_port == a.sin_port);
	fd_set rs;
	FD_ZERO(&rs);
	FD_SET(v, &rs);
	struct timeval tv = { 0, 50000 };
	printf("select with nothing: %d\n", select(v + 1, &rs, 0, 0, &tv));
	OK(connect(u, (void *)&b, sizeof b));
	printf("send on a connected one: %ld\n", (long)send(u, "c", 1, 0));
	FD_SET(v, &rs);
	tv = (struct timeval){ 5, 0 };
	printf("select: %d, set %d\n", select(v + 1, &rs, 0, 0, &tv), FD_ISSET(v, &rs));
	recv(v, buf, sizeof buf, 0);
	close(u), close(v);
}

static void pairs(void)
{
	int sv[2];
	char buf[16];
	OK(socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	printf("socketpair: SO_TYPE %d\n", opt(sv[0], SOL_SOCKET, SO_TYPE));
	write(sv[0], "ping", 4);
	long n = read(sv[1], buf, sizeof buf);
	printf("read %ld: %.*s\n", n, (int)n, buf);
	int d = dup(sv[1]);
	OK(d);
	close(sv[1]);
	write(d, "pong", 4);
	n = read(sv[0], buf, sizeof buf);
	printf("through a dup %ld: %.*s\n", n, (int)n, buf);
	struct timeval tv = { 0, 150000 };
	struct timespec t0;
	OK(setsockopt(sv[0], SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv));
	struct timeval tv2;
	socklen_t tl = sizeof tv2;
	OK(getsockopt(sv[0], SOL_SOCKET, SO_RCVTIMEO, &tv2, &tl));
	long set = tv2.tv_sec * 1000 + tv2.tv_usec / 1000;   /* Linux counts in clock ticks */
	printf("SO_RCVTIMEO: 150 ms, give or take a tick: %d\n", set >= 150 && set < 170);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	n = read(sv[0], buf, sizeof buf);
	long ms = ms_since(&t0);
	printf("read with nothing: %s, after 140 ms or more: %d\n", err(n), ms >= 140);
	shutdown(d, SHUT_WR);
	printf("read after the peer's shutdown: %ld\n", (long)read(sv[0], buf, sizeof buf));
	close(d), close(sv[0]);

	OK(socketpair(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK, 0, sv));
	send(sv[0], "one", 3, 0);
	send(sv[0], "three", 5, 0);
	long a = recv(sv[1], buf, sizeof buf, 0), b = recv(sv[1], buf + 8, sizeof buf - 8, 0);
	printf("datagram pair: %ld %.3s, %ld %.5s; then %s\n", a, buf, b, buf + 8,
		err(recv(sv[1], buf, sizeof buf, 0)));
	close(sv[0]), close(sv[1]);
	printf("socketpair AF_INET: %s\n", err(socketpair(AF_INET, SOCK_STREAM, 0, sv)));
}

static void names(void)
{
	struct addrinfo hints = { .ai_family = AF_INET, .ai_socktype = SOCK_STREAM }, *ai;
	int r = getaddrinfo("localhost", "80", &hints, &ai);
	if (r) printf("getaddrinfo localhost: %s\n", gai_strerror(r));
	else {
		struct sockaddr_in *s = (void *)ai->ai_addr;
		printf("localhost: %s port %d\n", inet_ntoa(s->sin_addr), ntohs(s->sin_port));
		freeaddrinfo(ai);
	}
	r = getaddrinfo("127.0.0.1", "http", &hints, &ai);
	if (r) printf("getaddrinfo http: %s\n", gai_strerror(r));
	else {
		printf("service http: port %d\n", ntohs(((struct sockaddr_in *)ai->ai_addr)->sin_port));
		freeaddrinfo(ai);
	}
	struct protoent *p = getprotobyname("udp");
	printf("protocol udp: %d\n", p ? p->p_proto : -1);
}

static void errors(void)
{
	int p[2], v;
	socklen_t n = sizeof v;
	struct sockaddr_in a;
	socklen_t al = sizeof a;
	OK(pipe(p));
	printf("getsockname of a pipe: %s\n", err(getsockname(p[0], (void *)&a, &al)));
	printf("getsockopt of a pipe: %s\n", err(getsockopt(p[0], SOL_SOCKET, SO_TYPE, &v, &n)));
	printf("send on a pipe: %s\n", err(send(p[1], "x", 1, 0)));
	printf("bind of a bad descriptor: %s\n", err(bind(999, (void *)&a, sizeof a)));
	close(p[0]), close(p[1]);
	printf("an unknown family: %s\n", err(socket(12345, SOCK_STREAM, 0)));
}

int main(void)
{
	setvbuf(stdout, 0, _IONBF, 0);
	tcp();
	ipv6();
	udp();
	pairs();
	names();
	errors();
	return 0;
}
