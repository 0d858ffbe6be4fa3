/* Process entry. The kernel (or the APE loader) leaves argc at (%rsp).
 * Relocation runs as its own call so that no compiled code can read a
 * GOT slot before it has been fixed up. */
	.text
	.global _start
	.type _start,@function
_start:
	xor %ebp,%ebp
	mov %rsp,%rbx
	andq $-16,%rsp
	mov %rbx,%rdi
	call __reloc_self
	mov %rbx,%rdi
	call _start_c
	hlt
	.size _start, .-_start
	.section .note.GNU-stack,"",@progbits
