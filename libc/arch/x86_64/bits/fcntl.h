/* x86_64 uses the asm-generic open flag bits. O_LARGEFILE is the real
 * kernel bit (64-bit kernels force it on) so F_GETFL results decode. */
#define O_DIRECT    040000
#define O_LARGEFILE 0100000
#define O_DIRECTORY 0200000
#define O_NOFOLLOW  0400000
