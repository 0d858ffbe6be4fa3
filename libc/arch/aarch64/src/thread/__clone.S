/* int __clone(int (*fn)(void *), void *stack, int flags, void *arg,
 *             int *ptid, void *tls, int *ctid)
 * fn and arg travel on the new stack. Kernel order: flags, stack, ptid,
 * tls, ctid. */
	.text
	.global __clone
	.hidden __clone
	.type __clone,%function
__clone:
	and x1,x1,#-16
	stp x0,x3,[x1,#-16]!
	mov x8,#220
	mov x0,x2
	mov x2,x4
	mov x3,x5
	mov x4,x6
	svc #0
	cbz x0,1f
	ret
1:	mov x29,#0
	mov x30,#0
	ldp x1,x0,[sp],#16
	blr x1
	mov x8,#93
	svc #0
	brk #0
	.size __clone,.-__clone
	.section .note.GNU-stack,"",%progbits
