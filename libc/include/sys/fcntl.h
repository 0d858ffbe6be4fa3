/* Old spelling of <fcntl.h>; some programs still include it. */
#include <fcntl.h>
