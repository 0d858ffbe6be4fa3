#define _GNU_SOURCE
#include <resolv.h>
#include <poll.h>
#include <time.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include "lookup.h"
#include "atomic.h"

/* Send up to 8 queries at once and collect their answers.
 *
 * Timing: the whole exchange ends after timeout x attempts seconds. That
 * span is cut into attempts x nameservers slots of equal length; at the
 * start of each slot every unanswered query goes to the next server (from
 * a rotating start with "options rotate"), and the answers of all servers
 * asked so far are taken. A server failure (SERVFAIL, NOTIMP, REFUSED) moves
 * on to the next slot at once. A truncated answer (TC) is asked again
 * over TCP from the same server.
 *
 * An answer counts only if it comes from a server that was asked, has the
 * id and the question of an open query, and is well formed throughout;
 * anything else is dropped and the wait goes on. */

#define MAXQ 8

static long long now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
}

static int same_addr(const union sockany *a, const union sockany *b)
{
	if (a->sa.sa_family != b->sa.sa_family) return 0;
	if (a->sa.sa_family == AF_INET)
		return a->sin.sin_port == b->sin.sin_port && a->sin.sin_addr.s_addr == b->sin.sin_addr.s_addr;
	return a->sin6.sin6_port == b->sin6.sin6_port
		&& !memcmp(&a->sin6.sin6_addr, &b->sin6.sin6_addr, 16);
}

static socklen_t sa_len(const union sockany *a)
{
	return a->sa.sa_family == AF_INET ? sizeof a->sin : sizeof a->sin6;
}

static int wait_fd(int fd, short ev, long long deadline)
{
	struct pollfd p = { .fd = fd, .events = ev };
	for (;;) {
		long long left = deadline - now_ms();
		if (left <= 0) return -1;
		int r = poll(&p, 1, left > 60000 ? 60000 : (int)left);
		if (r > 0) return p.revents & (ev | POLLHUP) ? 0 : -1;
		if (r < 0 && errno != EINTR) return -1;
	}
}

static int io_all(int fd, unsigned char *b, int n, int out, long long deadline)
{
	while (n > 0) {
		if (wait_fd(fd, out ? POLLOUT : POLLIN, deadline)) return -1;
		ssize_t r = out ? send(fd, b, n, MSG_NOSIGNAL) : recv(fd, b, n, 0);
		if (r < 0 && (errno == EAGAIN || errno == EINTR)) continue;
		if (r <= 0) return -1;
		b += r;
		n -= r;
	}
	return 0;
}

/* One query over TCP with the two-byte length framing; the answer length
 * (at most asize: a longer answer is cut and marked truncated) or -1. */
static int tcp_query(const union sockany *ns, const unsigned char *q, int qlen,
	unsigned char *ans, int asize, long long deadline)
{
	unsigned char hdr[2], *big = 0;
	int fd = socket(ns->sa.sa_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, IPPROTO_TCP);
	int n = -1, err;
	socklen_t el = sizeof err;
	if (fd < 0) return -1;
	if (connect(fd, &ns->sa, sa_len(ns)) && errno != EINPROGRESS) goto out;
	if (wait_fd(fd, POLLOUT, deadline) || getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &el) || err) goto out;
	unsigned char *msg = malloc(qlen + 2);
	if (!msg) goto out;
	msg[0] = qlen >> 8;
	msg[1] = qlen;
	memcpy(msg + 2, q, qlen);
	err = io_all(fd, msg, qlen + 2, 1, deadline);
	free(msg);
	if (err || io_all(fd, hdr, 2, 0, deadline)) goto out;
	int len = hdr[0] << 8 | hdr[1];
	if (len < NS_HFIXEDSZ || !(big = malloc(len))) goto out;
	if (io_all(fd, big, len, 0, deadline)) goto out;
	if (!__dns_question_matches(q, qlen, big, len) || __dns_walk(big, len, 0, 0) < 0) goto out;
	n = len < asize ? len : asize;
	memcpy(ans, big, n);
	if (n < len) ans[2] |= 2;
out:
	free(big);
	close(fd);
	return n;
}

