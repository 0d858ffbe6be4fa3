/* x86's struct semid64_ds: each time is followed by a word that held
 * its high half on i386 and is kept, unused, on x86_64. */
struct semid_ds {
	struct ipc_perm sem_perm;
	time_t sem_otime;
	unsigned long __unused1;
	time_t sem_ctime;
	unsigned long __unused2;
	unsigned long sem_nsems;
	unsigned long __unused3;
	unsigned long __unused4;
};
