/* Old spelling of <sys/wait.h>; some programs still include it. */
#include <sys/wait.h>
