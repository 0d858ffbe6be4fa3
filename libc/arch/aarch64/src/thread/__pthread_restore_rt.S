/* The signal return trampoline for libc's own handlers (SA_RESTORER). */
	.text
	.global __pthread_restore_rt
	.hidden __pthread_restore_rt
	.type __pthread_restore_rt,%function
__pthread_restore_rt:
	mov x8,#139
	svc #0
	.size __pthread_restore_rt,.-__pthread_restore_rt
	.section .note.GNU-stack,"",%progbits
