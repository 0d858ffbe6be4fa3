/* The LP64 types where x86_64 Linux differs from the generic ABI. */
typedef unsigned long __polyport_nlink_t;
typedef long __polyport_blksize_t;
