#define _GNU_SOURCE
#include <syslog.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include "lock.h"

/* The syslog family, in glibc's message format:
 *   <PRI>Mmm dd hh:mm:ss IDENT[PID]: MESSAGE
 * sent as one datagram to /dev/log (a stream socket if the daemon only
 * offers that, with a NUL after each message), reconnecting once when
 * the daemon went away; LOG_CONS falls back to /dev/console, LOG_PERROR
 * copies to stderr. The state is global and locked, as the interface
 * has no handle. */

extern char *__progname;

static volatile int lock[1];
static char ident[64];
static int have_ident;
static int options;
static int facility = LOG_USER;
static int mask = 0xff;
static int fd = -1;
static int fd_type;

int setlogmask(int m)
{
	__lock(lock);
	int old = mask;
	if (m) mask = m;
	__unlock(lock);
	return old;
}

static void disconnect(void)
{
	if (fd >= 0) close(fd);
	fd = -1;
}

static void connect_log(void)
{
	static const struct sockaddr_un addr = { .sun_family = AF_UNIX, .sun_path = _PATH_LOG };
	if (fd >= 0) return;
	int types[] = { SOCK_DGRAM, SOCK_STREAM };
	for (int i = 0; i < 2; i++) {
		fd = socket(AF_UNIX, types[i] | SOCK_CLOEXEC, 0);
		if (fd < 0) return;
		if (!connect(fd, (const void *)&addr, sizeof addr)) {
			fd_type = types[i];
			return;
		}
		/* a datagram connect to a stream socket says EPROTOTYPE */
		int e = errno;
		disconnect();
		if (e != EPROTOTYPE) return;
	}
}

void openlog(const char *id, int opt, int fac)
{
	__lock(lock);
	have_ident = id != 0;
	if (id) {
		strncpy(ident, id, sizeof ident - 1);
		ident[sizeof ident - 1] = 0;
	}
	options = opt;
	if (fac && !(fac & ~LOG_FACMASK)) facility = fac;
	if (opt & LOG_NDELAY) connect_log();
	__unlock(lock);
}

void closelog(void)
{
	__lock(lock);
	disconnect();
	have_ident = 0;
	__unlock(lock);
}

static int send_msg(const char *msg, size_t len)
{
	/* a stream daemon separates messages by the terminating NUL */
	if (fd_type == SOCK_STREAM) len++;
	return send(fd, msg, len, MSG_NOSIGNAL) == (ssize_t)len ? 0 : -1;
}

static void deliver(const char *buf, size_t len, size_t body)
{
	if (options & LOG_PERROR) {
		int nl = len > body && buf[len - 1] != '\n';
		dprintf(2, "%.*s%s", (int)(len - body), buf + body, nl ? "\n" : "");
	}

	connect_log();
	if (fd >= 0 && !send_msg(buf, len)) return;
	/* the daemon may have restarted: try a fresh connection once */
	disconnect();
	connect_log();
	if (fd >= 0 && !send_msg(buf, len)) return;
	disconnect();

	if (options & LOG_CONS) {
		int cfd = open("/dev/console", O_WRONLY | O_NOCTTY | O_CLOEXEC);
		if (cfd >= 0) {
			dprintf(cfd, "%.*s\r\n", (int)(len - body), buf + body);
			close(cfd);
		}
	}
}

static void log_locked(int pri, const char *fmt, va_list ap, int saved_errno)
{
	char small[1024], timebuf[16], *buf = small;
	time_t now = time(0);
	struct tm tm;
	if (!localtime_r(&now, &tm) || !strftime(timebuf, sizeof timebuf, "%b %e %T", &tm))
		strcpy(timebuf, "Jan  1 00:00:00");

	/* the header is short: the ident is at most 63 bytes */
	char head[160];
	const char *id = have_ident ? ident : __progname;
	int body = snprintf(head, sizeof head, "<%d>%s ", pri, timebuf);
	int hl = body;
	if (id && *id) hl += snprintf(head + hl, sizeof head - hl, "%s", id);
	if (options & LOG_PID) hl += snprintf(head + hl, sizeof head - hl, "[%d]", getpid());
	if (id && *id) hl += snprintf(head + hl, sizeof head - hl, ": ");

	va_list ap2;
	va_copy(ap2, ap);
	errno = saved_errno; /* for %m */
	int n = vsnprintf(0, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0) n = 0;
	size_t len = hl + (size_t)n;
	if (len + 1 > sizeof small) {
		buf = malloc(len + 1);
		/* without memory, the message is cut to what fits */
		if (!buf) {
			buf = small;
			len = sizeof small - 1;
		}
	}
	memcpy(buf, head, hl);
	errno = saved_errno;
	vsnprintf(buf + hl, len + 1 - hl, fmt, ap);
	deliver(buf, len, body);
	if (buf != small) free(buf);
}

void vsyslog(int pri, const char *fmt, va_list ap)
{
	int saved_errno = errno;
	/* bits outside priority and facility: logged as glibc does, with
	 * the bad bits dropped */
	if (pri & ~(LOG_PRIMASK | LOG_FACMASK)) {
		syslog(LOG_USER | LOG_ERR, "syslog: unknown facility/priority: %x", pri);
		pri &= LOG_PRIMASK | LOG_FACMASK;
	}
	__lock(lock);
	if (!(mask & LOG_MASK(LOG_PRI(pri)))) {
		__unlock(lock);
		errno = saved_errno;
		return;
	}
	if (!(pri & LOG_FACMASK)) pri |= facility;
	log_locked(pri, fmt, ap, saved_errno);
	__unlock(lock);
	errno = saved_errno;
}

void syslog(int pri, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsyslog(pri, fmt, ap);
	va_end(ap);
}
