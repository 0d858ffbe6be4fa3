#ifndef _SYS_MSG_H
#define _SYS_MSG_H

#include <features.h>

#define __NEED_pid_t
#define __NEED_size_t
#define __NEED_ssize_t
#define __NEED_time_t
#include <bits/alltypes.h>

#include <sys/ipc.h>

typedef unsigned long msgqnum_t;
typedef unsigned long msglen_t;

#define MSG_NOERROR 010000

/* The kernel's struct msqid64_ds (the same on x86_64 and aarch64). */
struct msqid_ds {
	struct ipc_perm msg_perm;
	time_t msg_stime;
	time_t msg_rtime;
	time_t msg_ctime;
	unsigned long __msg_cbytes;
	msgqnum_t msg_qnum;
	msglen_t msg_qbytes;
	pid_t msg_lspid;
	pid_t msg_lrpid;
	unsigned long __unused4;
	unsigned long __unused5;
};

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define MSG_STAT     11
#define MSG_INFO     12
#define MSG_STAT_ANY 13
#define MSG_EXCEPT   020000
#define MSG_COPY     040000

struct msginfo {
	int msgpool, msgmap, msgmax, msgmnb, msgmni, msgssz, msgtql;
	unsigned short msgseg;
};
#endif

#ifdef _GNU_SOURCE
struct msgbuf {
	long mtype;
	char mtext[1];
};
#endif

__BEGIN_DECLS

int msgctl(int, int, struct msqid_ds *);
int msgget(key_t, int);
ssize_t msgrcv(int, void *, size_t, long, int);
int msgsnd(int, const void *, size_t, int);

__END_DECLS

#endif
