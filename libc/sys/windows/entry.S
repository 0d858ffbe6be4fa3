/* The two ways into the Windows backend.
 *
 * __win_start is the PE entry point (apelink writes its address in the PE
 * header; the ELF entry stays _start). Windows calls it with the stack
 * 8 bytes off 16-byte alignment and no arguments worth reading. The image
 * relocates itself as on Linux (Windows applied no fix-up: the PE header
 * declares none), then main.c takes over and never returns.
 *
 * __win_systramp is what every system call site calls under Windows
 * (main.c rewrites "syscall; nopl (%rax)" into "call __win_systramp").
 * It keeps the promise of the syscall instruction: every register but
 * %rax, %rcx and %r11 (and the flags) is as it was, the vector registers
 * included, since the compiler keeps values in them across the site. The
 * Linux arguments (%rdi %rsi %rdx %r10 %r8 %r9, number in %rax) become a
 * C call __win_syscall(a1, ..., a6, number). */
	.weak _DYNAMIC
	.hidden _DYNAMIC
	.text
	.global __win_start
	.hidden __win_start
	.type __win_start,@function
__win_start:
	xor %ebp,%ebp
	andq $-16,%rsp
	lea _DYNAMIC(%rip),%rdi
	lea _GLOBAL_OFFSET_TABLE_(%rip),%rsi
	call __reloc_self
	call __win_main
	hlt
	.size __win_start,.-__win_start

/* long __win_call_on_stack(long (*fn)(void *), void *arg, void *top):
 * fn(arg) on another stack (process.c: a spawn's child). */
	.global __win_call_on_stack
	.hidden __win_call_on_stack
	.type __win_call_on_stack,@function
__win_call_on_stack:
	push %rbp
	mov %rsp,%rbp
	mov %rdx,%rsp
	mov %rdi,%rax
	mov %rsi,%rdi
	call *%rax
	mov %rbp,%rsp
	pop %rbp
	ret
	.size __win_call_on_stack,.-__win_call_on_stack

/* _Noreturn void __win_thread_enter(long stack): a new thread (thread.c)
 * moves to the stack __clone prepared, which holds the function and its
 * argument, runs it and ends with what it returns. */
	.global __win_thread_enter
	.hidden __win_thread_enter
	.type __win_thread_enter,@function
__win_thread_enter:
	mov %rdi,%rsp
	xor %ebp,%ebp
	pop %rax
	pop %rdi
	call *%rax
	mov %eax,%edi
	call __win_thread_exit
	hlt
	.size __win_thread_enter,.-__win_thread_enter

	.global __win_systramp
	.hidden __win_systramp
	.type __win_systramp,@function
__win_systramp:
	push %rbp
	mov %rsp,%rbp
	push %rdi
	push %rsi
	push %rdx
	push %r8
	push %r9
	push %r10
	sub $256,%rsp
	andq $-16,%rsp
	movaps %xmm0,0(%rsp)
	movaps %xmm1,16(%rsp)
	movaps %xmm2,32(%rsp)
	movaps %xmm3,48(%rsp)
	movaps %xmm4,64(%rsp)
	movaps %xmm5,80(%rsp)
	movaps %xmm6,96(%rsp)
	movaps %xmm7,112(%rsp)
	movaps %xmm8,128(%rsp)
	movaps %xmm9,144(%rsp)
	movaps %xmm10,160(%rsp)
	movaps %xmm11,176(%rsp)
	movaps %xmm12,192(%rsp)
	movaps %xmm13,208(%rsp)
	movaps %xmm14,224(%rsp)
	movaps %xmm15,240(%rsp)
	sub $16,%rsp
	mov %rax,(%rsp)
	mov %r10,%rcx
	call __win_syscall
	add $16,%rsp
	movaps 0(%rsp),%xmm0
	movaps 16(%rsp),%xmm1
	movaps 32(%rsp),%xmm2
	movaps 48(%rsp),%xmm3
	movaps 64(%rsp),%xmm4
	movaps 80(%rsp),%xmm5
	movaps 96(%rsp),%xmm6
	movaps 112(%rsp),%xmm7
	movaps 128(%rsp),%xmm8
	movaps 144(%rsp),%xmm9
	movaps 160(%rsp),%xmm10
	movaps 176(%rsp),%xmm11
	movaps 192(%rsp),%xmm12
	movaps 208(%rsp),%xmm13
	movaps 224(%rsp),%xmm14
	movaps 240(%rsp),%xmm15
	lea -48(%rbp),%rsp
	pop %r10
	pop %r9
	pop %r8
	pop %rdx
	pop %rsi
	pop %rdi
	pop %rbp
	ret
	.size __win_systramp,.-__win_systramp
	.section .note.GNU-stack,"",@progbits
