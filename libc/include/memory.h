/* The pre-ANSI home of the mem* declarations, still included by old code. */
#include <string.h>
