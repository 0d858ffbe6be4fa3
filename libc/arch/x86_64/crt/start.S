/* Process entry. The kernel (or the APE loader) leaves argc at (%rsp).
 * Relocation runs as its own call so that no compiled code can read a
 * GOT slot before it has been fixed up. _DYNAMIC's address is taken
 * PC-relative here (weak: a -no-pie program has none, and gets 0). */
	.weak _DYNAMIC
	.hidden _DYNAMIC
	.text
	.global _start
	.type _start,@function
_start:
	xor %ebp,%ebp
	mov %rsp,%rbx
	andq $-16,%rsp
	mov %rbx,%rdi
	lea _DYNAMIC(%rip),%rsi
	call __reloc_self
	mov %rbx,%rdi
	call _start_c
	hlt
	.size _start, .-_start
	.section .note.GNU-stack,"",@progbits
