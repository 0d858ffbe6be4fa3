/* <unistd.h> options tell the truth: each _POSIX_*, _POSIX2_* and
 * _XOPEN_* option macro agrees with sysconf, a claimed option's functions
 * work (checked for the ones that were missing once), and every name
 * POSIX.1-2017 lists is known to sysconf, confstr and pathconf. Names
 * glibc 2.36 lacks are checked where the header has them. Generated
 * lists; the glibc build checks the test's own logic. */
#define _GNU_SOURCE
#include <unistd.h>
#include <aio.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <mqueue.h>
#include <semaphore.h>
#include <signal.h>
#include <string.h>
#include <sys/shm.h>
#include <time.h>
#include "check.h"

static int bad;

/* glibc 2.36's own sysconf does not know these (EINVAL), and claims
 * _POSIX_THREAD_ROBUST_PRIO_INHERIT while sysconf denies it: the glibc
 * build of this test forgives exactly these. */
static int glibc_gap(const char *name)
{
#ifdef __polyport__
	return 0;
#else
	return !strcmp(name, "_SC_SS_REPL_MAX") || !strncmp(name, "_SC_THREAD_ROBUST_PRIO_", 23)
	    || !strncmp(name, "_POSIX_THREAD_ROBUST_PRIO_", 26);
#endif
}

/* A macro of -1 means unsupported (sysconf -1 too); 0 means "ask
 * sysconf"; above 0 means supported, and sysconf must agree. */
static void opt(const char *name, long macro, int sc)
{
	errno = 0;
	long got = sysconf(sc);
	int ok = macro == -1 ? got == -1 && errno == 0 : macro == 0 ? errno == 0 : got > 0;
	if (!ok && !glibc_gap(name)) {
		check__put(name); check__put(": macro "); check__puti(macro);
		check__put(", sysconf "); check__puti(got); check__put("\n");
		bad++;
	}
}

static void known_sc(const char *name, int sc)
{
	errno = 0;
	long got = sysconf(sc);
	if (got == -1 && errno && !glibc_gap(name)) { check__put(name); check__put(": sysconf EINVAL\n"); bad++; }
}

static void known_cs(const char *name, int cs)
{
	char buf[256];
	errno = 0;
	size_t n = confstr(cs, buf, sizeof buf);
	if (!n && errno) { check__put(name); check__put(": confstr EINVAL\n"); bad++; }
	else if (n && strlen(buf) + 1 != n) { check__put(name); check__put(": confstr length\n"); bad++; }
}

static void known_pc(const char *name, int pc)
{
	errno = 0;
	long got = pathconf("/", pc);
	if (got == -1 && errno) { check__put(name); check__put(": pathconf EINVAL\n"); bad++; }
	errno = 0;
	got = fpathconf(0, pc);
	if (got == -1 && errno == EINVAL) { check__put(name); check__put(": fpathconf EINVAL\n"); bad++; }
}

