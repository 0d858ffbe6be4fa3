/* Process entry. The kernel (or the APE loader) leaves argc at [sp].
 * Relocation runs as its own call so that no compiled code can read a
 * GOT slot before it has been fixed up. */
	.text
	.global _start
	.type _start,%function
_start:
	mov x29, #0
	mov x30, #0
	mov x19, sp
	mov x0, x19
	and sp, x19, #-16
	bl __reloc_self
	mov x0, x19
	bl _start_c
	brk #0
	.size _start, .-_start
	.section .note.GNU-stack,"",%progbits
