#include <unistd.h>
#include <limits.h>
#include <errno.h>
#include <signal.h>
#include <elf.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include "syscall.h"

/* One table, indexed by _SC_* (glibc's numbering). A value is the
 * answer; the JT_ codes below mark what is found at run time. Names the
 * table does not cover are EINVAL; covered but unsupported options are -1
 * with errno untouched, as POSIX asks. This file is large because it is
 * the table. */
#define JT(x) (-256 | (x))
#define VER JT(1)
#define JT_ARG_MAX JT(2)
#define JT_MQ_PRIO_MAX JT(3)
#define JT_PAGE_SIZE JT(4)
#define JT_SEM_VALUE_MAX JT(5)
#define JT_NPROCESSORS_CONF JT(6)
#define JT_NPROCESSORS_ONLN JT(7)
#define JT_PHYS_PAGES JT(8)
#define JT_AVPHYS_PAGES JT(9)
#define JT_ZERO JT(10)
#define JT_DELAYTIMER_MAX JT(11)
#define JT_CLK_TCK JT(12)
#define JT_MINSIGSTKSZ JT(13)
#define JT_SIGSTKSZ JT(14)
#define JT_NGROUPS_MAX JT(15)
#define JT_INT_MAX JT(16)
#define JT_INT_MIN JT(17)
#define JT_UINT_MAX JT(18)
#define JT_SSIZE_MAX JT(19)
#define JT_ULONG_MAX JT(20)
#define JT_USHRT_MAX JT(21)

#define RLIM(x) (-32768 | (RLIMIT_ ## x))

