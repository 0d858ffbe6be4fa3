/* The APE loader's entry and arguments; the phases are read.c,
 * validate.c, map.c and stack.c, run in that order. */
#include "loader.h"

#define AT_FLAGS_PRESERVE_ARGV0 1  /* binfmt_misc 'P' flag, Linux >= 5.12 */

static const char kManual[] =
"NAME\n"
"    ape-loader - run an Actually Portable Executable (" ARCH_NAME ")\n"
"\n"
"SYNOPSIS\n"
"    ape-loader [--argv0 NAME] PROG [ARG...]\n"
"    ape-loader --fd N PROG NAME [ARG...]\n"
"    ape-loader --check PROG\n"
"    ape-loader --install TEMP FINAL\n"
"    ape-loader -h | --help | --version\n"
"\n"
"DESCRIPTION\n"
"    Opens PROG, an APE file or a plain static ELF program, takes the\n"
"    " ARCH_NAME " ELF header from the printf statements of the APE shell\n"
"    script (first 8192 bytes), maps its PT_LOAD segments from the file\n"
"    (a static PIE at a random base, a fixed-address program at its\n"
"    address), zero-fills bss, rewrites the auxiliary vector (AT_PHDR,\n"
"    AT_PHNUM, AT_ENTRY, AT_EXECFN = PROG, ...; AT_RANDOM, AT_HWCAP,\n"
"    AT_SYSINFO_EHDR and AT_SECURE pass through) and jumps to the entry.\n"
"    The program's argv[0] is PROG, or NAME. The APE shell\n"
"    script (--fd) and binfmt_misc (flags F, FP or FPO) start it; with O\n"
"    (AT_EXECFD) or --fd it maps the file open on that descriptor.\n"
"    Dynamically linked programs are refused. --check does everything\n"
"    but start the program, then exits 0.\n"
"    --install renames TEMP to FINAL in the user's own directory.\n"
"\n"
"EXIT STATUS\n"
"    The program's own; 127 when the loader fails, with one line on\n"
"    standard error: ape loader: PROG: reason.\n";

static int has_flag(const struct ld *L, unsigned long type, unsigned long bit)
{
	for (const unsigned long *a = L->auxv; a[0]; a += 2)
		if (a[0] == type)
			return (a[1] & bit) != 0;
	return 0;
}

static void parse_stack(struct ld *L, long *sp)
{
	L->sp = sp;
	L->argc = sp[0];
	L->argv = (char **)(sp + 1);
	L->envp = L->argv + L->argc + 1;
	char **e = L->envp;
	while (*e)
		e++;
	L->auxv = (unsigned long *)(e + 1);
	L->pagesz = 4096;
	L->fd = L->execfd = -1;
	for (unsigned long *a = L->auxv; a[0]; a += 2) {
		if (a[0] == AT_PAGESZ && a[1])
			L->pagesz = a[1];
		if (a[0] == AT_EXECFD)
			L->execfd = (int)a[1];
	}
}

void ld_args(struct ld *L)
{
	char **v = L->argv;
	int p = has_flag(L, AT_FLAGS, AT_FLAGS_PRESERVE_ARGV0);
	if (L->argc < 2) {
		ld_puts(2, "usage: ape-loader PROG [ARG...]  (ape-loader --help for more)\n");
		ld_exit(LD_EXIT_FAIL);
	}
	/* --fd N PROG NAME [ARG...]: the script's way to pass the file it
	 * runs from, as binfmt_misc with flags PO does (AT_EXECFD), and read
	 * as that: N is one digit (a free one of 3 to 9), and the two words
	 * are dropped by starting the vectors two words later. */
	if (L->execfd < 0 && L->argc >= 5 && ld_streq(v[1], "--fd")) {
		L->execfd = v[2][0] - '0';
		if ((unsigned)L->execfd > 9 || v[2][1])
			ld_die(L, "bad --fd");
		L->sp += 2;
		L->sp[0] = L->argc -= 2;
		v = L->argv += 2;
		p = 1;
	}
	if (L->execfd >= 0) {
		/* binfmt_misc with O: argv[1] is the path of the file it opened,
		 * then (P) the original argv[0]; none of it is an option of ours */
		p = p && L->argc >= 3;
		L->prog = v[1], L->argv0 = v[p ? 2 : 1], L->first_arg = p ? 3 : 2;
		return;
	}
	if (L->argc == 2 && (ld_streq(v[1], "-h") || ld_streq(v[1], "--help"))) {
		ld_puts(1, kManual);
		ld_exit(0);
	}
	if (L->argc == 2 && ld_streq(v[1], "--version")) {
		ld_puts(1, "ape-loader " ARCH_NAME " 1\n");
		ld_exit(0);
	}
	if (L->argc == 4 && ld_streq(v[1], "--install"))
		ld_install(L, v[2], v[3]);
	if (p && L->argc >= 3) {
		/* binfmt_misc with P: interpreter, path, original argv[0], args */
		L->prog = v[1], L->argv0 = v[2], L->first_arg = 3;
	} else if (ld_streq(v[1], "--check") && L->argc == 3) {
		L->prog = v[2], L->argv0 = v[2], L->first_arg = 3, L->check = 1;
	} else if (ld_streq(v[1], "--argv0")) {
		if (L->argc < 4)
			ld_die(L, "--argv0 needs NAME and PROG");
		L->prog = v[3], L->argv0 = v[2], L->first_arg = 4;
	} else {
		L->prog = v[1], L->argv0 = v[1], L->first_arg = 2;
	}
}

_Noreturn void ape_loader_main(long *sp);

_Noreturn void ape_loader_main(long *sp)
{
	struct ld L;
	memset(&L, 0, sizeof L);
	parse_stack(&L, sp);
	ld_args(&L);
	ld_read_ehdr(&L);
	ape_phdr ph[L.eh.e_phnum];     /* 1 to APE_MAX_PHNUM: no more stack than this file needs */
	L.ph = ph;
	ld_read_phdrs(&L);
	ld_validate(&L);
	ld_map(&L);
	if (L.check)
		ld_exit(0);
	long *nsp = ld_stack(&L);
	arch_jump(L.base + L.eh.e_entry, nsp);
}
