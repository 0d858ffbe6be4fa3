/* Old spelling of <signal.h>; some programs still include it. */
#include <signal.h>
