/* For .S files: SYSCALL_SITE NR loads NR into %eax and makes a system
 * call site as syscall_arch.h makes them (the instruction, a 3-byte
 * no-op, an entry in polyport_sc, so that the Windows start-up code can
 * rewrite it into a call), with the entry in polyport_scn that names the
 * Windows handler of NR. (__syscall_cp_asm's site, whose number its
 * callers name, is written out there.) */
.macro SYSCALL_SITE nr:req
	mov $\nr,%eax
.Lsc\@:	syscall
	nopl (%rax)
	.pushsection polyport_sc,"ao",@progbits,.Lsc\@
	.balign 4
	.long .Lsc\@ - .
	.popsection
	.pushsection polyport_scn,"ao",@progbits,.Lsc\@
	.balign 4
	.long \nr, __win_sc_\nr - .
	.popsection
.endm
