#ifndef _SCHED_H
#define _SCHED_H

#include <features.h>

#define __NEED_struct_timespec
#define __NEED_pid_t
#define __NEED_time_t
#define __NEED_size_t
#define __NEED_struct_sched_param
#include <bits/alltypes.h>

#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2
#define SCHED_BATCH 3
#define SCHED_IDLE 5
#define SCHED_DEADLINE 6
#define SCHED_RESET_ON_FORK 0x40000000

__BEGIN_DECLS

int sched_get_priority_max(int);
int sched_get_priority_min(int);
int sched_getparam(pid_t, struct sched_param *);
int sched_getscheduler(pid_t);
int sched_rr_get_interval(pid_t, struct timespec *);
int sched_setparam(pid_t, const struct sched_param *);
int sched_setscheduler(pid_t, int, const struct sched_param *);
int sched_yield(void);

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define CSIGNAL 0x000000ff
#define CLONE_VM 0x00000100
#define CLONE_FS 0x00000200
#define CLONE_FILES 0x00000400
#define CLONE_SIGHAND 0x00000800
#define CLONE_PIDFD 0x00001000
#define CLONE_PTRACE 0x00002000
#define CLONE_VFORK 0x00004000
#define CLONE_PARENT 0x00008000
#define CLONE_THREAD 0x00010000
#define CLONE_NEWNS 0x00020000
#define CLONE_SYSVSEM 0x00040000
#define CLONE_SETTLS 0x00080000
#define CLONE_PARENT_SETTID 0x00100000
#define CLONE_CHILD_CLEARTID 0x00200000
#define CLONE_DETACHED 0x00400000
#define CLONE_UNTRACED 0x00800000
#define CLONE_CHILD_SETTID 0x01000000
#define CLONE_NEWCGROUP 0x02000000
#define CLONE_NEWUTS 0x04000000
#define CLONE_NEWIPC 0x08000000
#define CLONE_NEWUSER 0x10000000
#define CLONE_NEWPID 0x20000000
#define CLONE_NEWNET 0x40000000
#define CLONE_IO 0x80000000

int sched_getcpu(void);
int unshare(int);
int setns(int, int);

/* 1024 CPUs, as glibc: the size programs pass to the affinity calls. */
#define CPU_SETSIZE 1024
typedef struct cpu_set_t {
	unsigned long __bits[CPU_SETSIZE / (8 * sizeof(long))];
} cpu_set_t;

int sched_getaffinity(pid_t, size_t, cpu_set_t *);
int sched_setaffinity(pid_t, size_t, const cpu_set_t *);
int __sched_cpucount(size_t, const cpu_set_t *);

#define __CPU_WORD(i) ((i) / (8 * sizeof(long)))
#define __CPU_MASK(i) (1UL << ((i) % (8 * sizeof(long))))
#define __CPU_OP_S(i, size, set, op) ((size_t)(i) < 8 * (size_t)(size) \
	? (((set)->__bits[__CPU_WORD(i)] op __CPU_MASK(i)), 1) : 0)

#define CPU_SET_S(i, size, set) __CPU_OP_S(i, size, set, |=)
#define CPU_CLR_S(i, size, set) __CPU_OP_S(i, size, set, &=~)
#define CPU_ISSET_S(i, size, set) ((size_t)(i) < 8 * (size_t)(size) \
	&& ((set)->__bits[__CPU_WORD(i)] & __CPU_MASK(i)) != 0)
#define CPU_ZERO_S(size, set) do { size_t __i; for (__i = 0; __i < (size) / sizeof(long); __i++) \
	(set)->__bits[__i] = 0; } while (0)
#define CPU_COUNT_S(size, set) __sched_cpucount(size, set)

#define __CPU_BINOP_S(d, s1, s2, size, op) do { size_t __i; \
	for (__i = 0; __i < (size) / sizeof(long); __i++) \
		(d)->__bits[__i] = (s1)->__bits[__i] op (s2)->__bits[__i]; } while (0)
#define CPU_AND_S(size, d, s1, s2) __CPU_BINOP_S(d, s1, s2, size, &)
#define CPU_OR_S(size, d, s1, s2) __CPU_BINOP_S(d, s1, s2, size, |)
#define CPU_XOR_S(size, d, s1, s2) __CPU_BINOP_S(d, s1, s2, size, ^)
#define CPU_EQUAL_S(size, s1, s2) (__builtin_memcmp(s1, s2, size) == 0)

#define CPU_SET(i, set) CPU_SET_S(i, sizeof(cpu_set_t), set)
#define CPU_CLR(i, set) CPU_CLR_S(i, sizeof(cpu_set_t), set)
#define CPU_ISSET(i, set) CPU_ISSET_S(i, sizeof(cpu_set_t), set)
#define CPU_ZERO(set) CPU_ZERO_S(sizeof(cpu_set_t), set)
#define CPU_COUNT(set) CPU_COUNT_S(sizeof(cpu_set_t), set)
#define CPU_AND(d, s1, s2) CPU_AND_S(sizeof(cpu_set_t), d, s1, s2)
#define CPU_OR(d, s1, s2) CPU_OR_S(sizeof(cpu_set_t), d, s1, s2)
#define CPU_XOR(d, s1, s2) CPU_XOR_S(sizeof(cpu_set_t), d, s1, s2)
#define CPU_EQUAL(s1, s2) CPU_EQUAL_S(sizeof(cpu_set_t), s1, s2)
#define CPU_ALLOC_SIZE(n) ((((n) + 8 * sizeof(long) - 1) / (8 * sizeof(long))) * sizeof(long))
#define CPU_ALLOC(n) ((cpu_set_t *)__builtin_calloc(1, CPU_ALLOC_SIZE(n)))
#define CPU_FREE(set) __builtin_free(set)
#endif

__END_DECLS

#endif
