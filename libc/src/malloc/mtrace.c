#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <mcheck.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lock.h"
#include "malloc_impl.h"
#include "syscall.h"

/* glibc's MALLOC_TRACE format, which its mtrace script reads:
 *   = Start
 *   @ PROGRAM:[CALLER] + POINTER SIZE       malloc, calloc, memalign...
 *   @ PROGRAM:[CALLER] - POINTER            free
 *   @ PROGRAM:[CALLER] < OLD                realloc, then
 *   @ PROGRAM:[CALLER] > NEW SIZE
 *   @ PROGRAM:[CALLER] ! POINTER SIZE       realloc failed
 *   = End
 * CALLER is the address in the program's file (the load offset taken
 * off), so `mtrace PROGRAM FILE` finds the source line with addr2line;
 * glibc writes the run-time address. Each record is one write(): slow,
 * but nothing is lost when the program dies, and nothing allocates. */

extern const Elf64_Ehdr __ehdr_start __attribute__((__visibility__("hidden")));

static int fd = -1;
static volatile int lock[1];
static const char *prog;
static size_t bias;

static char *hex(char *q, uintptr_t v)
{
	char tmp[16];
	int n = 0;
	do tmp[n++] = "0123456789abcdef"[v & 15]; while (v >>= 4);
	*q++ = '0';
	*q++ = 'x';
	while (n) *q++ = tmp[--n];
	return q;
}

static char *ptr(char *q, const void *p)
{
	if (p) return hex(q, (uintptr_t)p);
	memcpy(q, "(nil)", 5);
	return q + 5;
}

static char *where(char *q, const void *caller)
{
	size_t n = prog ? strnlen(prog, 256) : 0;
	*q++ = '@';
	*q++ = ' ';
	memcpy(q, prog, n);
	q += n;
	if (n) *q++ = ':';
	*q++ = '[';
	q = hex(q, (uintptr_t)caller - bias);
	*q++ = ']';
	*q++ = ' ';
	return q;
}

static void record(int op, void *p, void *old, size_t size, void *caller)
{
	char buf[2 * 320], *q = buf;
	/* glibc's format has no record for the start of a realloc. */
	if (op == '<') return;
	if (op == '>') {
		q = where(q, caller);
		*q++ = '<';
		*q++ = ' ';
		q = ptr(q, old);
		*q++ = '\n';
	}
	q = where(q, caller);
	*q++ = op;
	*q++ = ' ';
	q = ptr(q, p);
	if (op != '-') {
		*q++ = ' ';
		/* as printf's %#lx: 0 has no 0x */
		if (size) q = hex(q, size);
		else *q++ = '0';
	}
	*q++ = '\n';
	LOCK(lock);
	if (fd >= 0) __syscall(SYS_write, fd, buf, q - buf);
	UNLOCK(lock);
}

/* The offset that turns a run-time address into one in the file: the
 * program's ELF header is loaded at that offset from its first load
 * segment's address (0 for a static PIE). */
static size_t load_bias(void)
{
	const Elf64_Ehdr *eh = &__ehdr_start;
	const char *ph0 = (const char *)eh + eh->e_phoff;
	for (size_t i = 0; i < eh->e_phnum; i++) {
		const Elf64_Phdr *ph = (const void *)(ph0 + i * eh->e_phentsize);
		if (ph->p_type == PT_LOAD) return (size_t)eh - ph->p_vaddr;
	}
	return 0;
}

void mtrace(void)
{
	/* A set-id program must not write where its caller says. */
	if (fd >= 0 || libc.secure) return;
	const char *name = getenv("MALLOC_TRACE");
	if (!name || !*name) return;
	int f = open(name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (f < 0) return;
	Dl_info info;
	if (dladdr(&__ehdr_start, &info)) prog = info.dli_fname;
	bias = load_bias();
	__syscall(SYS_write, f, "= Start\n", 8);
	fd = f;
	__malloc_mtrace = record;
	/* mcheck's list hook, once there, stays first and calls record. */
	if (!__malloc_list_hook) __malloc_trace = record;
}

void muntrace(void)
{
	if (fd < 0) return;
	__malloc_mtrace = 0;
	if (!__malloc_list_hook) __malloc_trace = 0;
	LOCK(lock);
	__syscall(SYS_write, fd, "= End\n", 6);
	__syscall(SYS_close, fd);
	fd = -1;
	UNLOCK(lock);
}
