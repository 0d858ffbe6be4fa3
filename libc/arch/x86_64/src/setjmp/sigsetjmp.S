/* int sigsetjmp(sigjmp_buf env, int savemask)
 * With savemask, a C helper stores the mask in env first; then setjmp
 * runs as if called directly by our caller (same stack pointer, same
 * return address), so a later siglongjmp lands in the caller. */
	.text
	.global sigsetjmp, __sigsetjmp
	.type sigsetjmp,@function
	.type __sigsetjmp,@function
sigsetjmp:
__sigsetjmp:
	test %esi,%esi
	jnz 1f
	movq $0,64(%rdi)	/* __fl: no mask to restore */
	jmp setjmp
1:	push %rdi
	call __sigsetjmp_save
	pop %rdi
	jmp setjmp
	.size sigsetjmp,.-sigsetjmp
	.size __sigsetjmp,.-__sigsetjmp
	.section .note.GNU-stack,"",@progbits
