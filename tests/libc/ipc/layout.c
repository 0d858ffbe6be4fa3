#include <stddef.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <asm/ipcbuf.h>
#include <asm/msgbuf.h>
#include <asm/sembuf.h>
#include <asm/shmbuf.h>
#include "check.h"

/* The structures the IPC calls hand to the kernel must be its own
 * ipc64_perm/shmid64_ds/semid64_ds/msqid64_ds, field for field, on each
 * arch (semid_ds differs between x86_64 and aarch64). The kernel's
 * headers are the reference. */
#define SAME(ours, f, theirs, g) do { \
	CHECK_INT(offsetof(ours, f), offsetof(theirs, g)); \
	CHECK_INT(sizeof ((ours *)0)->f, sizeof ((theirs *)0)->g); \
} while (0)

int main(void)
{
	CHECK_INT(sizeof(struct ipc_perm), sizeof(struct ipc64_perm));
	SAME(struct ipc_perm, uid, struct ipc64_perm, uid);
	SAME(struct ipc_perm, gid, struct ipc64_perm, gid);
	SAME(struct ipc_perm, cuid, struct ipc64_perm, cuid);
	SAME(struct ipc_perm, cgid, struct ipc64_perm, cgid);
	SAME(struct ipc_perm, mode, struct ipc64_perm, mode);

	CHECK_INT(sizeof(struct shmid_ds), sizeof(struct shmid64_ds));
	SAME(struct shmid_ds, shm_segsz, struct shmid64_ds, shm_segsz);
	SAME(struct shmid_ds, shm_atime, struct shmid64_ds, shm_atime);
	SAME(struct shmid_ds, shm_dtime, struct shmid64_ds, shm_dtime);
	SAME(struct shmid_ds, shm_ctime, struct shmid64_ds, shm_ctime);
	SAME(struct shmid_ds, shm_cpid, struct shmid64_ds, shm_cpid);
	SAME(struct shmid_ds, shm_lpid, struct shmid64_ds, shm_lpid);
	SAME(struct shmid_ds, shm_nattch, struct shmid64_ds, shm_nattch);

	CHECK_INT(sizeof(struct semid_ds), sizeof(struct semid64_ds));
	SAME(struct semid_ds, sem_otime, struct semid64_ds, sem_otime);
	SAME(struct semid_ds, sem_ctime, struct semid64_ds, sem_ctime);
	SAME(struct semid_ds, sem_nsems, struct semid64_ds, sem_nsems);

	CHECK_INT(sizeof(struct msqid_ds), sizeof(struct msqid64_ds));
	SAME(struct msqid_ds, msg_stime, struct msqid64_ds, msg_stime);
	SAME(struct msqid_ds, msg_rtime, struct msqid64_ds, msg_rtime);
	SAME(struct msqid_ds, msg_ctime, struct msqid64_ds, msg_ctime);
	SAME(struct msqid_ds, msg_qnum, struct msqid64_ds, msg_qnum);
	SAME(struct msqid_ds, msg_qbytes, struct msqid64_ds, msg_qbytes);
	SAME(struct msqid_ds, msg_lspid, struct msqid64_ds, msg_lspid);
	SAME(struct msqid_ds, msg_lrpid, struct msqid64_ds, msg_lrpid);

	CHECK_INT(sizeof(struct sembuf), 6);
	CHECK_INT(offsetof(struct sembuf, sem_op), 2);
	CHECK_INT(offsetof(struct sembuf, sem_flg), 4);
	return check_done();
}
