/* Phase 4: rebuild the stack the program starts on, in place over the
 * loader's own vectors: argc, argv (argv[0], then the program's
 * arguments), envp, auxv. The strings stay where the kernel put them. The
 * new vectors are never longer than the old ones (the loader's own
 * arguments are dropped), so they are copied forward from a 16-byte
 * aligned start at or above the old one. */
#include "loader.h"

static void fix_auxv(struct ld *L, unsigned long *a)
{
	for (; a[0] != AT_NULL; a += 2) {
		switch (a[0]) {
		case AT_PHDR: a[1] = L->base + L->phdr_addr; break;
		case AT_PHENT: a[1] = sizeof(ape_phdr); break;
		case AT_PHNUM: a[1] = L->eh.e_phnum; break;
		case AT_BASE: a[1] = 0; break;
		case AT_FLAGS: a[1] = 0; break;
		case AT_ENTRY: a[1] = L->base + L->eh.e_entry; break;
		case AT_EXECFN: a[1] = (unsigned long)L->prog; break;
		/* binfmt_misc's descriptor, closed by now: the program did not
		 * come from one (an ld.so reading it would map the wrong file) */
		case AT_EXECFD: a[0] = AT_IGNORE, a[1] = 0; break;
		}
	}
}

long *ld_stack(struct ld *L)
{
	long nargs = L->argc - L->first_arg;     /* the program's argv[1..] */
	long dropped = L->first_arg - 1;         /* words the new argv loses */
	long *src = L->sp, *dst = L->sp + (dropped & ~1L);
	long i = 0, j = 1 + L->first_arg;        /* src[j] is argv[first_arg] */
	dst[i++] = nargs + 1;
	dst[i++] = (long)L->argv0;
	for (long k = 0; k < nargs; k++)
		dst[i++] = src[j++];
	dst[i++] = 0, j++;
	while (src[j])                           /* envp */
		dst[i++] = src[j++];
	dst[i++] = 0, j++;
	unsigned long *auxv = (unsigned long *)(dst + i);
	do {                                     /* auxv, AT_NULL included */
		dst[i] = src[j], dst[i + 1] = src[j + 1];
		i += 2, j += 2;
	} while (dst[i - 2] != AT_NULL);
	fix_auxv(L, auxv);
	return dst;
}
