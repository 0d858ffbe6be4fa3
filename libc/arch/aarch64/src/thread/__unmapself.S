/* _Noreturn void __unmapself(void *base, size_t size)
 * A detached thread frees the stack it is running on: after munmap no
 * memory access is possible, so both system calls happen here. */
	.text
	.global __unmapself
	.hidden __unmapself
	.type __unmapself,%function
__unmapself:
	mov x8,#215
	svc #0
	mov x0,#0
	mov x8,#93
	svc #0
	brk #0
	.size __unmapself,.-__unmapself
	.section .note.GNU-stack,"",%progbits
