/* aarch64 follows the asm-generic kernel ABI. */
typedef unsigned int __polyport_nlink_t;
typedef int __polyport_blksize_t;
