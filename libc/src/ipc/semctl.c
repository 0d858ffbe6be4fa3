#define _GNU_SOURCE
#include <sys/sem.h>
#include <stdarg.h>
#include "syscall.h"

/* The caller's union semun: an int or a pointer, passed by value in one
 * register on both arches, as this union of the same size is. */
union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	void *any;
};

int semctl(int id, int num, int cmd, ...)
{
	union semun arg = { 0 };
	/* Read the fourth argument only for the commands that take one:
	 * the others may be called with three. */
	switch (cmd) {
	case SETVAL: case GETALL: case SETALL:
	case IPC_STAT: case IPC_SET: case IPC_INFO:
	case SEM_STAT: case SEM_INFO: case SEM_STAT_ANY: {
		va_list ap;
		va_start(ap, cmd);
		arg = va_arg(ap, union semun);
		va_end(ap);
	}
	}
	/* SETVAL's int is the low half of the word: the kernel reads only
	 * that half on a little-endian arch. */
	return syscall_ret(SYS_semctl, id, num, cmd, arg.any);
}
