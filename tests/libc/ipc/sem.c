#define _GNU_SOURCE
#include <sys/sem.h>
#include <sys/wait.h>
#include <errno.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

/* The application defines union semun (POSIX). */
union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *__buf;
};

static int getval(int id, int n) { return semctl(id, n, GETVAL); }

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(void)
{
	time_t start = time(0);
	int id = semget(IPC_PRIVATE, 3, IPC_CREAT | 0600);
	if (id < 0 && errno == ENOSYS) SKIP("semget: ENOSYS (no System V IPC in this kernel or emulator)");
	CHECK(id >= 0);

	struct semid_ds ds;
	union semun arg;
	memset(&ds, 0x5a, sizeof ds);
	arg.buf = &ds;
	CHECK_INT(semctl(id, 0, IPC_STAT, arg), 0);
	CHECK_INT(ds.sem_nsems, 3);
	CHECK_INT(ds.sem_perm.mode & 0777, 0600);
	CHECK_INT(ds.sem_perm.uid, geteuid());
	CHECK_INT(ds.sem_perm.cgid, getegid());
	CHECK_INT(ds.sem_otime, 0);
	CHECK(ds.sem_ctime >= start && ds.sem_ctime <= time(0));

	unsigned short vals[3] = { 1, 2, 3 }, got[3] = { 0 };
	arg.array = vals;
	CHECK_INT(semctl(id, 0, SETALL, arg), 0);
	arg.array = got;
	CHECK_INT(semctl(id, 0, GETALL, arg), 0);
	CHECK(got[0] == 1 && got[1] == 2 && got[2] == 3);
	arg.val = 5;
	CHECK_INT(semctl(id, 0, SETVAL, arg), 0);
	CHECK_INT(getval(id, 0), 5);
	CHECK_INT(getval(id, 1), 2);
	arg.val = -1;
	CHECK_ERRNO(semctl(id, 0, SETVAL, arg), ERANGE);
	arg.val = 0;
	CHECK_ERRNO(semctl(id, 7, SETVAL, arg), EINVAL);

	struct sembuf ops[2] = { { 0, -2, 0 }, { 2, 4, 0 } };
	CHECK_INT(semop(id, ops, 2), 0);
	CHECK_INT(getval(id, 0), 3);
	CHECK_INT(getval(id, 2), 7);
	CHECK_INT(semctl(id, 0, GETPID), getpid());
	arg.buf = &ds;
	CHECK_INT(semctl(id, 0, IPC_STAT, arg), 0);
	CHECK(ds.sem_otime >= start);

	/* all or nothing: the second op cannot go, so neither does */
	struct sembuf fail[2] = { { 0, -1, IPC_NOWAIT }, { 1, -9, IPC_NOWAIT } };
	CHECK_ERRNO(semop(id, fail, 2), EAGAIN);
	CHECK_INT(getval(id, 0), 3);
	struct sembuf zero = { 1, 0, IPC_NOWAIT };
	CHECK_ERRNO(semop(id, &zero, 1), EAGAIN);

	/* semtimedop gives up after its timeout */
	struct sembuf wait1 = { 1, -3, 0 };
	struct timespec ts = { 0, 100000000 };
	double t0 = now();
	CHECK_ERRNO(semtimedop(id, &wait1, 1, &ts), EAGAIN);
	CHECK(now() - t0 >= 0.09);
	struct sembuf take1 = { 1, -1, 0 };
	CHECK_INT(semtimedop(id, &take1, 1, &ts), 0);
	CHECK_INT(getval(id, 1), 1);

	/* a child blocks on semaphore 1; the parent sees it waiting
	 * (GETNCNT), then posts */
	pid_t kid = fork();
	if (kid == 0) {
		struct sembuf w = { 1, -2, 0 };
		_exit(semop(id, &w, 1) == 0 ? 0 : 1);
	}
	int n = 0;
	for (int i = 0; i < 500 && (n = semctl(id, 1, GETNCNT)) == 0; i++) usleep(10000);
	CHECK_INT(n, 1);
	struct sembuf post = { 1, 1, 0 };
	CHECK_INT(semop(id, &post, 1), 0);
	int st;
	CHECK_INT(waitpid(kid, &st, 0), kid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_INT(getval(id, 1), 0);
	CHECK_INT(semctl(id, 1, GETPID), kid);

	/* a zero-wait: the child waits for semaphore 2 to reach zero */
	kid = fork();
	if (kid == 0) {
		struct sembuf z = { 2, 0, 0 };
		_exit(semop(id, &z, 1) == 0 ? 0 : 1);
	}
	for (int i = 0; i < 500 && (n = semctl(id, 2, GETZCNT)) == 0; i++) usleep(10000);
	CHECK_INT(n, 1);
	arg.val = 0;
	CHECK_INT(semctl(id, 2, SETVAL, arg), 0);
	CHECK_INT(waitpid(kid, &st, 0), kid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);

	/* SEM_UNDO: the kernel takes back a dead process's adjustments */
	kid = fork();
	if (kid == 0) {
		struct sembuf u = { 0, 4, SEM_UNDO };
		_exit(semop(id, &u, 1) == 0 && getval(id, 0) == 7 ? 0 : 1);
	}
	CHECK_INT(waitpid(kid, &st, 0), kid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_INT(getval(id, 0), 3);

	/* IPC_SET, the GNU information commands, removal with 3 arguments */
	ds.sem_perm.mode = 0640;
	arg.buf = &ds;
	CHECK_INT(semctl(id, 0, IPC_SET, arg), 0);
	CHECK_INT(semctl(id, 0, IPC_STAT, arg), 0);
	CHECK_INT(ds.sem_perm.mode & 0777, 0640);
	struct seminfo si;
	arg.__buf = &si;
	CHECK(semctl(id, 0, IPC_INFO, arg) >= 0);
	CHECK(si.semmsl >= 3 && si.semmni > 0 && si.semvmx >= 32767);
	CHECK(semctl(id, 0, SEM_INFO, arg) >= 0);
	CHECK(si.semusz >= 1);

	CHECK_INT(semctl(id, 0, IPC_RMID), 0);
	errno = 0;
	CHECK(semop(id, &post, 1) == -1 && (errno == EINVAL || errno == EIDRM));
	CHECK_ERRNO(semctl(-1, 0, GETVAL), EINVAL);
	CHECK_ERRNO(semget(IPC_PRIVATE, -1, 0600), EINVAL);
	return check_done();
}
