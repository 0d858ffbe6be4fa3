#ifndef PTHREAD_IMPL_H
#define PTHREAD_IMPL_H

#include <stdint.h>
#include <stddef.h>
#include "libc.h"
#include "syscall.h"
#include "pthread_arch.h"

/* The thread descriptor. The first six words are ABI: x86_64 code reads
 * the descriptor's address at %fs:0 and the stack-protector canary at
 * %fs:0x28 (offset 40). Fields after the canary are ours to change. */
struct pthread {
	struct pthread *self;
	uintptr_t *dtv;
	struct pthread *prev, *next;
	uintptr_t sysinfo;
	uintptr_t canary;
	int tid;
	int errno_val;
	volatile int detach_state;
	void *map_base;
	size_t map_size;
	void *stack;
	size_t stack_size;
	void *start_arg;
	void *(*start)(void *);
	void *result;
	void **tsd;
	volatile int cancel;
	unsigned char canceldisable, cancelasync;
	unsigned char tsd_used;
	struct __ptcb *cancelbuf;
	volatile void *volatile killlock[1];
	char *dlerror_buf;
	void *stdio_locks;
};

#ifdef TLS_ABOVE_TP
#define __pthread_self() ((struct pthread *)(__get_tp() - sizeof(struct pthread)))
#define TP_FROM_SELF(self) ((uintptr_t)(self) + sizeof(struct pthread))
#else
#define __pthread_self() ((struct pthread *)__get_tp())
#define TP_FROM_SELF(self) ((uintptr_t)(self))
#endif
#ifndef GAP_ABOVE_TP
#define GAP_ABOVE_TP 0
#endif

/* The program's static TLS, found from PT_TLS at start-up. */
struct tls_module {
	void *image;       /* initialisation image (p_filesz bytes) */
	size_t len;        /* p_filesz */
	size_t size;       /* p_memsz */
	size_t align;      /* p_align, at least sizeof(void*) */
	size_t area_size;  /* bytes a thread needs: block + descriptor + slack */
};

extern hidden struct tls_module __main_tls;

/* Lay out one thread's TLS block and descriptor inside MEM (at least
 * __main_tls.area_size bytes), copying the image; returns the descriptor. */
hidden struct pthread *__copy_tls(unsigned char *mem);
hidden int __init_tp(struct pthread *);

#endif
