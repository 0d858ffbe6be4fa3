/* int __clone(int (*fn)(void *), void *stack, int flags, void *arg,
 *             int *ptid, void *tls, int *ctid)
 * The child starts on STACK with nothing of the parent's frame, so fn and
 * arg travel on the new stack itself. Kernel order: flags, stack, ptid,
 * ctid, tls. */
#include "syscall_insn.h"
	.text
	.global __clone
	.hidden __clone
	.type __clone,@function
__clone:
	and $-16,%rsi
	sub $16,%rsi
	mov %rdi,(%rsi)
	mov %rcx,8(%rsi)
	mov %edx,%edi
	mov %r8,%rdx
	mov 8(%rsp),%r10
	mov %r9,%r8
	SYSCALL_SITE 56
	test %eax,%eax
	jnz 1f
	xor %ebp,%ebp
	pop %rax
	pop %rdi
	call *%rax
	mov %eax,%edi
	SYSCALL_SITE 60
	hlt
1:	ret
	.size __clone,.-__clone
	.section .note.GNU-stack,"",@progbits
