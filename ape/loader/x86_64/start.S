/* x86_64 entry of the APE loader, and the jump into the loaded program. */
	.text
	.globl _start
	.type _start,@function
_start:
	xor %ebp,%ebp
	mov %rsp,%rdi           /* argc, argv, envp, auxv as the kernel left them */
	and $-16,%rsp
	call ape_loader_main    /* never returns */
	hlt
	.size _start,.-_start

/* void arch_jump(entry, sp): start the program on the rebuilt stack with
 * the registers as a fresh exec would leave them (rdx = 0: no atexit). */
	.globl arch_jump
	.type arch_jump,@function
arch_jump:
	mov %rsi,%rsp
	mov %rdi,%rax
	xor %ebx,%ebx
	xor %ecx,%ecx
	xor %edx,%edx
	xor %esi,%esi
	xor %edi,%edi
	xor %ebp,%ebp
	xor %r8d,%r8d
	xor %r9d,%r9d
	xor %r10d,%r10d
	xor %r11d,%r11d
	xor %r12d,%r12d
	xor %r13d,%r13d
	xor %r14d,%r14d
	xor %r15d,%r15d
	jmp *%rax
	.size arch_jump,.-arch_jump
	.section .note.GNU-stack,"",@progbits
