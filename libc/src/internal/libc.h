#ifndef LIBC_H
#define LIBC_H

#include <stddef.h>

#define hidden __attribute__((__visibility__("hidden")))
#define weak __attribute__((__weak__))
#define weak_alias(old, new) \
	extern __typeof(old) new __attribute__((__weak__, __alias__(#old)))
#define strong_alias(old, new) \
	extern __typeof(old) new __attribute__((__alias__(#old)))

#define AUX_CNT 38

/* Process-wide facts gathered once at start-up. */
struct __libc {
	size_t *auxv;
	size_t auxv_cache[AUX_CNT];
	size_t page_size;
	char **envp_at_start;
	int secure;
	int threaded;
	int need_locks;
	size_t tls_size, tls_align, tls_offset;
	void *tls_image;
	size_t tls_image_size;
};

extern hidden struct __libc __libc;
#define libc __libc

extern char **__environ;
extern char *__progname, *__progname_full;

hidden void __libc_start_init(void);
hidden _Noreturn void __libc_exit_fini_and_exit(int);
hidden void __init_tls(size_t *auxv);
hidden void __init_ssp(void *entropy);
hidden void __init_relro(void);

#endif
