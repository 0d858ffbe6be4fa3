#include <string.h>
#include <stdint.h>
#include "pthread_impl.h"

/* x86_64 code reads the canary from the thread descriptor (%fs:0x28);
 * aarch64 gcc reads this global. Both hold the same value. */
uintptr_t __stack_chk_guard;

void __init_ssp(void *entropy)
{
	if (entropy) memcpy(&__stack_chk_guard, entropy, sizeof __stack_chk_guard);
	else __stack_chk_guard = (uintptr_t)&__stack_chk_guard * 1103515245;
	/* A zero low byte stops string functions from reading or writing past
	 * the canary, as glibc does. */
	__stack_chk_guard &= ~(uintptr_t)0xff;
	__pthread_self()->canary = __stack_chk_guard;
}

_Noreturn void __stack_chk_fail(void)
{
	static const char msg[] = "*** stack smashing detected ***: terminated\n";
	__syscall(SYS_write, 2, msg, sizeof msg - 1);
	/* abort() may not be linked, and the stack is not to be trusted:
	 * raise SIGABRT directly, then make sure we die. */
	__syscall(SYS_kill, __syscall(SYS_getpid), 6);
	for (;;) __syscall(SYS_exit_group, 127);
}

weak_alias(__stack_chk_fail, __stack_chk_fail_local);
