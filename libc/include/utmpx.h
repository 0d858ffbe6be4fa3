#ifndef _UTMPX_H
#define _UTMPX_H

#include <features.h>

#define __NEED_pid_t
#define __NEED_time_t
#define __NEED_suseconds_t
#define __NEED_struct_timeval
#include <bits/alltypes.h>
#include <bits/utmpx.h>

#define __UT_LINESIZE 32
#define __UT_NAMESIZE 32
#define __UT_HOSTSIZE 256

/* The Linux utmp record, field for field as glibc declares it. */
struct utmpx {
	short ut_type;
	pid_t ut_pid;
	char ut_line[__UT_LINESIZE];
	char ut_id[4];
	char ut_user[__UT_NAMESIZE];
	char ut_host[__UT_HOSTSIZE];
	struct {
		short e_termination;
		short e_exit;
	} ut_exit;
	__UT_WORD ut_session;
	struct {
		__UT_WORD tv_sec;
		__UT_WORD tv_usec;
	} ut_tv;
	int ut_addr_v6[4];
	char __glibc_reserved[20];
};

#define EMPTY         0
#define RUN_LVL       1
#define BOOT_TIME     2
#define NEW_TIME      3
#define OLD_TIME      4
#define INIT_PROCESS  5
#define LOGIN_PROCESS 6
#define USER_PROCESS  7
#define DEAD_PROCESS  8
#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define ACCOUNTING    9
#define UTMPX_FILE "/var/run/utmp"
#define WTMPX_FILE "/var/log/wtmp"
#endif

__BEGIN_DECLS

void endutxent(void);
struct utmpx *getutxent(void);
struct utmpx *getutxid(const struct utmpx *);
struct utmpx *getutxline(const struct utmpx *);
struct utmpx *pututxline(const struct utmpx *);
void setutxent(void);

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
int utmpxname(const char *);
#endif

__END_DECLS

#endif
