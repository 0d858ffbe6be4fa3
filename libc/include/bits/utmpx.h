/* LP64 without a 32-bit compat ABI (aarch64): session and times are
 * long, as glibc lays them out there (400-byte records). */
#define __UT_WORD long
