#define _GNU_SOURCE
#include <sys/shm.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static void stat_of(int id, struct shmid_ds *ds)
{
	memset(ds, 0x5a, sizeof *ds);
	CHECK_INT(shmctl(id, IPC_STAT, ds), 0);
}

int main(void)
{
	time_t start = time(0);
	int id = shmget(IPC_PRIVATE, 10000, IPC_CREAT | 0600);
	if (id < 0 && errno == ENOSYS) SKIP("shmget: ENOSYS (no System V IPC in this kernel or emulator)");
	CHECK(id >= 0);

	struct shmid_ds ds;
	stat_of(id, &ds);
	CHECK_INT(ds.shm_segsz, 10000);
	CHECK_INT(ds.shm_perm.mode & 0777, 0600);
	CHECK_INT(ds.shm_perm.uid, geteuid());
	CHECK_INT(ds.shm_perm.cuid, geteuid());
	CHECK_INT(ds.shm_perm.gid, getegid());
	CHECK_INT(ds.shm_cpid, getpid());
	CHECK_INT(ds.shm_nattch, 0);
	CHECK_INT(ds.shm_atime, 0);
	CHECK(ds.shm_ctime >= start && ds.shm_ctime <= time(0));

	char *p = shmat(id, 0, 0);
	CHECK(p != (void *)-1);
	CHECK_INT((unsigned long)p % SHMLBA, 0);
	CHECK_INT(p[0], 0);
	CHECK_INT(p[9999], 0);
	strcpy(p, "written through p");
	/* a second attachment of the same segment, read-only, sees it */
	const char *q = shmat(id, 0, SHM_RDONLY);
	CHECK(q != (void *)-1 && q != p);
	CHECK_STR(q, "written through p");
	stat_of(id, &ds);
	CHECK_INT(ds.shm_nattch, 2);
	CHECK_INT(ds.shm_lpid, getpid());
	CHECK(ds.shm_atime >= start);

	/* the child's attachment (inherited over fork) is the same memory */
	pid_t kid = fork();
	if (kid == 0) {
		strcpy(p + 5000, "from the child");
		_exit(shmdt(p) == 0 ? 0 : 1);
	}
	int st;
	CHECK_INT(waitpid(kid, &st, 0), kid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_STR(q + 5000, "from the child");

	CHECK_INT(shmdt(q), 0);
	CHECK_ERRNO(shmdt(q), EINVAL);
	stat_of(id, &ds);
	CHECK_INT(ds.shm_nattch, 1);
	CHECK(ds.shm_dtime >= start);

	/* at a chosen address (a hole made here for it): SHM_RND rounds it
	 * down to SHMLBA; without SHM_RND the unaligned address is refused */
	char *hole = mmap(0, 8 * SHMLBA, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(hole != MAP_FAILED);
	char *want = (char *)(((unsigned long)hole + 2 * SHMLBA) & -(unsigned long)SHMLBA);
	CHECK_INT(munmap(hole, 8 * SHMLBA), 0);
	CHECK_ERRNO(shmat(id, want + 100, 0), EINVAL);
	char *r = shmat(id, want + 100, SHM_RND);
	CHECK(r == want);
	if (r != (void *)-1) {
		CHECK_STR(r, "written through p");
		CHECK_INT(shmdt(r), 0);
	}
	CHECK_STR(p, "written through p");

	ds.shm_perm.mode = 0640;
	CHECK_INT(shmctl(id, IPC_SET, &ds), 0);
	stat_of(id, &ds);
	CHECK_INT(ds.shm_perm.mode & 0777, 0640);

	struct shminfo info;
	CHECK(shmctl(0, IPC_INFO, (struct shmid_ds *)&info) >= 0);
	CHECK(info.shmmni > 0 && info.shmmax >= 10000);

	/* removal waits for the last detach; the segment is then gone */
	CHECK_INT(shmctl(id, IPC_RMID, 0), 0);
	stat_of(id, &ds);
	CHECK(ds.shm_perm.mode & SHM_DEST);
	CHECK_STR(p, "written through p");
	CHECK_INT(shmdt(p), 0);
	errno = 0;
	CHECK(shmctl(id, IPC_STAT, &ds) == -1 && (errno == EINVAL || errno == EIDRM));
	CHECK(shmat(id, 0, 0) == (void *)-1 && (errno == EINVAL || errno == EIDRM));
	CHECK_ERRNO(shmctl(-1, IPC_STAT, &ds), EINVAL);
	CHECK_ERRNO(shmctl(id, 9999, &ds), EINVAL);

	/* a key: the first get creates, IPC_EXCL refuses a second creation,
	 * a bigger size than the segment's is refused */
	char dir[] = "/tmp/shmkXXXXXX", path[64];
	CHECK(mkdtemp(dir) != 0);
	snprintf(path, sizeof path, "%s/k", dir);
	close(open(path, O_CREAT | O_WRONLY, 0600));
	key_t key = ftok(path, 's');
	int kid1 = shmget(key, 4096, IPC_CREAT | IPC_EXCL | 0600);
	if (kid1 < 0 && errno == EEXIST) SKIP("the test's ftok key is taken by another segment");
	CHECK(kid1 >= 0);
	CHECK_INT(shmget(key, 4096, 0), kid1);
	CHECK_INT(shmget(key, 100, 0), kid1);
	CHECK_ERRNO(shmget(key, 4096, IPC_CREAT | IPC_EXCL | 0600), EEXIST);
	CHECK_ERRNO(shmget(key, 8192, 0), EINVAL);
	CHECK_INT(shmctl(kid1, IPC_RMID, 0), 0);
	CHECK_ERRNO(shmget(key, 4096, 0), ENOENT);
	unlink(path);
	rmdir(dir);
	return check_done();
}
