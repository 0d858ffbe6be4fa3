/* Signal return trampoline: the kernel's signal frame sits at %rsp when
 * a handler returns here; rt_sigreturn restores the interrupted context.
 * The nop keeps a debugger's unwinder from treating the return address
 * (one byte into this symbol) as belonging to the previous function. */
	nop
	.text
	.global __restore_rt
	.hidden __restore_rt
	.type __restore_rt,@function
__restore_rt:
	mov $15, %rax
	syscall
	.size __restore_rt, .-__restore_rt
	.section .note.GNU-stack,"",@progbits
