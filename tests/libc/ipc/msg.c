#define _GNU_SOURCE
#include <sys/msg.h>
#include <errno.h>
#include <stddef.h>
#include <pthread.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

struct m16 {
	long mtype;
	char text[16];
};

static int send(int id, long type, const char *s)
{
	struct m16 m = { type, { 0 } };
	strcpy(m.text, s);
	return msgsnd(id, &m, strlen(s) + 1, IPC_NOWAIT);
}

/* qemu-user (7.2) copies msqid_ds's pid fields out as 8-byte words, so
 * msg_lrpid lands in the 4 bytes after it and reads 0 (glibc's own
 * aarch64 build sees the same): where it is 0, look there. */
static long lrpid(const struct msqid_ds *ds)
{
	int v = ds->msg_lrpid;
	if (!v) memcpy(&v, (const char *)ds + offsetof(struct msqid_ds, msg_lrpid) + sizeof v, sizeof v);
	return v;
}

static volatile int started;
static void *receiver(void *arg)
{
	struct m16 m;
	started = 1;
	msgrcv(*(int *)arg, &m, sizeof m.text, 99, 0);
	return 0;
}

int main(void)
{
	time_t start = time(0);
	int id = msgget(IPC_PRIVATE, IPC_CREAT | 0600);
	if (id < 0 && errno == ENOSYS) SKIP("msgget: ENOSYS (no System V IPC in this kernel or emulator)");
	CHECK(id >= 0);

	CHECK_INT(send(id, 2, "two"), 0);
	CHECK_INT(send(id, 1, "one"), 0);
	CHECK_INT(send(id, 3, "three"), 0);
	CHECK_INT(send(id, 2, "two again"), 0);

	struct msqid_ds ds;
	memset(&ds, 0x5a, sizeof ds);
	CHECK_INT(msgctl(id, IPC_STAT, &ds), 0);
	CHECK_INT(ds.msg_qnum, 4);
	CHECK_INT(ds.msg_lspid, getpid());
	CHECK_INT(ds.msg_lrpid, 0);
	CHECK_INT(ds.msg_rtime, 0);
	CHECK(ds.msg_stime >= start && ds.msg_stime <= time(0));
	CHECK(ds.msg_qbytes >= 64);
	CHECK_INT(ds.msg_perm.mode & 0777, 0600);
	CHECK_INT(ds.msg_perm.cuid, geteuid());

	struct m16 m;
	/* by type; 0 takes the first; a negative type the lowest up to it */
	CHECK_INT(msgrcv(id, &m, sizeof m.text, 3, 0), 6);
	CHECK_STR(m.text, "three");
	CHECK_INT(msgrcv(id, &m, sizeof m.text, -2, 0), 4);
	CHECK_INT(m.mtype, 1);
	CHECK_STR(m.text, "one");
	CHECK_INT(msgrcv(id, &m, sizeof m.text, 0, 0), 4);
	CHECK_STR(m.text, "two");
	CHECK_ERRNO(msgrcv(id, &m, sizeof m.text, 7, IPC_NOWAIT), ENOMSG);
	/* too long for the buffer: refused, or cut with MSG_NOERROR */
	CHECK_ERRNO(msgrcv(id, &m, 3, 2, IPC_NOWAIT), E2BIG);
	CHECK_INT(msgrcv(id, &m, 3, 2, IPC_NOWAIT | MSG_NOERROR), 3);
	CHECK_MEM(m.text, "two", 3);
	CHECK_ERRNO(msgrcv(id, &m, sizeof m.text, 0, IPC_NOWAIT), ENOMSG);
	/* GNU: any type but the one named */
	CHECK_INT(send(id, 5, "five"), 0);
	CHECK_INT(send(id, 6, "six"), 0);
	CHECK_INT(msgrcv(id, &m, sizeof m.text, 5, IPC_NOWAIT | MSG_EXCEPT), 4);
	CHECK_STR(m.text, "six");
	CHECK_INT(msgrcv(id, &m, sizeof m.text, 5, IPC_NOWAIT), 5);
	CHECK_INT(msgctl(id, IPC_STAT, &ds), 0);
	CHECK_INT(lrpid(&ds), getpid());
	CHECK(ds.msg_rtime >= start);
	CHECK_INT(ds.msg_qnum, 0);

	struct m16 bad = { 0, "x" };
	CHECK_ERRNO(msgsnd(id, &bad, 2, IPC_NOWAIT), EINVAL);

	/* a full queue: IPC_NOWAIT says EAGAIN */
	ds.msg_qbytes = 16;
	CHECK_INT(msgctl(id, IPC_SET, &ds), 0);
	CHECK_INT(msgctl(id, IPC_STAT, &ds), 0);
	CHECK_INT(ds.msg_qbytes, 16);
	CHECK_INT(send(id, 1, "0123456789abcde"), 0);
	CHECK_ERRNO(send(id, 1, "x"), EAGAIN);
	CHECK_INT(msgrcv(id, &m, sizeof m.text, 0, 0), 16);

	/* msgrcv is a cancellation point */
	pthread_t t;
	void *res = 0;
	CHECK_INT(pthread_create(&t, 0, receiver, &id), 0);
	while (!started) usleep(1000);
	usleep(20000);
	CHECK_INT(pthread_cancel(t), 0);
	CHECK_INT(pthread_join(t, &res), 0);
	CHECK(res == PTHREAD_CANCELED);

	struct msginfo mi;
	CHECK(msgctl(id, IPC_INFO, (struct msqid_ds *)&mi) >= 0);
	CHECK(mi.msgmax > 0 && mi.msgmnb > 0 && mi.msgmni > 0);

	CHECK_INT(msgctl(id, IPC_RMID, 0), 0);
	errno = 0;
	CHECK(send(id, 1, "gone") == -1 && (errno == EINVAL || errno == EIDRM));
	CHECK_ERRNO(msgctl(-1, IPC_STAT, &ds), EINVAL);
	return check_done();
}