int main(void)
{
#ifdef _POSIX_ADVISORY_INFO
	opt("_POSIX_ADVISORY_INFO", _POSIX_ADVISORY_INFO, _SC_ADVISORY_INFO);
#endif
#ifdef _POSIX_ASYNCHRONOUS_IO
	opt("_POSIX_ASYNCHRONOUS_IO", _POSIX_ASYNCHRONOUS_IO, _SC_ASYNCHRONOUS_IO);
#endif
#ifdef _POSIX_BARRIERS
	opt("_POSIX_BARRIERS", _POSIX_BARRIERS, _SC_BARRIERS);
#endif
#ifdef _POSIX_CLOCK_SELECTION
	opt("_POSIX_CLOCK_SELECTION", _POSIX_CLOCK_SELECTION, _SC_CLOCK_SELECTION);
#endif
#ifdef _POSIX_CPUTIME
	opt("_POSIX_CPUTIME", _POSIX_CPUTIME, _SC_CPUTIME);
#endif
#ifdef _POSIX_FSYNC
	opt("_POSIX_FSYNC", _POSIX_FSYNC, _SC_FSYNC);
#endif
#ifdef _POSIX_IPV6
	opt("_POSIX_IPV6", _POSIX_IPV6, _SC_IPV6);
#endif
#ifdef _POSIX_MAPPED_FILES
	opt("_POSIX_MAPPED_FILES", _POSIX_MAPPED_FILES, _SC_MAPPED_FILES);
#endif
#ifdef _POSIX_MEMLOCK
	opt("_POSIX_MEMLOCK", _POSIX_MEMLOCK, _SC_MEMLOCK);
#endif
#ifdef _POSIX_MEMLOCK_RANGE
	opt("_POSIX_MEMLOCK_RANGE", _POSIX_MEMLOCK_RANGE, _SC_MEMLOCK_RANGE);
#endif
#ifdef _POSIX_MEMORY_PROTECTION
	opt("_POSIX_MEMORY_PROTECTION", _POSIX_MEMORY_PROTECTION, _SC_MEMORY_PROTECTION);
#endif
#ifdef _POSIX_MESSAGE_PASSING
	opt("_POSIX_MESSAGE_PASSING", _POSIX_MESSAGE_PASSING, _SC_MESSAGE_PASSING);
#endif
#ifdef _POSIX_MONOTONIC_CLOCK
	opt("_POSIX_MONOTONIC_CLOCK", _POSIX_MONOTONIC_CLOCK, _SC_MONOTONIC_CLOCK);
#endif
#ifdef _POSIX_PRIORITIZED_IO
	opt("_POSIX_PRIORITIZED_IO", _POSIX_PRIORITIZED_IO, _SC_PRIORITIZED_IO);
#endif
#ifdef _POSIX_PRIORITY_SCHEDULING
	opt("_POSIX_PRIORITY_SCHEDULING", _POSIX_PRIORITY_SCHEDULING, _SC_PRIORITY_SCHEDULING);
#endif
#ifdef _POSIX_RAW_SOCKETS
	opt("_POSIX_RAW_SOCKETS", _POSIX_RAW_SOCKETS, _SC_RAW_SOCKETS);
#endif
#ifdef _POSIX_READER_WRITER_LOCKS
	opt("_POSIX_READER_WRITER_LOCKS", _POSIX_READER_WRITER_LOCKS, _SC_READER_WRITER_LOCKS);
#endif
#ifdef _POSIX_REALTIME_SIGNALS
	opt("_POSIX_REALTIME_SIGNALS", _POSIX_REALTIME_SIGNALS, _SC_REALTIME_SIGNALS);
#endif
#ifdef _POSIX_SEMAPHORES
	opt("_POSIX_SEMAPHORES", _POSIX_SEMAPHORES, _SC_SEMAPHORES);
#endif
#ifdef _POSIX_SHARED_MEMORY_OBJECTS
	opt("_POSIX_SHARED_MEMORY_OBJECTS", _POSIX_SHARED_MEMORY_OBJECTS, _SC_SHARED_MEMORY_OBJECTS);
#endif
#ifdef _POSIX_SPAWN
	opt("_POSIX_SPAWN", _POSIX_SPAWN, _SC_SPAWN);
#endif
#ifdef _POSIX_SPIN_LOCKS
	opt("_POSIX_SPIN_LOCKS", _POSIX_SPIN_LOCKS, _SC_SPIN_LOCKS);
#endif
#ifdef _POSIX_SPORADIC_SERVER
	opt("_POSIX_SPORADIC_SERVER", _POSIX_SPORADIC_SERVER, _SC_SPORADIC_SERVER);
#endif
#ifdef _POSIX_SYNCHRONIZED_IO
	opt("_POSIX_SYNCHRONIZED_IO", _POSIX_SYNCHRONIZED_IO, _SC_SYNCHRONIZED_IO);
#endif
#ifdef _POSIX_THREAD_ATTR_STACKADDR
	opt("_POSIX_THREAD_ATTR_STACKADDR", _POSIX_THREAD_ATTR_STACKADDR, _SC_THREAD_ATTR_STACKADDR);
#endif
#ifdef _POSIX_THREAD_ATTR_STACKSIZE
	opt("_POSIX_THREAD_ATTR_STACKSIZE", _POSIX_THREAD_ATTR_STACKSIZE, _SC_THREAD_ATTR_STACKSIZE);
#endif
#ifdef _POSIX_THREAD_CPUTIME
	opt("_POSIX_THREAD_CPUTIME", _POSIX_THREAD_CPUTIME, _SC_THREAD_CPUTIME);
#endif
#ifdef _POSIX_THREAD_PRIO_INHERIT
	opt("_POSIX_THREAD_PRIO_INHERIT", _POSIX_THREAD_PRIO_INHERIT, _SC_THREAD_PRIO_INHERIT);
#endif
#ifdef _POSIX_THREAD_PRIO_PROTECT
	opt("_POSIX_THREAD_PRIO_PROTECT", _POSIX_THREAD_PRIO_PROTECT, _SC_THREAD_PRIO_PROTECT);
#endif
#ifdef _POSIX_THREAD_PRIORITY_SCHEDULING
	opt("_POSIX_THREAD_PRIORITY_SCHEDULING", _POSIX_THREAD_PRIORITY_SCHEDULING, _SC_THREAD_PRIORITY_SCHEDULING);
#endif
#ifdef _POSIX_THREAD_PROCESS_SHARED
	opt("_POSIX_THREAD_PROCESS_SHARED", _POSIX_THREAD_PROCESS_SHARED, _SC_THREAD_PROCESS_SHARED);
#endif
#ifdef _POSIX_THREAD_ROBUST_PRIO_INHERIT
	opt("_POSIX_THREAD_ROBUST_PRIO_INHERIT", _POSIX_THREAD_ROBUST_PRIO_INHERIT, _SC_THREAD_ROBUST_PRIO_INHERIT);
#endif
#ifdef _POSIX_THREAD_ROBUST_PRIO_PROTECT
	opt("_POSIX_THREAD_ROBUST_PRIO_PROTECT", _POSIX_THREAD_ROBUST_PRIO_PROTECT, _SC_THREAD_ROBUST_PRIO_PROTECT);
#endif
#ifdef _POSIX_THREAD_SAFE_FUNCTIONS
	opt("_POSIX_THREAD_SAFE_FUNCTIONS", _POSIX_THREAD_SAFE_FUNCTIONS, _SC_THREAD_SAFE_FUNCTIONS);
#endif
#ifdef _POSIX_THREAD_SPORADIC_SERVER
	opt("_POSIX_THREAD_SPORADIC_SERVER", _POSIX_THREAD_SPORADIC_SERVER, _SC_THREAD_SPORADIC_SERVER);
#endif
#ifdef _POSIX_THREADS
	opt("_POSIX_THREADS", _POSIX_THREADS, _SC_THREADS);
#endif
#ifdef _POSIX_TIMEOUTS
	opt("_POSIX_TIMEOUTS", _POSIX_TIMEOUTS, _SC_TIMEOUTS);
#endif
#ifdef _POSIX_TIMERS
	opt("_POSIX_TIMERS", _POSIX_TIMERS, _SC_TIMERS);
#endif
#ifdef _POSIX_TRACE
	opt("_POSIX_TRACE", _POSIX_TRACE, _SC_TRACE);
#endif
#ifdef _POSIX_TRACE_EVENT_FILTER
	opt("_POSIX_TRACE_EVENT_FILTER", _POSIX_TRACE_EVENT_FILTER, _SC_TRACE_EVENT_FILTER);
#endif
#ifdef _POSIX_TRACE_INHERIT
	opt("_POSIX_TRACE_INHERIT", _POSIX_TRACE_INHERIT, _SC_TRACE_INHERIT);
#endif
#ifdef _POSIX_TRACE_LOG
	opt("_POSIX_TRACE_LOG", _POSIX_TRACE_LOG, _SC_TRACE_LOG);
#endif
#ifdef _POSIX_TYPED_MEMORY_OBJECTS
	opt("_POSIX_TYPED_MEMORY_OBJECTS", _POSIX_TYPED_MEMORY_OBJECTS, _SC_TYPED_MEMORY_OBJECTS);
#endif
#ifdef _POSIX_JOB_CONTROL
	opt("_POSIX_JOB_CONTROL", _POSIX_JOB_CONTROL, _SC_JOB_CONTROL);
#endif
#ifdef _POSIX_SAVED_IDS
	opt("_POSIX_SAVED_IDS", _POSIX_SAVED_IDS, _SC_SAVED_IDS);
#endif
#ifdef _POSIX_REGEXP
	opt("_POSIX_REGEXP", _POSIX_REGEXP, _SC_REGEXP);
#endif
#ifdef _POSIX_SHELL
	opt("_POSIX_SHELL", _POSIX_SHELL, _SC_SHELL);
#endif
#ifdef _POSIX2_C_BIND
	opt("_POSIX2_C_BIND", _POSIX2_C_BIND, _SC_2_C_BIND);
#endif
#ifdef _POSIX2_C_DEV
	opt("_POSIX2_C_DEV", _POSIX2_C_DEV, _SC_2_C_DEV);
#endif
#ifdef _POSIX2_CHAR_TERM
	opt("_POSIX2_CHAR_TERM", _POSIX2_CHAR_TERM, _SC_2_CHAR_TERM);
#endif
#ifdef _POSIX2_FORT_DEV
	opt("_POSIX2_FORT_DEV", _POSIX2_FORT_DEV, _SC_2_FORT_DEV);
#endif
#ifdef _POSIX2_FORT_RUN
	opt("_POSIX2_FORT_RUN", _POSIX2_FORT_RUN, _SC_2_FORT_RUN);
#endif
#ifdef _POSIX2_LOCALEDEF
	opt("_POSIX2_LOCALEDEF", _POSIX2_LOCALEDEF, _SC_2_LOCALEDEF);
#endif
#ifdef _POSIX2_PBS
	opt("_POSIX2_PBS", _POSIX2_PBS, _SC_2_PBS);
#endif
#ifdef _POSIX2_PBS_ACCOUNTING
	opt("_POSIX2_PBS_ACCOUNTING", _POSIX2_PBS_ACCOUNTING, _SC_2_PBS_ACCOUNTING);
#endif
#ifdef _POSIX2_PBS_CHECKPOINT
	opt("_POSIX2_PBS_CHECKPOINT", _POSIX2_PBS_CHECKPOINT, _SC_2_PBS_CHECKPOINT);
#endif
#ifdef _POSIX2_PBS_LOCATE
	opt("_POSIX2_PBS_LOCATE", _POSIX2_PBS_LOCATE, _SC_2_PBS_LOCATE);
#endif
#ifdef _POSIX2_PBS_MESSAGE
	opt("_POSIX2_PBS_MESSAGE", _POSIX2_PBS_MESSAGE, _SC_2_PBS_MESSAGE);
#endif
#ifdef _POSIX2_PBS_TRACK
	opt("_POSIX2_PBS_TRACK", _POSIX2_PBS_TRACK, _SC_2_PBS_TRACK);
#endif
#ifdef _POSIX2_SW_DEV
	opt("_POSIX2_SW_DEV", _POSIX2_SW_DEV, _SC_2_SW_DEV);
#endif
#ifdef _POSIX2_UPE
	opt("_POSIX2_UPE", _POSIX2_UPE, _SC_2_UPE);
#endif
#ifdef _XOPEN_CRYPT
	opt("_XOPEN_CRYPT", _XOPEN_CRYPT, _SC_XOPEN_CRYPT);
#endif
#ifdef _XOPEN_ENH_I18N
	opt("_XOPEN_ENH_I18N", _XOPEN_ENH_I18N, _SC_XOPEN_ENH_I18N);
#endif
#ifdef _XOPEN_REALTIME
	opt("_XOPEN_REALTIME", _XOPEN_REALTIME, _SC_XOPEN_REALTIME);
#endif
#ifdef _XOPEN_REALTIME_THREADS
	opt("_XOPEN_REALTIME_THREADS", _XOPEN_REALTIME_THREADS, _SC_XOPEN_REALTIME_THREADS);
#endif
#ifdef _XOPEN_SHM
	opt("_XOPEN_SHM", _XOPEN_SHM, _SC_XOPEN_SHM);
#endif
#ifdef _XOPEN_STREAMS
	opt("_XOPEN_STREAMS", _XOPEN_STREAMS, _SC_XOPEN_STREAMS);
#endif
#ifdef _XOPEN_UNIX
	opt("_XOPEN_UNIX", _XOPEN_UNIX, _SC_XOPEN_UNIX);
#endif
#ifdef _POSIX_V6_ILP32_OFF32
	opt("_POSIX_V6_ILP32_OFF32", _POSIX_V6_ILP32_OFF32, _SC_V6_ILP32_OFF32);
#endif
#ifdef _POSIX_V6_ILP32_OFFBIG
	opt("_POSIX_V6_ILP32_OFFBIG", _POSIX_V6_ILP32_OFFBIG, _SC_V6_ILP32_OFFBIG);
#endif
#ifdef _POSIX_V6_LP64_OFF64
	opt("_POSIX_V6_LP64_OFF64", _POSIX_V6_LP64_OFF64, _SC_V6_LP64_OFF64);
#endif
#ifdef _POSIX_V6_LPBIG_OFFBIG
	opt("_POSIX_V6_LPBIG_OFFBIG", _POSIX_V6_LPBIG_OFFBIG, _SC_V6_LPBIG_OFFBIG);
#endif
#ifdef _POSIX_V7_ILP32_OFF32
	opt("_POSIX_V7_ILP32_OFF32", _POSIX_V7_ILP32_OFF32, _SC_V7_ILP32_OFF32);
#endif
#ifdef _POSIX_V7_ILP32_OFFBIG
	opt("_POSIX_V7_ILP32_OFFBIG", _POSIX_V7_ILP32_OFFBIG, _SC_V7_ILP32_OFFBIG);
#endif
#ifdef _POSIX_V7_LP64_OFF64
	opt("_POSIX_V7_LP64_OFF64", _POSIX_V7_LP64_OFF64, _SC_V7_LP64_OFF64);
#endif
#ifdef _POSIX_V7_LPBIG_OFFBIG
	opt("_POSIX_V7_LPBIG_OFFBIG", _POSIX_V7_LPBIG_OFFBIG, _SC_V7_LPBIG_OFFBIG);
#endif
#ifdef _XOPEN_UUCP
	opt("_XOPEN_UUCP", _XOPEN_UUCP, _SC_XOPEN_UUCP);
#endif
	known_sc("_SC_2_C_BIND", _SC_2_C_BIND);
	known_sc("_SC_2_C_DEV", _SC_2_C_DEV);
	known_sc("_SC_2_CHAR_TERM", _SC_2_CHAR_TERM);
	known_sc("_SC_2_FORT_DEV", _SC_2_FORT_DEV);
	known_sc("_SC_2_FORT_RUN", _SC_2_FORT_RUN);
	known_sc("_SC_2_LOCALEDEF", _SC_2_LOCALEDEF);
	known_sc("_SC_2_PBS", _SC_2_PBS);
	known_sc("_SC_2_PBS_ACCOUNTING", _SC_2_PBS_ACCOUNTING);
	known_sc("_SC_2_PBS_CHECKPOINT", _SC_2_PBS_CHECKPOINT);
	known_sc("_SC_2_PBS_LOCATE", _SC_2_PBS_LOCATE);
	known_sc("_SC_2_PBS_MESSAGE", _SC_2_PBS_MESSAGE);
	known_sc("_SC_2_PBS_TRACK", _SC_2_PBS_TRACK);
	known_sc("_SC_2_SW_DEV", _SC_2_SW_DEV);
	known_sc("_SC_2_UPE", _SC_2_UPE);
	known_sc("_SC_2_VERSION", _SC_2_VERSION);
	known_sc("_SC_ADVISORY_INFO", _SC_ADVISORY_INFO);
	known_sc("_SC_AIO_LISTIO_MAX", _SC_AIO_LISTIO_MAX);
	known_sc("_SC_AIO_MAX", _SC_AIO_MAX);
	known_sc("_SC_AIO_PRIO_DELTA_MAX", _SC_AIO_PRIO_DELTA_MAX);
	known_sc("_SC_ARG_MAX", _SC_ARG_MAX);
	known_sc("_SC_ASYNCHRONOUS_IO", _SC_ASYNCHRONOUS_IO);
	known_sc("_SC_ATEXIT_MAX", _SC_ATEXIT_MAX);
	known_sc("_SC_BARRIERS", _SC_BARRIERS);
	known_sc("_SC_BC_BASE_MAX", _SC_BC_BASE_MAX);
	known_sc("_SC_BC_DIM_MAX", _SC_BC_DIM_MAX);
	known_sc("_SC_BC_SCALE_MAX", _SC_BC_SCALE_MAX);
	known_sc("_SC_BC_STRING_MAX", _SC_BC_STRING_MAX);
	known_sc("_SC_CHILD_MAX", _SC_CHILD_MAX);
	known_sc("_SC_CLK_TCK", _SC_CLK_TCK);
	known_sc("_SC_CLOCK_SELECTION", _SC_CLOCK_SELECTION);
	known_sc("_SC_COLL_WEIGHTS_MAX", _SC_COLL_WEIGHTS_MAX);
	known_sc("_SC_CPUTIME", _SC_CPUTIME);
	known_sc("_SC_DELAYTIMER_MAX", _SC_DELAYTIMER_MAX);
	known_sc("_SC_EXPR_NEST_MAX", _SC_EXPR_NEST_MAX);
	known_sc("_SC_FSYNC", _SC_FSYNC);
	known_sc("_SC_GETGR_R_SIZE_MAX", _SC_GETGR_R_SIZE_MAX);
	known_sc("_SC_GETPW_R_SIZE_MAX", _SC_GETPW_R_SIZE_MAX);
	known_sc("_SC_HOST_NAME_MAX", _SC_HOST_NAME_MAX);
	known_sc("_SC_IOV_MAX", _SC_IOV_MAX);
	known_sc("_SC_IPV6", _SC_IPV6);
	known_sc("_SC_JOB_CONTROL", _SC_JOB_CONTROL);
	known_sc("_SC_LINE_MAX", _SC_LINE_MAX);
	known_sc("_SC_LOGIN_NAME_MAX", _SC_LOGIN_NAME_MAX);
	known_sc("_SC_MAPPED_FILES", _SC_MAPPED_FILES);
	known_sc("_SC_MEMLOCK", _SC_MEMLOCK);
	known_sc("_SC_MEMLOCK_RANGE", _SC_MEMLOCK_RANGE);
	known_sc("_SC_MEMORY_PROTECTION", _SC_MEMORY_PROTECTION);
	known_sc("_SC_MESSAGE_PASSING", _SC_MESSAGE_PASSING);
	known_sc("_SC_MONOTONIC_CLOCK", _SC_MONOTONIC_CLOCK);
	known_sc("_SC_MQ_OPEN_MAX", _SC_MQ_OPEN_MAX);
	known_sc("_SC_MQ_PRIO_MAX", _SC_MQ_PRIO_MAX);
	known_sc("_SC_NGROUPS_MAX", _SC_NGROUPS_MAX);
	known_sc("_SC_OPEN_MAX", _SC_OPEN_MAX);
	known_sc("_SC_PAGE_SIZE", _SC_PAGE_SIZE);
	known_sc("_SC_PAGESIZE", _SC_PAGESIZE);
	known_sc("_SC_PRIORITIZED_IO", _SC_PRIORITIZED_IO);
	known_sc("_SC_PRIORITY_SCHEDULING", _SC_PRIORITY_SCHEDULING);
	known_sc("_SC_RAW_SOCKETS", _SC_RAW_SOCKETS);
	known_sc("_SC_RE_DUP_MAX", _SC_RE_DUP_MAX);
	known_sc("_SC_READER_WRITER_LOCKS", _SC_READER_WRITER_LOCKS);
	known_sc("_SC_REALTIME_SIGNALS", _SC_REALTIME_SIGNALS);
	known_sc("_SC_REGEXP", _SC_REGEXP);
	known_sc("_SC_RTSIG_MAX", _SC_RTSIG_MAX);
	known_sc("_SC_SAVED_IDS", _SC_SAVED_IDS);
	known_sc("_SC_SEM_NSEMS_MAX", _SC_SEM_NSEMS_MAX);
	known_sc("_SC_SEM_VALUE_MAX", _SC_SEM_VALUE_MAX);
	known_sc("_SC_SEMAPHORES", _SC_SEMAPHORES);
	known_sc("_SC_SHARED_MEMORY_OBJECTS", _SC_SHARED_MEMORY_OBJECTS);
	known_sc("_SC_SHELL", _SC_SHELL);
	known_sc("_SC_SIGQUEUE_MAX", _SC_SIGQUEUE_MAX);
	known_sc("_SC_SPAWN", _SC_SPAWN);
	known_sc("_SC_SPIN_LOCKS", _SC_SPIN_LOCKS);
	known_sc("_SC_SPORADIC_SERVER", _SC_SPORADIC_SERVER);
	known_sc("_SC_SS_REPL_MAX", _SC_SS_REPL_MAX);
	known_sc("_SC_STREAM_MAX", _SC_STREAM_MAX);
	known_sc("_SC_SYMLOOP_MAX", _SC_SYMLOOP_MAX);
	known_sc("_SC_SYNCHRONIZED_IO", _SC_SYNCHRONIZED_IO);
	known_sc("_SC_THREAD_ATTR_STACKADDR", _SC_THREAD_ATTR_STACKADDR);
	known_sc("_SC_THREAD_ATTR_STACKSIZE", _SC_THREAD_ATTR_STACKSIZE);
	known_sc("_SC_THREAD_CPUTIME", _SC_THREAD_CPUTIME);
	known_sc("_SC_THREAD_DESTRUCTOR_ITERATIONS", _SC_THREAD_DESTRUCTOR_ITERATIONS);
	known_sc("_SC_THREAD_KEYS_MAX", _SC_THREAD_KEYS_MAX);
	known_sc("_SC_THREAD_PRIO_INHERIT", _SC_THREAD_PRIO_INHERIT);
	known_sc("_SC_THREAD_PRIO_PROTECT", _SC_THREAD_PRIO_PROTECT);
	known_sc("_SC_THREAD_PRIORITY_SCHEDULING", _SC_THREAD_PRIORITY_SCHEDULING);
	known_sc("_SC_THREAD_PROCESS_SHARED", _SC_THREAD_PROCESS_SHARED);
	known_sc("_SC_THREAD_ROBUST_PRIO_INHERIT", _SC_THREAD_ROBUST_PRIO_INHERIT);
	known_sc("_SC_THREAD_ROBUST_PRIO_PROTECT", _SC_THREAD_ROBUST_PRIO_PROTECT);
	known_sc("_SC_THREAD_SAFE_FUNCTIONS", _SC_THREAD_SAFE_FUNCTIONS);
	known_sc("_SC_THREAD_SPORADIC_SERVER", _SC_THREAD_SPORADIC_SERVER);
	known_sc("_SC_THREAD_STACK_MIN", _SC_THREAD_STACK_MIN);
	known_sc("_SC_THREAD_THREADS_MAX", _SC_THREAD_THREADS_MAX);
	known_sc("_SC_THREADS", _SC_THREADS);
	known_sc("_SC_TIMEOUTS", _SC_TIMEOUTS);
	known_sc("_SC_TIMER_MAX", _SC_TIMER_MAX);
	known_sc("_SC_TIMERS", _SC_TIMERS);
	known_sc("_SC_TRACE", _SC_TRACE);
	known_sc("_SC_TRACE_EVENT_FILTER", _SC_TRACE_EVENT_FILTER);
	known_sc("_SC_TRACE_EVENT_NAME_MAX", _SC_TRACE_EVENT_NAME_MAX);
	known_sc("_SC_TRACE_INHERIT", _SC_TRACE_INHERIT);
	known_sc("_SC_TRACE_LOG", _SC_TRACE_LOG);
	known_sc("_SC_TRACE_NAME_MAX", _SC_TRACE_NAME_MAX);
	known_sc("_SC_TRACE_SYS_MAX", _SC_TRACE_SYS_MAX);
	known_sc("_SC_TRACE_USER_EVENT_MAX", _SC_TRACE_USER_EVENT_MAX);
	known_sc("_SC_TTY_NAME_MAX", _SC_TTY_NAME_MAX);
	known_sc("_SC_TYPED_MEMORY_OBJECTS", _SC_TYPED_MEMORY_OBJECTS);
	known_sc("_SC_TZNAME_MAX", _SC_TZNAME_MAX);
	known_sc("_SC_V7_ILP32_OFF32", _SC_V7_ILP32_OFF32);
	known_sc("_SC_V7_ILP32_OFFBIG", _SC_V7_ILP32_OFFBIG);
	known_sc("_SC_V7_LP64_OFF64", _SC_V7_LP64_OFF64);
	known_sc("_SC_V7_LPBIG_OFFBIG", _SC_V7_LPBIG_OFFBIG);
	known_sc("_SC_V6_ILP32_OFF32", _SC_V6_ILP32_OFF32);
	known_sc("_SC_V6_ILP32_OFFBIG", _SC_V6_ILP32_OFFBIG);
	known_sc("_SC_V6_LP64_OFF64", _SC_V6_LP64_OFF64);
	known_sc("_SC_V6_LPBIG_OFFBIG", _SC_V6_LPBIG_OFFBIG);
	known_sc("_SC_VERSION", _SC_VERSION);
	known_sc("_SC_XOPEN_CRYPT", _SC_XOPEN_CRYPT);
	known_sc("_SC_XOPEN_ENH_I18N", _SC_XOPEN_ENH_I18N);
	known_sc("_SC_XOPEN_REALTIME", _SC_XOPEN_REALTIME);
	known_sc("_SC_XOPEN_REALTIME_THREADS", _SC_XOPEN_REALTIME_THREADS);
	known_sc("_SC_XOPEN_SHM", _SC_XOPEN_SHM);
	known_sc("_SC_XOPEN_STREAMS", _SC_XOPEN_STREAMS);
	known_sc("_SC_XOPEN_UNIX", _SC_XOPEN_UNIX);
#ifdef _SC_XOPEN_UUCP
	known_sc("_SC_XOPEN_UUCP", _SC_XOPEN_UUCP);
#endif
	known_sc("_SC_XOPEN_VERSION", _SC_XOPEN_VERSION);
	known_cs("_CS_PATH", _CS_PATH);
	known_cs("_CS_POSIX_V7_WIDTH_RESTRICTED_ENVS", _CS_POSIX_V7_WIDTH_RESTRICTED_ENVS);
	known_cs("_CS_V7_ENV", _CS_V7_ENV);
	known_cs("_CS_POSIX_V6_WIDTH_RESTRICTED_ENVS", _CS_POSIX_V6_WIDTH_RESTRICTED_ENVS);
	known_cs("_CS_V6_ENV", _CS_V6_ENV);
#ifdef _CS_POSIX_V7_THREADS_CFLAGS
	known_cs("_CS_POSIX_V7_THREADS_CFLAGS", _CS_POSIX_V7_THREADS_CFLAGS);
#endif
#ifdef _CS_POSIX_V7_THREADS_LDFLAGS
	known_cs("_CS_POSIX_V7_THREADS_LDFLAGS", _CS_POSIX_V7_THREADS_LDFLAGS);
#endif
	known_cs("_CS_POSIX_V7_ILP32_OFF32_CFLAGS", _CS_POSIX_V7_ILP32_OFF32_CFLAGS);
	known_cs("_CS_POSIX_V6_ILP32_OFF32_CFLAGS", _CS_POSIX_V6_ILP32_OFF32_CFLAGS);
	known_cs("_CS_POSIX_V7_ILP32_OFF32_LDFLAGS", _CS_POSIX_V7_ILP32_OFF32_LDFLAGS);
	known_cs("_CS_POSIX_V6_ILP32_OFF32_LDFLAGS", _CS_POSIX_V6_ILP32_OFF32_LDFLAGS);
	known_cs("_CS_POSIX_V7_ILP32_OFF32_LIBS", _CS_POSIX_V7_ILP32_OFF32_LIBS);
	known_cs("_CS_POSIX_V6_ILP32_OFF32_LIBS", _CS_POSIX_V6_ILP32_OFF32_LIBS);
	known_cs("_CS_POSIX_V7_ILP32_OFFBIG_CFLAGS", _CS_POSIX_V7_ILP32_OFFBIG_CFLAGS);
	known_cs("_CS_POSIX_V6_ILP32_OFFBIG_CFLAGS", _CS_POSIX_V6_ILP32_OFFBIG_CFLAGS);
	known_cs("_CS_POSIX_V7_ILP32_OFFBIG_LDFLAGS", _CS_POSIX_V7_ILP32_OFFBIG_LDFLAGS);
	known_cs("_CS_POSIX_V6_ILP32_OFFBIG_LDFLAGS", _CS_POSIX_V6_ILP32_OFFBIG_LDFLAGS);
	known_cs("_CS_POSIX_V7_ILP32_OFFBIG_LIBS", _CS_POSIX_V7_ILP32_OFFBIG_LIBS);
	known_cs("_CS_POSIX_V6_ILP32_OFFBIG_LIBS", _CS_POSIX_V6_ILP32_OFFBIG_LIBS);
	known_cs("_CS_POSIX_V7_LP64_OFF64_CFLAGS", _CS_POSIX_V7_LP64_OFF64_CFLAGS);
	known_cs("_CS_POSIX_V6_LP64_OFF64_CFLAGS", _CS_POSIX_V6_LP64_OFF64_CFLAGS);
	known_cs("_CS_POSIX_V7_LP64_OFF64_LDFLAGS", _CS_POSIX_V7_LP64_OFF64_LDFLAGS);
	known_cs("_CS_POSIX_V6_LP64_OFF64_LDFLAGS", _CS_POSIX_V6_LP64_OFF64_LDFLAGS);
	known_cs("_CS_POSIX_V7_LP64_OFF64_LIBS", _CS_POSIX_V7_LP64_OFF64_LIBS);
	known_cs("_CS_POSIX_V6_LP64_OFF64_LIBS", _CS_POSIX_V6_LP64_OFF64_LIBS);
	known_cs("_CS_POSIX_V7_LPBIG_OFFBIG_CFLAGS", _CS_POSIX_V7_LPBIG_OFFBIG_CFLAGS);
	known_cs("_CS_POSIX_V6_LPBIG_OFFBIG_CFLAGS", _CS_POSIX_V6_LPBIG_OFFBIG_CFLAGS);
	known_cs("_CS_POSIX_V7_LPBIG_OFFBIG_LDFLAGS", _CS_POSIX_V7_LPBIG_OFFBIG_LDFLAGS);
	known_cs("_CS_POSIX_V6_LPBIG_OFFBIG_LDFLAGS", _CS_POSIX_V6_LPBIG_OFFBIG_LDFLAGS);
	known_cs("_CS_POSIX_V7_LPBIG_OFFBIG_LIBS", _CS_POSIX_V7_LPBIG_OFFBIG_LIBS);
	known_cs("_CS_POSIX_V6_LPBIG_OFFBIG_LIBS", _CS_POSIX_V6_LPBIG_OFFBIG_LIBS);
	known_pc("_PC_2_SYMLINKS", _PC_2_SYMLINKS);
	known_pc("_PC_ALLOC_SIZE_MIN", _PC_ALLOC_SIZE_MIN);
	known_pc("_PC_ASYNC_IO", _PC_ASYNC_IO);
	known_pc("_PC_CHOWN_RESTRICTED", _PC_CHOWN_RESTRICTED);
	known_pc("_PC_FILESIZEBITS", _PC_FILESIZEBITS);
	known_pc("_PC_LINK_MAX", _PC_LINK_MAX);
	known_pc("_PC_MAX_CANON", _PC_MAX_CANON);
	known_pc("_PC_MAX_INPUT", _PC_MAX_INPUT);
	known_pc("_PC_NAME_MAX", _PC_NAME_MAX);
	known_pc("_PC_NO_TRUNC", _PC_NO_TRUNC);
	known_pc("_PC_PATH_MAX", _PC_PATH_MAX);
	known_pc("_PC_PIPE_BUF", _PC_PIPE_BUF);
	known_pc("_PC_PRIO_IO", _PC_PRIO_IO);
	known_pc("_PC_REC_INCR_XFER_SIZE", _PC_REC_INCR_XFER_SIZE);
	known_pc("_PC_REC_MAX_XFER_SIZE", _PC_REC_MAX_XFER_SIZE);
	known_pc("_PC_REC_MIN_XFER_SIZE", _PC_REC_MIN_XFER_SIZE);
	known_pc("_PC_REC_XFER_ALIGN", _PC_REC_XFER_ALIGN);
	known_pc("_PC_SYMLINK_MAX", _PC_SYMLINK_MAX);
	known_pc("_PC_SYNC_IO", _PC_SYNC_IO);
#ifdef _PC_TIMESTAMP_RESOLUTION
	known_pc("_PC_TIMESTAMP_RESOLUTION", _PC_TIMESTAMP_RESOLUTION);
	CHECK(pathconf("/proc", _PC_TIMESTAMP_RESOLUTION) >= 1);
#endif
	known_pc("_PC_VDISABLE", _PC_VDISABLE);
	CHECK_INT(bad, 0);

	/* a few answers by value */
	char buf[64];
	CHECK(confstr(_CS_PATH, buf, sizeof buf) == 14);
	CHECK_STR(buf, "/bin:/usr/bin");
	confstr(_CS_POSIX_V7_WIDTH_RESTRICTED_ENVS, buf, sizeof buf);
	CHECK_STR(buf, "POSIX_V7_LP64_OFF64");
	confstr(_CS_POSIX_V6_WIDTH_RESTRICTED_ENVS, buf, sizeof buf);
	CHECK_STR(buf, "POSIX_V6_LP64_OFF64");
	confstr(_CS_V7_ENV, buf, sizeof buf);
	CHECK_STR(buf, "POSIXLY_CORRECT=1");
	CHECK(confstr(_CS_PATH, buf, 4) == 14);
	CHECK_STR(buf, "/bi");
	errno = 0;
	CHECK(confstr(-5, buf, sizeof buf) == 0 && errno == EINVAL);
	errno = 0;
	CHECK(sysconf(-5) == -1 && errno == EINVAL);
	CHECK(sysconf(_SC_INT_MAX) == INT_MAX);
	CHECK(sysconf(_SC_UINT_MAX) == (long)UINT_MAX);
	CHECK(sysconf(_SC_USHRT_MAX) == USHRT_MAX);
	CHECK(sysconf(_SC_CHAR_BIT) == 8);
	CHECK(sysconf(_SC_NL_ARGMAX) >= 9); /* NL_ARGMAX is at least _POSIX_NL_ARGMAX */
	CHECK(sysconf(_SC_V7_LP64_OFF64) == 1);

	/* claimed options work */
#if _POSIX_TIMERS > 0
	{
		timer_t t;
		struct sigevent ev = { .sigev_notify = SIGEV_NONE };
		CHECK_INT(timer_create(CLOCK_MONOTONIC, &ev, &t), 0);
		CHECK_INT(timer_delete(t), 0);
	}
#endif
#if _POSIX_SEMAPHORES > 0
	{
		sem_t *s = sem_open("/polyport-options-test", O_CREAT, 0600, 1);
		CHECK(s != SEM_FAILED);
		if (s != SEM_FAILED) sem_close(s);
		sem_unlink("/polyport-options-test");
	}
#endif
#if _POSIX_MESSAGE_PASSING > 0
	{
		mqd_t q = mq_open("/polyport-options-test", O_CREAT | O_RDWR, 0600, 0);
		char m[8192];
		if (q < 0 && errno == ENOSYS) {
			check__put("mq_open: ENOSYS here (an emulator without message queues): not checked\n");
		} else {
			CHECK(q >= 0);
			CHECK_INT(mq_send(q, "m", 1, 0), 0);
			CHECK_INT(mq_receive(q, m, sizeof m, 0), 1);
			mq_close(q);
			mq_unlink("/polyport-options-test");
		}
	}
#endif
#if _POSIX_ASYNCHRONOUS_IO > 0
	{
		char b[4] = { 0 };
		int p[2];
		CHECK_INT(pipe(p), 0);
		CHECK_INT(write(p[1], "aio", 3), 3);
		struct aiocb cb;
		memset(&cb, 0, sizeof cb);
		cb.aio_fildes = p[0];
		cb.aio_buf = b;
		cb.aio_nbytes = 3;
		CHECK_INT(aio_read(&cb), 0);
		const struct aiocb *l[1] = { &cb };
		while (aio_error(&cb) == EINPROGRESS) aio_suspend(l, 1, 0);
		CHECK_INT(aio_return(&cb), 3);
		CHECK_STR(b, "aio");
		close(p[0]);
		close(p[1]);
	}
#endif
#if _XOPEN_SHM > 0
	{
		int id = shmget(IPC_PRIVATE, 4096, 0600);
		CHECK(id >= 0);
		char *p = shmat(id, 0, 0);
		CHECK(p != (void *)-1);
		if (p != (void *)-1) shmdt(p);
		shmctl(id, IPC_RMID, 0);
	}
#endif
	return check_done();
}
