#include <sys/shm.h>
#include "syscall.h"

/* struct shmid_ds is the kernel's shmid64_ds and the 64-bit syscall
 * always uses that layout, so the command goes as it is (no IPC_64:
 * x86_64 and aarch64 answer EINVAL to it). */
int shmctl(int id, int cmd, struct shmid_ds *buf)
{
	return syscall_ret(SYS_shmctl, id, cmd, buf);
}
