#define _GNU_SOURCE
#include <utmpx.h>
#include <utmp.h>
#include <fcntl.h>
#include <string.h>
#include <errno.h>
#include <limits.h>
#include <unistd.h>

/* Files only: the database is an array of fixed-size records (glibc's
 * format, /var/run/utmp by default). A missing file reads as empty.
 * The utmp-named functions are the same calls on the same record. */
static char path[PATH_MAX] = "/var/run/utmp";
static int fd = -1, writable;
static struct utmpx ent;

int utmpxname(const char *file)
{
	size_t l = strlen(file);
	if (l >= sizeof path) {
		errno = ENAMETOOLONG;
		return -1;
	}
	memcpy(path, file, l + 1);
	endutxent();
	return 0;
}

static int open_db(int rw)
{
	if (fd >= 0 && (writable || !rw)) return 0;
	if (fd >= 0) close(fd);
	fd = open(path, (rw ? O_RDWR : O_RDONLY) | O_CLOEXEC);
	writable = rw;
	return fd < 0 ? -1 : 0;
}

void setutxent(void)
{
	if (fd >= 0) lseek(fd, 0, SEEK_SET);
	else open_db(0);
}

void endutxent(void)
{
	if (fd >= 0) close(fd);
	fd = -1;
}

struct utmpx *getutxent(void)
{
	if (fd < 0 && open_db(0)) return 0;
	if (read(fd, &ent, sizeof ent) != sizeof ent) return 0;
	return &ent;
}

/* POSIX getutxid: the time-change types match by type alone, the
 * process types match each other by ut_id. */
static int same_id(const struct utmpx *a, const struct utmpx *u)
{
	switch (u->ut_type) {
	case RUN_LVL: case BOOT_TIME: case OLD_TIME: case NEW_TIME:
		return a->ut_type == u->ut_type;
	case INIT_PROCESS: case LOGIN_PROCESS: case USER_PROCESS: case DEAD_PROCESS:
		return a->ut_type >= INIT_PROCESS && a->ut_type <= DEAD_PROCESS
			&& !strncmp(a->ut_id, u->ut_id, sizeof u->ut_id);
	}
	return 0;
}

struct utmpx *getutxid(const struct utmpx *u)
{
	struct utmpx *e;
	while ((e = getutxent()))
		if (same_id(e, u)) return e;
	return 0;
}

struct utmpx *getutxline(const struct utmpx *u)
{
	struct utmpx *e;
	while ((e = getutxent()))
		if ((e->ut_type == LOGIN_PROCESS || e->ut_type == USER_PROCESS)
		    && !strncmp(e->ut_line, u->ut_line, sizeof u->ut_line))
			return e;
	return 0;
}

/* Replace the record with the same id, else append; the file is locked
 * for the update so concurrent logins do not lose records. */
struct utmpx *pututxline(const struct utmpx *u)
{
	struct utmpx copy = *u, cur;
	struct flock lk = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	off_t at = -1, pos = 0;

	if (open_db(1)) return 0;
	if (fcntl(fd, F_SETLKW, &lk)) return 0;
	lseek(fd, 0, SEEK_SET);
	while (read(fd, &cur, sizeof cur) == sizeof cur) {
		if (same_id(&cur, &copy)) {
			at = pos;
			break;
		}
		pos += sizeof cur;
	}
	if (at < 0) at = lseek(fd, 0, SEEK_END) / (off_t)sizeof cur * (off_t)sizeof cur;
	long w = pwrite(fd, &copy, sizeof copy, at);
	lk.l_type = F_UNLCK;
	fcntl(fd, F_SETLK, &lk);
	if (w != sizeof copy) return 0;
	lseek(fd, at + sizeof copy, SEEK_SET);
	ent = copy;
	return &ent;
}

void setutent(void) { setutxent(); }
void endutent(void) { endutxent(); }
struct utmp *getutent(void) { return (struct utmp *)getutxent(); }
struct utmp *getutid(const struct utmp *u) { return (struct utmp *)getutxid((const struct utmpx *)u); }
struct utmp *getutline(const struct utmp *u) { return (struct utmp *)getutxline((const struct utmpx *)u); }
struct utmp *pututline(const struct utmp *u) { return (struct utmp *)pututxline((const struct utmpx *)u); }
int utmpname(const char *f) { return utmpxname(f); }