static int vc_all(int nq, const unsigned char *const *q, const int *qlen,
	unsigned char *const *ans, int *alen, int asize, const struct resolvconf *c, int start)
{
	for (int i = 0; i < nq; i++)
		for (unsigned k = 0; k < c->attempts * c->nns && !alen[i]; k++) {
			int n = tcp_query(&c->ns[(start + k) % c->nns], q[i], qlen[i], ans[i], asize,
				now_ms() + c->timeout * 1000LL);
			if (n > 0) alen[i] = n;
			int rc = n > 0 ? ans[i][3] & 15 : -1;
			int failed = rc == ns_r_servfail || rc == ns_r_notimpl || rc == ns_r_refused;
			if (failed && k + 1 < c->attempts * c->nns) alen[i] = 0;
		}
	return 0;
}

int __res_msend_rc(int nq, const unsigned char *const *q, const int *qlen,
	unsigned char *const *ans, int *alen, int asize, const struct resolvconf *c)
{
	static volatile int rotor;
	int fd[2] = { -1, -1 }, final[MAXQ] = { 0 }, bad[MAXQ] = { 0 }, sent[LK_MAXNS] = { 0 };
	int nns = c->nns, start = 0, left = nq;
	unsigned char buf[4096];

	if (nq < 1 || nq > MAXQ || nns < 1) return -1;
	for (int i = 0; i < nq; i++) alen[i] = 0;
	if (c->rotate) start = (unsigned)a_fetch_add(&rotor, 1) % nns;
	if (c->usevc) return vc_all(nq, q, qlen, ans, alen, asize, c, start);

	for (int k = 0; k < nns; k++) {
		int v6 = c->ns[k].sa.sa_family == AF_INET6;
		if (fd[v6] < 0) fd[v6] = socket(v6 ? AF_INET6 : AF_INET,
			SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, IPPROTO_UDP);
	}
	if (fd[0] < 0 && fd[1] < 0) return -1;

	long long t0 = now_ms(), deadline = t0 + c->timeout * 1000LL * c->attempts;
	long long step = c->timeout * 1000LL / nns, next = t0;
	int slot = 0, slots = c->attempts * nns;
	if (step < 1) step = 1;

	while (left) {
		long long t = now_ms();
		if (t >= deadline) break;
		if (slot < slots && t >= next) {
			int k = (start + slot++) % nns, v6 = c->ns[k].sa.sa_family == AF_INET6, ok = 0;
			for (int i = 0; i < nq && fd[v6] >= 0; i++)
				if (!final[i] && sendto(fd[v6], q[i], qlen[i], MSG_NOSIGNAL, &c->ns[k].sa, sa_len(&c->ns[k])) == qlen[i])
					ok = 1;
			sent[k] |= ok;
			/* A server that cannot be reached gives its slot to the next one. */
			next = ok ? t + step : t;
			continue;
		}
		struct pollfd pf[2] = { { .fd = fd[0], .events = POLLIN }, { .fd = fd[1], .events = POLLIN } };
		long long until = slot < slots && next < deadline ? next : deadline;
		int r = poll(pf, 2, until - t > 60000 ? 60000 : (int)(until - t));
		if (r < 0 && errno != EINTR) break;
		for (int f = 0; r > 0 && f < 2; f++) {
			if (!(pf[f].revents & POLLIN)) continue;
			for (;;) {
				union sockany from;
				socklen_t fl = sizeof from;
				ssize_t n = recvfrom(fd[f], buf, sizeof buf, MSG_TRUNC, &from.sa, &fl);
				if (n < 0) {
					if (errno == EINTR) continue;
					break;
				}
				if (n > (ssize_t)sizeof buf) continue;
				int k = 0, i = 0;
				while (k < nns && !(sent[k] && same_addr(&from, &c->ns[k]))) k++;
				if (k == nns) continue;
				while (i < nq && (final[i] || !__dns_question_matches(q[i], qlen[i], buf, n))) i++;
				if (i == nq || __dns_walk(buf, n, 0, 0) < 0) continue;
				if (buf[2] & 2) {
					int m = tcp_query(&c->ns[k], q[i], qlen[i], ans[i], asize, deadline);
					if (m > 0) {
						alen[i] = m;
						final[i] = 1;
						left--;
						continue;
					}
				}
				int rc = buf[3] & 15, m = n < asize ? n : asize;
				memcpy(ans[i], buf, m);
				alen[i] = m;
				int failed = rc == ns_r_servfail || rc == ns_r_notimpl || rc == ns_r_refused;
				if (!failed || ++bad[i] >= nns) {
					final[i] = 1;
					left--;
				} else {
					next = now_ms();
				}
			}
		}
	}
	for (int f = 0; f < 2; f++) if (fd[f] >= 0) close(fd[f]);
	return 0;
}
