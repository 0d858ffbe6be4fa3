/* _Noreturn void __unmapself(void *base, size_t size)
 * A detached thread frees the stack it is running on: after munmap no
 * memory access is possible, so both system calls happen here. */
#include "syscall_insn.h"
	.text
	.global __unmapself
	.hidden __unmapself
	.type __unmapself,@function
__unmapself:
	mov $11,%eax
	SYSCALL_SITE
	xor %edi,%edi
	mov $60,%eax
	SYSCALL_SITE
	hlt
	.size __unmapself,.-__unmapself
	.section .note.GNU-stack,"",@progbits
