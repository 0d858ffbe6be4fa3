#ifndef _SETJMP_H
#define _SETJMP_H

#include <features.h>
#include <bits/setjmp.h>

/* Registers, whether a signal mask was saved, and the mask: 200 bytes on
 * x86_64 and 312 on aarch64, as glibc's. */
typedef struct __jmp_buf_tag {
	__jmp_buf __jb;
	unsigned long __fl;
	unsigned long __ss[128 / sizeof(long)];
} jmp_buf[1];

typedef jmp_buf sigjmp_buf;

__BEGIN_DECLS

int setjmp(jmp_buf) __attribute__((__returns_twice__));
_Noreturn void longjmp(jmp_buf, int);
#define setjmp setjmp

int _setjmp(jmp_buf) __attribute__((__returns_twice__));
_Noreturn void _longjmp(jmp_buf, int);

int sigsetjmp(sigjmp_buf, int) __attribute__((__returns_twice__));
int __sigsetjmp(sigjmp_buf, int) __attribute__((__returns_twice__));
_Noreturn void siglongjmp(sigjmp_buf, int);

__END_DECLS

#endif
