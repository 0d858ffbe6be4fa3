/* pid_t vfork(void): the child runs on the parent's stack until it
 * execs or exits, so the return address cannot stay on the stack (the
 * child's return would pop it): keep it in %rdx across the syscall. */
#include "syscall_insn.h"
	.text
	.global vfork
	.type vfork,@function
vfork:
	pop %rdx
	SYSCALL_SITE 58
	push %rdx
	mov %rax,%rdi
	jmp __syscall_ret
	.size vfork,.-vfork
	.section .note.GNU-stack,"",@progbits
