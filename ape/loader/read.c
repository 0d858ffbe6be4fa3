/* Phase 1: open PROG (or take the descriptor binfmt_misc opened for it),
 * find this arch's ELF header (at offset 0 of a plain ELF, or in the APE
 * script's printf statements) and read the program headers it points to.
 *
 * The head is read in two sizes. Polyport's own script puts both printf
 * statements before byte 0x300, so a first read of LD_HEAD bytes, into a
 * buffer on the stack, finds the header with one system call and one
 * kilobyte of stack. Only a file whose statement lies further (another
 * toolchain's script: the convention allows anywhere in the first 8 KiB)
 * gets a second read of all APE_SCAN bytes, in a frame of its own: 8 KiB
 * of stack is two or three page faults, ~2 us each, which every start of
 * every polyport program would otherwise pay. */
#include "loader.h"

#define SEEK_END 2
#define LD_HEAD 1024

static long pread_full(int fd, void *buf, long n, long off)
{
	long got = 0;
	while (got < n) {
		long r = ld_sys(SYS_pread64, fd, (long)buf + got, n - got, off + got, 0, 0);
		if (r < 0)
			return r;
		if (r == 0)
			break;
		got += r;
	}
	return got;
}

/* binfmt_misc registered with flag O opens the program itself and passes
 * the descriptor in AT_EXECFD (not close-on-exec: closed after mapping, in
 * map.c). Using it saves the path lookup and permission checks of a second
 * open, and runs a program that may be executed but not read, as the
 * kernel runs such an ELF. Without it (the loader run by the APE script or
 * by hand, or a rule without O) the path is opened. */
static void open_prog(struct ld *L)
{
	long fd = L->execfd;
	if (fd < 0) {
		fd = ld_sys(SYS_openat, AT_FDCWD, (long)L->prog, O_RDONLY | O_CLOEXEC, 0, 0, 0);
		if (fd < 0)
			ld_die_errno(L, "cannot open", -fd);
	}
	L->fd = (int)fd;
	L->size = ld_sys(SYS_lseek, fd, 0, SEEK_END, 0, 0, 0);
	if (L->size < 0)
		ld_die_errno(L, "cannot seek", -L->size);
}

static long read_head(const struct ld *L, unsigned char *buf, long n)
{
	long got = pread_full(L->fd, buf, n, 0);
	if (got < 0)
		ld_die_errno(L, "cannot read", -got);
	return got;
}

/* The whole APE_SCAN bytes, for a header the first read did not hold. Not
 * inlined: the 8 KiB buffer must not enlarge the frame of the usual path. */
__attribute__((noinline)) static int find_in_scan(struct ld *L)
{
	unsigned char head[APE_SCAN];
	long n = read_head(L, head, sizeof head);
	return ape_find_ehdr(head, (unsigned long)n, ARCH_MACHINE, (unsigned char *)&L->eh);
}

void ld_read_ehdr(struct ld *L)
{
	unsigned char head[LD_HEAD];
	open_prog(L);
	long n = read_head(L, head, sizeof head);
	if (n >= 4 && head[0] == 0177 && head[1] == 'E' && head[2] == 'L' && head[3] == 'F') {
		if (n < (long)sizeof L->eh)
			ld_die(L, "truncated ELF header");
		memcpy(&L->eh, head, sizeof L->eh);
	} else {
		if (!ape_is_ape(head, (unsigned long)n))
			ld_die(L, "not an APE file or an ELF program");
		/* A search of a prefix must give what a search of all APE_SCAN
		 * bytes gives. It can differ only where the prefix cuts an octal
		 * escape short (\17|7 read as \17), so when the file goes on past
		 * the prefix, the prefix searched ends before a byte that cannot
		 * continue an escape: then every statement decodes as in the whole,
		 * or runs into the end and is not taken (a statement found after
		 * such a one would end it with its own quote first). Not found in
		 * the prefix: the whole decides. */
		long m = n;
		if (n == (long)sizeof head)
			for (m = n - 1; m > 0 && head[m] >= '0' && head[m] <= '7'; m--)
				;
		if (ape_find_ehdr(head, (unsigned long)m, ARCH_MACHINE, (unsigned char *)&L->eh)
		    && (n < (long)sizeof head || find_in_scan(L)))
			ld_die(L, "no ELF header for " ARCH_NAME " in APE script");
	}
	if (L->eh.e_phentsize != sizeof(ape_phdr))
		ld_die(L, "bad program header entry size");
	if (L->eh.e_phnum < 1 || L->eh.e_phnum > APE_MAX_PHNUM)
		ld_die(L, "bad number of program headers");
	unsigned long long len = (unsigned long long)L->eh.e_phnum * sizeof(ape_phdr);
	if (L->eh.e_phoff > (ape_u64)L->size || len > (ape_u64)L->size - L->eh.e_phoff)
		ld_die(L, "program headers lie outside the file");
}

/* Into L->ph, which the caller sized from e_phnum (checked above). */
void ld_read_phdrs(struct ld *L)
{
	long n = (long)L->eh.e_phnum * (long)sizeof(ape_phdr);
	if (pread_full(L->fd, L->ph, n, (long)L->eh.e_phoff) != n)
		ld_die(L, "cannot read program headers");
}
