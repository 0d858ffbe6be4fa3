#include <sys/single_threaded.h>

/* pthread_create clears it before the first thread starts. */
char __libc_single_threaded = 1;
