#ifndef _UTMP_H
#define _UTMP_H

#include <features.h>
#include <utmpx.h>

#define UT_LINESIZE __UT_LINESIZE
#define UT_NAMESIZE __UT_NAMESIZE
#define UT_HOSTSIZE __UT_HOSTSIZE

#define UTMP_FILE "/var/run/utmp"
#define UTMP_FILENAME UTMP_FILE
#define WTMP_FILE "/var/log/wtmp"
#define WTMP_FILENAME WTMP_FILE

struct exit_status {
	short e_termination;
	short e_exit;
};

/* The same record as struct utmpx (glibc's two views of one file). */
struct utmp {
	short ut_type;
	pid_t ut_pid;
	char ut_line[UT_LINESIZE];
	char ut_id[4];
	char ut_user[UT_NAMESIZE];
	char ut_host[UT_HOSTSIZE];
	struct exit_status ut_exit;
	__UT_WORD ut_session;
	struct {
		__UT_WORD tv_sec;
		__UT_WORD tv_usec;
	} ut_tv;
	int ut_addr_v6[4];
	char __glibc_reserved[20];
};

#define ut_name ut_user
#define ut_time ut_tv.tv_sec
#define ut_addr ut_addr_v6[0]

__BEGIN_DECLS

int login_tty(int);

void setutent(void);
struct utmp *getutent(void);
void endutent(void);
struct utmp *getutid(const struct utmp *);
struct utmp *getutline(const struct utmp *);
struct utmp *pututline(const struct utmp *);
int utmpname(const char *);

__END_DECLS

#endif
