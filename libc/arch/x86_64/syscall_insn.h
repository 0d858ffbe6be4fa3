/* For .S files: SYSCALL_SITE is a system call site as syscall_arch.h makes
 * them (the instruction, a 3-byte no-op, an entry in polyport_sc), so
 * that the Windows start-up code can rewrite it into a call. */
.macro SYSCALL_SITE
.Lsc\@:	syscall
	nopl (%rax)
	.pushsection polyport_sc,"ao",@progbits,.Lsc\@
	.balign 4
	.long .Lsc\@ - .
	.popsection
.endm
