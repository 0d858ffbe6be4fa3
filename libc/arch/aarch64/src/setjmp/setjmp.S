/* int setjmp(jmp_buf env): keep the AAPCS64 callee-saved registers (x19-
 * x29, d8-d15), the return address and sp. The signal mask is not saved
 * (sigsetjmp does that), as on glibc. */
	.text
	.global setjmp, _setjmp
	.type setjmp,%function
	.type _setjmp,%function
setjmp:
_setjmp:
	stp x19,x20,[x0,#0]
	stp x21,x22,[x0,#16]
	stp x23,x24,[x0,#32]
	stp x25,x26,[x0,#48]
	stp x27,x28,[x0,#64]
	stp x29,x30,[x0,#80]
	mov x2,sp
	str x2,[x0,#96]
	stp d8,d9,[x0,#112]
	stp d10,d11,[x0,#128]
	stp d12,d13,[x0,#144]
	stp d14,d15,[x0,#160]
	mov x0,#0
	ret
	.size setjmp,.-setjmp
	.size _setjmp,.-_setjmp
	.section .note.GNU-stack,"",%progbits
