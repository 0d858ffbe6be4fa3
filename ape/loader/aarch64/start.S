/* aarch64 entry of the APE loader, and the jump into the loaded program. */
	.text
	.globl _start
	.type _start,%function
_start:
	mov x29, #0
	mov x30, #0
	mov x0, sp              /* argc, argv, envp, auxv as the kernel left them */
	bl ape_loader_main      /* never returns */
	brk #0
	.size _start,.-_start

/* void arch_jump(entry, sp): start the program on the rebuilt stack with
 * the registers as a fresh exec would leave them (x0 = 0: no atexit). */
	.globl arch_jump
	.type arch_jump,%function
arch_jump:
	mov sp, x1
	mov x16, x0
	mov x0, #0
	mov x1, #0
	mov x2, #0
	mov x3, #0
	mov x4, #0
	mov x5, #0
	mov x6, #0
	mov x7, #0
	mov x29, #0
	mov x30, #0
	br x16
	.size arch_jump,.-arch_jump
	.section .note.GNU-stack,"",%progbits
