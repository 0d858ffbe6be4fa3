/* Process entry. The kernel (or the APE loader) leaves argc at (%rsp).
 * Relocation runs as its own call so that no compiled code can read a
 * GOT slot before it has been fixed up. _DYNAMIC's address and the
 * GOT's are taken PC-relative here (_DYNAMIC is weak: a -no-pie program
 * has none, gets 0 and is not relocated). */
	.weak _DYNAMIC
	.hidden _DYNAMIC
	.text
	.global _start
	.type _start,@function
_start:
	xor %ebp,%ebp
	mov %rsp,%rbx
	andq $-16,%rsp
	lea _DYNAMIC(%rip),%rdi
	lea _GLOBAL_OFFSET_TABLE_(%rip),%rsi
	call __reloc_self
	mov %rbx,%rdi
	call _start_c
	hlt
	.size _start, .-_start
	/* The program's Windows view (libc/sys/windows/imports.c): a
	 * reference without bytes links it into every program; Linux never
	 * runs it. */
	.reloc _start, R_X86_64_NONE, __polyport_pe
	.section .note.GNU-stack,"",@progbits
