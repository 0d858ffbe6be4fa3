#ifndef _SYS_IPC_H
#define _SYS_IPC_H

#include <features.h>

#define __NEED_uid_t
#define __NEED_gid_t
#define __NEED_mode_t
#define __NEED_key_t
#include <bits/alltypes.h>

/* The kernel's struct ipc64_perm, which the 64-bit syscalls read and
 * write directly (no IPC_64 flag: x86_64 and aarch64 refuse it). */
struct ipc_perm {
	key_t __key;
	uid_t uid;
	gid_t gid;
	uid_t cuid;
	gid_t cgid;
	mode_t mode;
	unsigned short __seq;
	unsigned short __pad2;
	unsigned long __unused1;
	unsigned long __unused2;
};

#define IPC_CREAT  01000
#define IPC_EXCL   02000
#define IPC_NOWAIT 04000

#define IPC_PRIVATE ((key_t)0)

#define IPC_RMID 0
#define IPC_SET  1
#define IPC_STAT 2
#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define IPC_INFO 3
#endif

__BEGIN_DECLS

key_t ftok(const char *, int);

__END_DECLS

#endif
