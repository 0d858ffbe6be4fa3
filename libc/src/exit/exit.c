#include <stdlib.h>
#include "libc.h"

static void dummy(void) {}

/* atexit handlers and stdio register themselves by defining these; a
 * program that uses neither links neither. */
weak_alias(dummy, __funcs_on_exit);
weak_alias(dummy, __stdio_exit);

extern void (*const __fini_array_start)(void) hidden weak;
extern void (*const __fini_array_end)(void) hidden weak;

static void libc_exit_fini(void)
{
	for (void (*const *f)(void) = &__fini_array_end; f > &__fini_array_start;)
		(*--f)();
}

_Noreturn void exit(int code)
{
	__funcs_on_exit();
	libc_exit_fini();
	__stdio_exit();
	_Exit(code);
}
