/* int setjmp(jmp_buf env): keep the callee-saved registers, the caller's
 * stack pointer and the return address. The signal mask is not saved
 * (sigsetjmp does that), as on glibc. */
	.text
	.global setjmp, _setjmp
	.type setjmp,@function
	.type _setjmp,@function
setjmp:
_setjmp:
	mov %rbx,(%rdi)
	mov %rbp,8(%rdi)
	mov %r12,16(%rdi)
	mov %r13,24(%rdi)
	mov %r14,32(%rdi)
	mov %r15,40(%rdi)
	lea 8(%rsp),%rdx
	mov %rdx,48(%rdi)
	mov (%rsp),%rdx
	mov %rdx,56(%rdi)
	xor %eax,%eax
	ret
	.size setjmp,.-setjmp
	.size _setjmp,.-_setjmp
	.section .note.GNU-stack,"",@progbits
