/* x86_64 shares utmp files with i386: session and times are 32 bits,
 * as in glibc (384-byte records). */
#define __UT_WORD int
