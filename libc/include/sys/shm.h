#ifndef _SYS_SHM_H
#define _SYS_SHM_H

#include <features.h>

#define __NEED_pid_t
#define __NEED_size_t
#define __NEED_time_t
#include <bits/alltypes.h>

#include <sys/ipc.h>

/* The kernel's rounding unit on both arches' 4 KiB-page kernels (SHM_RND
 * rounds to the running kernel's own, so a larger page still works). */
#define SHMLBA 4096

#define SHM_RDONLY 010000
#define SHM_RND    020000

typedef unsigned long shmatt_t;

/* The kernel's struct shmid64_ds (the same on x86_64 and aarch64). */
struct shmid_ds {
	struct ipc_perm shm_perm;
	size_t shm_segsz;
	time_t shm_atime;
	time_t shm_dtime;
	time_t shm_ctime;
	pid_t shm_cpid;
	pid_t shm_lpid;
	shmatt_t shm_nattch;
	unsigned long __unused4;
	unsigned long __unused5;
};

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#define SHM_REMAP    040000
#define SHM_EXEC     0100000
#define SHM_HUGETLB  04000
#define SHM_NORESERVE 010000
#define SHM_LOCK     11
#define SHM_UNLOCK   12
#define SHM_STAT     13
#define SHM_INFO     14
#define SHM_STAT_ANY 15
#define SHM_DEST     01000
#define SHM_LOCKED   02000
#define SHM_HUGE_SHIFT 26
#define SHM_HUGE_MASK  0x3f

struct shminfo {
	unsigned long shmmax, shmmin, shmmni, shmseg, shmall;
	unsigned long __unused[4];
};

struct shm_info {
	int used_ids;
	unsigned long shm_tot, shm_rss, shm_swp;
	unsigned long swap_attempts, swap_successes;
};
#endif

__BEGIN_DECLS

void *shmat(int, const void *, int);
int shmctl(int, int, struct shmid_ds *);
int shmdt(const void *);
int shmget(key_t, size_t, int);

__END_DECLS

#endif
