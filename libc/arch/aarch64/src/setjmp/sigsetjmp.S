/* int sigsetjmp(sigjmp_buf env, int savemask)
 * With savemask, a C helper stores the mask in env first; then setjmp
 * runs with our caller's sp and x30, so a later siglongjmp lands in the
 * caller. */
	.text
	.global sigsetjmp, __sigsetjmp
	.type sigsetjmp,%function
	.type __sigsetjmp,%function
sigsetjmp:
__sigsetjmp:
	cbnz w1,1f
	str xzr,[x0,#176]	/* __fl: no mask to restore */
	b setjmp
1:	stp x0,x30,[sp,#-16]!
	bl __sigsetjmp_save
	ldp x0,x30,[sp],#16
	b setjmp
	.size sigsetjmp,.-sigsetjmp
	.size __sigsetjmp,.-__sigsetjmp
	.section .note.GNU-stack,"",%progbits
