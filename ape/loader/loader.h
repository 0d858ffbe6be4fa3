/* The APE loader: maps this arch's ELF image out of an APE file (or a
 * plain static ELF) and starts it on the process's own stack. Freestanding:
 * no libc, system calls through arch.h. All state lives in struct ld.
 *
 * It runs at every start of every program, so it is written to cost about
 * what the kernel's own exec of the program would: few system calls, and
 * about a kilobyte of stack (each new 4 KiB page of stack below what the
 * kernel wrote is a page fault, dearer than a system call). */
#ifndef APE_LOADER_H
#define APE_LOADER_H

#include "arch.h"
#include "../common/apehdr.h"
#include "../common/elf64.h"
/* The auxiliary vector types (AT_*), from the libc's own <elf.h>: a
 * self-contained header of ABI constants (it needs only <stdint.h>, which
 * the compiler provides freestanding), so one list serves both. */
#include "../../libc/include/elf.h"

#define LD_EXIT_FAIL 127

/* Linux ABI values used by more than one phase (the same on both arches;
 * those that differ are in arch.h). */
#define AT_FDCWD (-100)
#define O_RDONLY 0
#define O_CLOEXEC 02000000

struct ld {
	/* the process as the kernel started it */
	long *sp;
	long argc;
	char **argv, **envp;
	unsigned long *auxv;
	unsigned long pagesz;
	/* what to run and as what */
	const char *prog;       /* path opened */
	char *argv0;            /* the program's argv[0] */
	long first_arg;         /* argv index of the program's argv[1] */
	int check;              /* --check: load, then exit 0 */
	/* the file */
	int fd;
	int execfd;             /* AT_EXECFD (binfmt_misc flag O), else -1 */
	long size;
	ape_ehdr eh;
	ape_phdr *ph;           /* eh.e_phnum entries, in ape_loader_main's frame */
	/* the mapping */
	unsigned long base, phdr_addr;
};

/* util.c */
void *memset(void *d, int c, unsigned long n);
void *memcpy(void *d, const void *s, unsigned long n);
long ld_sys(long n, long a, long b, long c, long d, long e, long f);
unsigned long ld_strlen(const char *s);
int ld_streq(const char *a, const char *b);
void ld_puts(int fd, const char *s);
_Noreturn void ld_exit(int code);
_Noreturn void ld_die(const struct ld *L, const char *msg);
_Noreturn void ld_die_errno(const struct ld *L, const char *what, long err);

/* main.c: arguments; read.c, validate.c, map.c, stack.c: the phases */
void ld_args(struct ld *L);
void ld_read_ehdr(struct ld *L);
void ld_read_phdrs(struct ld *L);
void ld_validate(struct ld *L);
void ld_map(struct ld *L);
long *ld_stack(struct ld *L);
/* install.c: --install TEMP FINAL */
_Noreturn void ld_install(struct ld *L, char *temp, char *final);

_Noreturn void arch_jump(unsigned long entry, long *sp);

#endif
