/* _Noreturn void __unmapself(void *base, size_t size)
 * A detached thread frees the stack it is running on: after munmap no
 * memory access is possible, so both system calls happen here. */
#include "syscall_insn.h"
	.text
	.global __unmapself
	.hidden __unmapself
	.type __unmapself,@function
__unmapself:
	SYSCALL_SITE 11
	xor %edi,%edi
	SYSCALL_SITE 60
	hlt
	.size __unmapself,.-__unmapself
	.section .note.GNU-stack,"",@progbits
