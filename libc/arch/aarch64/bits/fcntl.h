/* aarch64 inherits the 32-bit ARM placement of these four open flags. */
#define O_DIRECTORY 040000
#define O_NOFOLLOW  0100000
#define O_DIRECT    0200000
#define O_LARGEFILE 0400000
