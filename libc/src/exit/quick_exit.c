#include <stdlib.h>
#include "lock.h"

/* C11 asks for room for 32 handlers; at_quick_exit is rare enough that a
 * fixed table will do. */
#define COUNT 32

static void (*funcs[COUNT])(void);
static int count;
static volatile int lock[1];

int at_quick_exit(void (*f)(void))
{
	int r = -1;
	__lock(lock);
	if (count < COUNT) {
		funcs[count++] = f;
		r = 0;
	}
	__unlock(lock);
	return r;
}

_Noreturn void quick_exit(int code)
{
	__lock(lock);
	while (count > 0) {
		void (*f)(void) = funcs[--count];
		__unlock(lock);
		f();
		__lock(lock);
	}
	_Exit(code);
}
