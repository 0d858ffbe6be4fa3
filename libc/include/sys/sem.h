#ifndef _SYS_SEM_H
#define _SYS_SEM_H

#include <features.h>

#define __NEED_pid_t
#define __NEED_size_t
#define __NEED_time_t
#if defined(_GNU_SOURCE)
#define __NEED_struct_timespec
#endif
#include <bits/alltypes.h>

#include <sys/ipc.h>

#define SEM_UNDO 0x1000

#define GETPID  11
#define GETVAL  12
#define GETALL  13
#define GETNCNT 14
#define GETZCNT 15
#define SETVAL  16
#define SETALL  17

/* struct semid_ds: the kernel's semid64_ds, whose layout differs
 * between the arches (x86_64 keeps a word after each time). */
#include <bits/sem.h>

struct sembuf {
	unsigned short sem_num;
	short sem_op;
	short sem_flg;
};

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define SEM_STAT     18
#define SEM_INFO     19
#define SEM_STAT_ANY 20

struct seminfo {
	int semmap, semmni, semmns, semmnu, semmsl;
	int semopm, semume, semusz, semvmx, semaem;
};
#endif

__BEGIN_DECLS

/* The fourth argument, when the command takes one, is the caller's own
 * union semun (POSIX leaves its definition to the application). */
int semctl(int, int, int, ...);
int semget(key_t, int, int);
int semop(int, struct sembuf *, size_t);
#if defined(_GNU_SOURCE)
int semtimedop(int, struct sembuf *, size_t, const struct timespec *);
#endif

__END_DECLS

#endif
