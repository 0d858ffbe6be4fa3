#define _GNU_SOURCE
#include <utmpx.h>
#include <utmp.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "../../harness/check.h"

static void rec(struct utmpx *u, int type, const char *id, const char *line, const char *user)
{
	memset(u, 0, sizeof *u);
	u->ut_type = type;
	u->ut_pid = 100 + type;
	strncpy(u->ut_id, id, sizeof u->ut_id);
	strncpy(u->ut_line, line, sizeof u->ut_line);
	strncpy(u->ut_user, user, sizeof u->ut_user);
	u->ut_tv.tv_sec = 1700000000;
}

int main(void)
{
	/* glibc's record: 384 bytes with 32-bit times (x86_64), 400 with
	 * long ones (aarch64) */
#if defined(__x86_64__)
	CHECK_INT(sizeof(struct utmpx), 384);
#elif defined(__aarch64__)
	CHECK_INT(sizeof(struct utmpx), 400);
#endif
	CHECK_INT(sizeof(struct utmpx), sizeof(struct utmp));
	CHECK_INT(sizeof(struct utmpx), sizeof(((struct utmpx *)0)->ut_tv.tv_sec) == 4 ? 384 : 400);
	CHECK_INT(offsetof(struct utmpx, ut_user), 44);
	CHECK_INT(offsetof(struct utmpx, ut_host), 76);
	CHECK_INT(offsetof(struct utmpx, ut_session), 336);

	char path[] = "/tmp/utmptestXXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	struct utmpx r[3];
	rec(&r[0], BOOT_TIME, "", "~", "reboot");
	rec(&r[1], USER_PROCESS, "p1", "pts/1", "alice");
	rec(&r[2], LOGIN_PROCESS, "p2", "pts/2", "LOGIN");
	CHECK_INT(write(fd, r, sizeof r), sizeof r);
	close(fd);

	CHECK_INT(utmpxname(path), 0);
	setutxent();
	struct utmpx *u;
	int n = 0;
	while ((u = getutxent())) {
		if (n < 3) CHECK_STR(u->ut_user, r[n].ut_user);
		n++;
	}
	CHECK_INT(n, 3);

	setutxent();
	struct utmpx key;
	rec(&key, DEAD_PROCESS, "p2", "", "");
	u = getutxid(&key);
	CHECK(u != 0);
	if (u) CHECK_STR(u->ut_line, "pts/2");
	setutxent();
	rec(&key, 0, "", "pts/1", "");
	u = getutxline(&key);
	CHECK(u != 0);
	if (u) CHECK_STR(u->ut_user, "alice");

	/* replace alice's record, then add a new one at the end */
	struct utmpx nr;
	rec(&nr, DEAD_PROCESS, "p1", "pts/1", "");
	setutxent();
	CHECK(pututxline(&nr) != 0);
	rec(&nr, USER_PROCESS, "p9", "pts/9", "bob");
	setutxent();
	CHECK(pututxline(&nr) != 0);
	endutxent();

	struct stat st;
	CHECK_INT(stat(path, &st), 0);
	CHECK_INT(st.st_size, 4 * sizeof(struct utmpx));
	setutxent();
	n = 0;
	while ((u = getutxent())) {
		if (n == 1) CHECK_INT(u->ut_type, DEAD_PROCESS);
		if (n == 3) CHECK_STR(u->ut_user, "bob");
		n++;
	}
	CHECK_INT(n, 4);
	endutxent();
	unlink(path);

	/* a missing database reads as empty */
	CHECK_INT(utmpxname("/nonexistent/utmp"), 0);
	setutxent();
	CHECK(getutxent() == 0);
	endutxent();
	return check_done();
}
