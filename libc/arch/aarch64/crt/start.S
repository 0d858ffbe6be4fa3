/* Process entry. The kernel (or the APE loader) leaves argc at [sp].
 * Relocation runs as its own call so that no compiled code can read a
 * GOT slot before it has been fixed up. _DYNAMIC's address and the
 * GOT's are taken PC-relative here (_DYNAMIC is weak: a -no-pie program
 * has none, gets 0 and is not relocated). */
	.weak _DYNAMIC
	.hidden _DYNAMIC
	.text
	.global _start
	.type _start,%function
_start:
	mov x29, #0
	mov x30, #0
	mov x19, sp
	and sp, x19, #-16
	adrp x0, _DYNAMIC
	add x0, x0, #:lo12:_DYNAMIC
	adrp x1, _GLOBAL_OFFSET_TABLE_
	add x1, x1, #:lo12:_GLOBAL_OFFSET_TABLE_
	bl __reloc_self
	mov x0, x19
	bl _start_c
	brk #0
	.size _start, .-_start
	.section .note.GNU-stack,"",%progbits
