/* long __syscall_cp_asm(volatile int *cancel, long nr, a, b, c, d, e, f)
 * The cancellation window: if SIGCANCEL arrives with the PC in
 * [__cp_begin, __cp_end) the handler moves it to __cp_cancel. That covers
 * the flag test, the syscall instruction, and a restarted syscall (the
 * kernel rewinds the PC onto it), but not a syscall that has completed. */
	.text
	.global __cp_begin, __cp_end, __cp_cancel
	.hidden __cp_begin, __cp_end, __cp_cancel
	.global __syscall_cp_asm
	.hidden __syscall_cp_asm
	.type __syscall_cp_asm,@function
__syscall_cp_asm:
__cp_begin:
	mov (%rdi),%eax
	test %eax,%eax
	jnz __cp_cancel
	mov %rsi,%rax
	mov %rdx,%rdi
	mov %rcx,%rsi
	mov %r8,%rdx
	mov %r9,%r10
	mov 8(%rsp),%r8
	mov 16(%rsp),%r9
	/* a syscall site as syscall_insn.h makes them, with __cp_end right
	 * after the instruction: a completed call is outside the window; no
	 * polyport_scn entry: each caller names its number (pthread_impl.h) */
.Lsc_cp:
	syscall
__cp_end:
	nopl (%rax)
	.pushsection polyport_sc,"ao",@progbits,.Lsc_cp
	.balign 4
	.long .Lsc_cp - .
	.popsection
	ret
__cp_cancel:
	jmp __cancel
	.size __syscall_cp_asm,.-__syscall_cp_asm
	.section .note.GNU-stack,"",@progbits
