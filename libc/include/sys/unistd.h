/* Old spelling of <unistd.h>; some programs still include it. */
#include <unistd.h>
