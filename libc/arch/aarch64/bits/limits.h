/* aarch64 kernels run with 4, 16 or 64 KiB pages: PAGESIZE is not a
 * constant there, use sysconf(_SC_PAGESIZE). */
