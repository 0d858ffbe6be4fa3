#include <elf.h>
#include <stdlib.h>
#include "libc.h"

hidden struct __libc __libc;
char **__environ;
weak_alias(__environ, environ);
char *__progname = "", *__progname_full = "";
weak_alias(__progname, program_invocation_short_name);
weak_alias(__progname_full, program_invocation_name);

extern void (*const __preinit_array_start)(void) hidden weak;
extern void (*const __preinit_array_end)(void) hidden weak;
extern void (*const __init_array_start)(void) hidden weak;
extern void (*const __init_array_end)(void) hidden weak;

static void init_libc(char **envp, char *pn)
{
	size_t i, *auxv;
	__environ = envp;
	for (i = 0; envp[i]; i++);
	libc.auxv = auxv = (void *)(envp + i + 1);
	for (i = 0; auxv[i]; i += 2)
		if (auxv[i] < AUX_CNT) libc.auxv_cache[auxv[i]] = auxv[i + 1];
	libc.page_size = libc.auxv_cache[AT_PAGESZ];
	if (!libc.page_size) libc.page_size = 4096;

	if (!pn) pn = (void *)libc.auxv_cache[AT_EXECFN];
	if (!pn) pn = "";
	__progname = __progname_full = pn;
	for (i = 0; pn[i]; i++) if (pn[i] == '/') __progname = pn + i + 1;

	/* The thread pointer first: errno and the x86_64 canary live there. */
	__init_tls(libc.auxv_cache);
	__init_ssp((void *)libc.auxv_cache[AT_RANDOM]);
	/* Relocation is done: what it wrote becomes read-only before any
	 * constructor runs. */
	__init_relro();

	libc.secure = libc.auxv_cache[AT_SECURE] != 0;
}

void __libc_start_init(void)
{
	for (void (*const *f)(void) = &__preinit_array_start; f < &__preinit_array_end; f++)
		(*f)();
	for (void (*const *f)(void) = &__init_array_start; f < &__init_array_end; f++)
		(*f)();
}

_Noreturn int __libc_start_main(int (*main)(int, char **, char **), int argc, char **argv)
{
	char **envp = argv + argc + 1;
	init_libc(envp, argv[0]);
	__libc_start_init();
	exit(main(argc, argv, envp));
}