static const short values[] = {
	[_SC_ARG_MAX] = JT_ARG_MAX,
	[_SC_CHILD_MAX] = RLIM(NPROC),
	[_SC_CLK_TCK] = JT_CLK_TCK,
	[_SC_NGROUPS_MAX] = JT_NGROUPS_MAX,
	[_SC_OPEN_MAX] = RLIM(NOFILE),
	[_SC_STREAM_MAX] = -1,
	[_SC_TZNAME_MAX] = -1,
	[_SC_JOB_CONTROL] = 1,
	[_SC_SAVED_IDS] = 1,
	[_SC_REALTIME_SIGNALS] = VER,
	[_SC_PRIORITY_SCHEDULING] = VER,
	[_SC_TIMERS] = VER,
	[_SC_ASYNCHRONOUS_IO] = VER,
	[_SC_PRIORITIZED_IO] = -1,
	[_SC_SYNCHRONIZED_IO] = VER,
	[_SC_FSYNC] = VER,
	[_SC_MAPPED_FILES] = VER,
	[_SC_MEMLOCK] = VER,
	[_SC_MEMLOCK_RANGE] = VER,
	[_SC_MEMORY_PROTECTION] = VER,
	[_SC_MESSAGE_PASSING] = VER,
	[_SC_SEMAPHORES] = VER,
	[_SC_SHARED_MEMORY_OBJECTS] = VER,
	[_SC_AIO_LISTIO_MAX] = -1,
	[_SC_AIO_MAX] = -1,
	[_SC_AIO_PRIO_DELTA_MAX] = JT_ZERO,
	[_SC_DELAYTIMER_MAX] = JT_DELAYTIMER_MAX,
	[_SC_MQ_OPEN_MAX] = -1,
	[_SC_MQ_PRIO_MAX] = JT_MQ_PRIO_MAX,
	[_SC_VERSION] = VER,
	[_SC_PAGE_SIZE] = JT_PAGE_SIZE,
	[_SC_RTSIG_MAX] = SIGRTMAX - SIGRTMIN + 1,
	[_SC_SEM_NSEMS_MAX] = -1,
	[_SC_SEM_VALUE_MAX] = JT_SEM_VALUE_MAX,
	[_SC_SIGQUEUE_MAX] = RLIM(SIGPENDING),
	[_SC_TIMER_MAX] = -1,
	[_SC_BC_BASE_MAX] = BC_BASE_MAX,
	[_SC_BC_DIM_MAX] = BC_DIM_MAX,
	[_SC_BC_SCALE_MAX] = BC_SCALE_MAX,
	[_SC_BC_STRING_MAX] = BC_STRING_MAX,
	[_SC_COLL_WEIGHTS_MAX] = COLL_WEIGHTS_MAX,
	[_SC_EQUIV_CLASS_MAX] = -1,
	[_SC_EXPR_NEST_MAX] = EXPR_NEST_MAX,
	[_SC_LINE_MAX] = LINE_MAX,
	[_SC_RE_DUP_MAX] = RE_DUP_MAX,
	[_SC_CHARCLASS_NAME_MAX] = CHARCLASS_NAME_MAX,
	[_SC_2_VERSION] = VER,
	[_SC_2_C_BIND] = VER,
	[_SC_2_C_DEV] = -1,
	[_SC_2_FORT_DEV] = -1,
	[_SC_2_FORT_RUN] = -1,
	[_SC_2_SW_DEV] = -1,
	[_SC_2_LOCALEDEF] = -1,
	/* POSIX.1g names (53..66) glibc keeps; poll and select are here */
	[_SC_PII ... _SC_PII_OSI] = -1,
	[_SC_POLL] = 1,
	[_SC_SELECT] = 1,
	[_SC_PII_INTERNET_STREAM ... _SC_T_IOV_MAX] = -1,
	[_SC_IOV_MAX] = IOV_MAX,
	[_SC_THREADS] = VER,
	[_SC_THREAD_SAFE_FUNCTIONS] = VER,
	[_SC_GETGR_R_SIZE_MAX] = 1024,
	[_SC_GETPW_R_SIZE_MAX] = 1024,
	[_SC_LOGIN_NAME_MAX] = LOGIN_NAME_MAX,
	[_SC_TTY_NAME_MAX] = TTY_NAME_MAX,
	[_SC_THREAD_DESTRUCTOR_ITERATIONS] = 4,
	[_SC_THREAD_KEYS_MAX] = PTHREAD_KEYS_MAX,
	[_SC_THREAD_STACK_MIN] = PTHREAD_STACK_MIN,
	[_SC_THREAD_THREADS_MAX] = -1,
	[_SC_THREAD_ATTR_STACKADDR] = VER,
	[_SC_THREAD_ATTR_STACKSIZE] = VER,
	[_SC_THREAD_PRIORITY_SCHEDULING] = -1,
	[_SC_THREAD_PRIO_INHERIT] = -1,
	[_SC_THREAD_PRIO_PROTECT] = -1,
	[_SC_THREAD_PROCESS_SHARED] = VER,
	[_SC_NPROCESSORS_CONF] = JT_NPROCESSORS_CONF,
	[_SC_NPROCESSORS_ONLN] = JT_NPROCESSORS_ONLN,
	[_SC_PHYS_PAGES] = JT_PHYS_PAGES,
	[_SC_AVPHYS_PAGES] = JT_AVPHYS_PAGES,
	[_SC_ATEXIT_MAX] = -1,
	[_SC_PASS_MAX] = -1,
	[_SC_XOPEN_VERSION] = _XOPEN_VERSION,
	[_SC_XOPEN_XCU_VERSION] = _XOPEN_VERSION,
	[_SC_XOPEN_UNIX] = -1,
	[_SC_XOPEN_CRYPT] = 1,
	[_SC_XOPEN_ENH_I18N] = 1,
	[_SC_XOPEN_SHM] = 1,
	[_SC_2_CHAR_TERM] = -1,
	[_SC_2_C_VERSION] = VER,
	[_SC_2_UPE] = -1,
	[_SC_XOPEN_XPG2] = -1,
	[_SC_XOPEN_XPG3] = -1,
	[_SC_XOPEN_XPG4] = -1,
	[_SC_CHAR_BIT] = CHAR_BIT,
	[_SC_CHAR_MAX] = CHAR_MAX,
	[_SC_CHAR_MIN] = CHAR_MIN,
	[_SC_INT_MAX] = JT_INT_MAX,
	[_SC_INT_MIN] = JT_INT_MIN,
	[_SC_LONG_BIT] = LONG_BIT,
	[_SC_WORD_BIT] = WORD_BIT,
	[_SC_MB_LEN_MAX] = MB_LEN_MAX,
	[_SC_NZERO] = 20,
	[_SC_SSIZE_MAX] = JT_SSIZE_MAX,
	[_SC_SCHAR_MAX] = SCHAR_MAX,
	[_SC_SCHAR_MIN] = SCHAR_MIN,
	[_SC_SHRT_MAX] = SHRT_MAX,
	[_SC_SHRT_MIN] = SHRT_MIN,
	[_SC_UCHAR_MAX] = UCHAR_MAX,
	[_SC_UINT_MAX] = JT_UINT_MAX,
	[_SC_ULONG_MAX] = JT_ULONG_MAX,
	[_SC_USHRT_MAX] = JT_USHRT_MAX,
	[_SC_NL_ARGMAX] = NL_ARGMAX,
	[_SC_NL_LANGMAX] = NL_LANGMAX,
	[_SC_NL_MSGMAX] = NL_MSGMAX,
	[_SC_NL_NMAX] = NL_NMAX,
	[_SC_NL_SETMAX] = NL_SETMAX,
	[_SC_NL_TEXTMAX] = NL_TEXTMAX,
	[_SC_XBS5_ILP32_OFF32] = -1,
	[_SC_XBS5_ILP32_OFFBIG] = -1,
	[_SC_XBS5_LP64_OFF64] = 1,
	[_SC_XBS5_LPBIG_OFFBIG] = -1,
	[_SC_XOPEN_LEGACY] = -1,
	[_SC_XOPEN_REALTIME] = -1,
	[_SC_XOPEN_REALTIME_THREADS] = -1,
	[_SC_ADVISORY_INFO] = VER,
	[_SC_BARRIERS] = VER,
	[_SC_BASE] = -1,
	[_SC_C_LANG_SUPPORT] = -1,
	[_SC_C_LANG_SUPPORT_R] = -1,
	[_SC_CLOCK_SELECTION] = VER,
	[_SC_CPUTIME] = VER,
	[_SC_THREAD_CPUTIME] = VER,
	/* POSIX.1d/1h names (140..167) glibc keeps and answers -1 */
	[_SC_DEVICE_IO ... _SC_FILE_SYSTEM] = -1,
	[_SC_MULTI_PROCESS ... _SC_NETWORKING] = -1,
	[_SC_REGEX_VERSION] = -1,
	[_SC_SIGNALS] = -1,
	[_SC_SYSTEM_DATABASE] = -1,
	[_SC_SYSTEM_DATABASE_R] = -1,
	[_SC_USER_GROUPS] = -1,
	[_SC_USER_GROUPS_R] = -1,
	[_SC_MONOTONIC_CLOCK] = VER,
	[_SC_READER_WRITER_LOCKS] = VER,
	[_SC_SPIN_LOCKS] = VER,
	[_SC_REGEXP] = 1,
	[_SC_SHELL] = 1,
	[_SC_SPAWN] = VER,
	[_SC_SPORADIC_SERVER] = -1,
	[_SC_THREAD_SPORADIC_SERVER] = -1,
	[_SC_TIMEOUTS] = VER,
	[_SC_TYPED_MEMORY_OBJECTS] = -1,
	[_SC_2_PBS] = -1,
	[_SC_2_PBS_ACCOUNTING] = -1,
	[_SC_2_PBS_LOCATE] = -1,
	[_SC_2_PBS_MESSAGE] = -1,
	[_SC_2_PBS_TRACK] = -1,
	[_SC_SYMLOOP_MAX] = -1,
	[_SC_STREAMS] = JT_ZERO,
	[_SC_2_PBS_CHECKPOINT] = -1,
	[_SC_V6_ILP32_OFF32] = -1,
	[_SC_V6_ILP32_OFFBIG] = -1,
	[_SC_V6_LP64_OFF64] = 1,
	[_SC_V6_LPBIG_OFFBIG] = -1,
	[_SC_HOST_NAME_MAX] = HOST_NAME_MAX,
	[_SC_TRACE] = -1,
	[_SC_TRACE_EVENT_FILTER] = -1,
	[_SC_TRACE_INHERIT] = -1,
	[_SC_TRACE_LOG] = -1,
	/* cache geometry (185..199): unknown, which glibc reports as 0 */
	[_SC_LEVEL1_ICACHE_SIZE ... 199] = JT_ZERO,
	[_SC_IPV6] = VER,
	[_SC_RAW_SOCKETS] = VER,
	[_SC_V7_ILP32_OFF32] = -1,
	[_SC_V7_ILP32_OFFBIG] = -1,
	[_SC_V7_LP64_OFF64] = 1,
	[_SC_V7_LPBIG_OFFBIG] = -1,
	[_SC_SS_REPL_MAX] = -1,
	[_SC_TRACE_EVENT_NAME_MAX] = -1,
	[_SC_TRACE_NAME_MAX] = -1,
	[_SC_TRACE_SYS_MAX] = -1,
	[_SC_TRACE_USER_EVENT_MAX] = -1,
	[_SC_XOPEN_STREAMS] = -1,
	[_SC_THREAD_ROBUST_PRIO_INHERIT] = -1,
	[_SC_THREAD_ROBUST_PRIO_PROTECT] = -1,
	[_SC_MINSIGSTKSZ] = JT_MINSIGSTKSZ,
	[_SC_SIGSTKSZ] = JT_SIGSTKSZ,
	[_SC_XOPEN_UUCP] = -1,
};

