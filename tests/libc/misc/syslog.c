/* syslog to /dev/log, with a private /dev (a tmpfs in a private mount
 * namespace) holding the test's own log socket and console: message
 * format, %m, masks, facilities, LOG_PID, LOG_PERROR, LOG_CONS,
 * reconnection after the daemon restarts, a stream-socket daemon and a
 * long message. Skipped where mount namespaces are not allowed. */
#define _GNU_SOURCE
#include <syslog.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#include "check.h"

static int serve(int type)
{
	struct sockaddr_un a = { .sun_family = AF_UNIX, .sun_path = "/dev/log" };
	unlink(a.sun_path);
	int s = socket(AF_UNIX, type, 0);
	CHECK(s >= 0);
	CHECK_INT(bind(s, (void *)&a, sizeof a), 0);
	if (type == SOCK_STREAM) CHECK_INT(listen(s, 1), 0);
	return s;
}

static char msg[4096];

static int take(int s)
{
	memset(msg, 0, sizeof msg);
	ssize_t n = recv(s, msg, sizeof msg - 1, MSG_DONTWAIT);
	return n < 0 ? -1 : (int)n;
}

/* "<PRI>Mmm dd hh:mm:ss " then the rest */
static const char *after_header(const char *m, const char *pri)
{
	size_t l = strlen(pri);
	if (strncmp(m, pri, l)) return "(bad priority)";
	m += l;
	if (strlen(m) < 16 || m[3] != ' ' || m[6] != ' ' || m[9] != ':' || m[12] != ':' || m[15] != ' ')
		return "(bad timestamp)";
	return m + 16;
}

int main(int argc, char **argv)
{
	if (unshare(CLONE_NEWNS)) SKIP("no private mount namespace (not root?)");
	CHECK_INT(mount("none", "/", 0, MS_REC | MS_PRIVATE, 0), 0);
	if (mount("polyport-test", "/dev", "tmpfs", 0, "size=64k")) SKIP("cannot mount a tmpfs on /dev");

	char want[256];
	int s = serve(SOCK_DGRAM);
	openlog("tst", LOG_PID, LOG_LOCAL3);
	errno = ENOENT;
	syslog(LOG_NOTICE, "hello %d %m", 42);
	CHECK_INT(errno, ENOENT);
	CHECK(take(s) > 0);
	snprintf(want, sizeof want, "tst[%d]: hello 42 No such file or directory", getpid());
	CHECK_STR(after_header(msg, "<157>"), want);

	/* the facility given with the priority wins */
	syslog(LOG_MAIL | LOG_ERR, "x");
	CHECK(take(s) > 0);
	CHECK(!strncmp(msg, "<19>", 4));

	/* masked priorities are not sent */
	CHECK_INT(setlogmask(LOG_UPTO(LOG_WARNING)), 0xff);
	syslog(LOG_INFO, "quiet");
	CHECK_INT(take(s), -1);
	syslog(LOG_WARNING, "loud");
	CHECK(take(s) > 0);
	CHECK_INT(setlogmask(0), LOG_UPTO(LOG_WARNING));
	CHECK_INT(setlogmask(0xff), LOG_UPTO(LOG_WARNING));

	/* LOG_PERROR copies the message (without the header) to stderr */
	int p[2], saved = dup(2);
	CHECK_INT(pipe(p), 0);
	dup2(p[1], 2);
	closelog();
	openlog("per", LOG_PERROR, LOG_USER);
	syslog(LOG_ERR, "to stderr");
	dup2(saved, 2);
	char line[64] = "";
	CHECK_INT(read(p[0], line, sizeof line - 1), 15);
	CHECK_STR(line, "per: to stderr\n");
	CHECK(take(s) > 0);
	CHECK_STR(after_header(msg, "<11>"), "per: to stderr");

	/* without an ident, the program's name; closelog keeps the options
	 * and facility (as glibc), openlog sets them again */
	closelog();
	openlog(0, 0, LOG_USER);
	syslog(LOG_ERR, "anon");
	CHECK(take(s) > 0);
	const char *base = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
	snprintf(want, sizeof want, "%s: anon", base);
	CHECK_STR(after_header(msg, "<11>"), want);

	/* the daemon restarts: the next message reconnects */
	openlog("re", 0, LOG_USER);
	close(s);
	s = serve(SOCK_DGRAM);
	syslog(LOG_ERR, "again");
	CHECK(take(s) > 0);
	CHECK_STR(after_header(msg, "<11>"), "re: again");

	/* a long message arrives whole */
	char big[3000];
	memset(big, 'b', sizeof big - 1);
	big[sizeof big - 1] = 0;
	syslog(LOG_ERR, "%s", big);
	CHECK_INT(take(s), 16 + 4 + 4 + 2999);
	CHECK_INT(strlen(after_header(msg, "<11>")), 4 + 2999);

	/* no daemon: LOG_CONS writes to the console */
	close(s);
	unlink("/dev/log");
	int con = open("/dev/console", O_CREAT | O_RDWR, 0600);
	CHECK(con >= 0);
	closelog();
	openlog("cons", LOG_CONS, LOG_USER);
	syslog(LOG_ERR, "lost %s", "daemon");
	char got[64] = "";
	CHECK_INT(pread(con, got, sizeof got - 1, 0), 19);
	CHECK_STR(got, "cons: lost daemon\r\n");
	close(con);

	/* a daemon with a stream socket gets NUL-terminated messages */
	s = serve(SOCK_STREAM);
	closelog();
	openlog("st", LOG_NDELAY, LOG_USER);
	int c = accept(s, 0, 0);
	CHECK(c >= 0);
	syslog(LOG_ERR, "streamed");
	char sm[128] = { 1 };
	ssize_t n = recv(c, sm, sizeof sm, 0);
	CHECK(n > 0 && sm[n - 1] == 0);
	CHECK_STR(after_header(sm, "<11>"), "st: streamed");
	closelog();
	close(c);
	close(s);
	return check_done();
}
