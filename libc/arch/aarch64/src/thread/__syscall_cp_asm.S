/* long __syscall_cp_asm(volatile int *cancel, long nr, a, b, c, d, e, f)
 * The cancellation window: if SIGCANCEL arrives with the PC in
 * [__cp_begin, __cp_end) the handler moves it to __cp_cancel. That covers
 * the flag test, the svc, and a restarted syscall (the kernel rewinds the
 * PC onto the svc), but not a syscall that has completed. */
	.text
	.global __cp_begin, __cp_end, __cp_cancel
	.hidden __cp_begin, __cp_end, __cp_cancel
	.global __syscall_cp_asm
	.hidden __syscall_cp_asm
	.type __syscall_cp_asm,%function
__syscall_cp_asm:
__cp_begin:
	ldr w9,[x0]
	cbnz w9,__cp_cancel
	mov x8,x1
	mov x0,x2
	mov x1,x3
	mov x2,x4
	mov x3,x5
	mov x4,x6
	mov x5,x7
	svc #0
__cp_end:
	ret
__cp_cancel:
	b __cancel
	.size __syscall_cp_asm,.-__syscall_cp_asm
	.section .note.GNU-stack,"",%progbits