/* The signal frame grows with the CPU's register state (AVX-512, SVE):
 * the kernel tells how big it is in AT_MINSIGSTKSZ (beyond the auxv
 * entries libc caches). */
static long min_sigstack(void)
{
	long min = MINSIGSTKSZ;
	for (size_t *a = libc.auxv; a && *a; a += 2)
		if (a[0] == 51 /* AT_MINSIGSTKSZ */ && (long)a[1] > min) min = a[1];
	return min;
}

static long from_rlimit(int resource)
{
	struct rlimit lim;
	if (getrlimit(resource, &lim)) return -1;
	if (lim.rlim_cur == RLIM_INFINITY) return -1;
	return lim.rlim_cur > LONG_MAX ? LONG_MAX : (long)lim.rlim_cur;
}

long sysconf(int name)
{
	/* entries the table leaves at 0 are holes in the numbering */
	if ((unsigned)name >= sizeof values / sizeof *values
	    || !values[name]) {
		errno = EINVAL;
		return -1;
	}
	short v = values[name];
	if (v >= -1) return v;
	if (v < -256) return from_rlimit(v & 16383);

	switch (v) {
	case VER:
		return _POSIX_VERSION;
	case JT_ZERO:
		return 0;
	case JT_ARG_MAX: {
		/* the kernel allows a quarter of the stack limit for argv+envp */
		long stack = from_rlimit(RLIMIT_STACK);
		if (stack < 0) stack = LONG_MAX;
		return stack / 4 > ARG_MAX ? stack / 4 : ARG_MAX;
	}
	case JT_MQ_PRIO_MAX:
		return 32768;
	case JT_PAGE_SIZE:
		return libc.page_size;
	case JT_SEM_VALUE_MAX:
	case JT_DELAYTIMER_MAX:
		return 0x7fffffff;
	case JT_CLK_TCK: {
		long hz = libc.auxv_cache[AT_CLKTCK];
		return hz ? hz : 100;
	}
	case JT_NGROUPS_MAX:
		return 65536;
	case JT_INT_MAX:
		return INT_MAX;
	case JT_INT_MIN:
		return INT_MIN;
	case JT_UINT_MAX:
		return UINT_MAX;
	case JT_SSIZE_MAX:
		return SSIZE_MAX;
	case JT_USHRT_MAX:
		return USHRT_MAX;
	case JT_ULONG_MAX:
		return (long)ULONG_MAX;
	case JT_NPROCESSORS_CONF:
		return get_nprocs_conf();
	case JT_NPROCESSORS_ONLN:
		return get_nprocs();
	case JT_PHYS_PAGES:
		return get_phys_pages();
	case JT_AVPHYS_PAGES:
		return get_avphys_pages();
	case JT_MINSIGSTKSZ:
		return min_sigstack();
	case JT_SIGSTKSZ: {
		/* room for the frame and a handler that does real work */
		long min = min_sigstack();
		return 4 * min > SIGSTKSZ ? 4 * min : SIGSTKSZ;
	}
	}
	errno = EINVAL;
	return -1;
}
