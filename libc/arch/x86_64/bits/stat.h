/* The x86_64 kernel's struct stat (arch/x86/include/uapi/asm/stat.h):
 * st_nlink before st_mode, 64-bit nlink and blksize. */
struct stat {
	dev_t st_dev;
	ino_t st_ino;
	nlink_t st_nlink;

	mode_t st_mode;
	uid_t st_uid;
	gid_t st_gid;
	unsigned int __pad0;
	dev_t st_rdev;
	off_t st_size;
	blksize_t st_blksize;
	blkcnt_t st_blocks;

	struct timespec st_atim;
	struct timespec st_mtim;
	struct timespec st_ctim;
	long __st_reserved[3];
};
