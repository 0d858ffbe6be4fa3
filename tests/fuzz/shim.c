/* What the host copy of the libc (make fuzz, mk/fuzz.mk) needs from the
 * parts of libc left out of it: the libc's global state, which start-up
 * would fill. Zero is right for a process our crt did not start: one
 * thread, no auxv, the C locale. */
#include "libc.h"

struct __libc __libc;
