/* Phase 1: open PROG, read its first 8 KiB, find this arch's ELF header
 * (at offset 0 of a plain ELF, or in the APE script's printf statements)
 * and read the program headers it points to. */
#include "loader.h"

#define AT_FDCWD (-100)
#define O_RDONLY 0
#define O_CLOEXEC 02000000
#define SEEK_END 2

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

static void find_ehdr(struct ld *L)
{
	const unsigned char *h = L->head;
	if (L->headlen >= 4 && h[0] == 0177 && h[1] == 'E' && h[2] == 'L' && h[3] == 'F') {
		if (L->headlen < (long)sizeof L->eh)
			ld_die(L, "truncated ELF header");
		memcpy(&L->eh, h, sizeof L->eh);
		return;
	}
	if (!ape_is_ape(h, (unsigned long)L->headlen))
		ld_die(L, "not an APE file or an ELF program");
	if (ape_find_ehdr(h, (unsigned long)L->headlen, ARCH_MACHINE, (unsigned char *)&L->eh))
		ld_die(L, "no ELF header for " ARCH_NAME " in APE script");
}

void ld_read(struct ld *L)
{
	long fd = ld_sys(SYS_openat, AT_FDCWD, (long)L->prog, O_RDONLY | O_CLOEXEC, 0, 0, 0);
	if (fd < 0)
		ld_die_errno(L, "cannot open", -fd);
	L->fd = (int)fd;
	L->size = ld_sys(SYS_lseek, fd, 0, SEEK_END, 0, 0, 0);
	if (L->size < 0)
		ld_die_errno(L, "cannot seek", -L->size);
	L->headlen = pread_full(L->fd, L->head, sizeof L->head, 0);
	if (L->headlen < 0)
		ld_die_errno(L, "cannot read", -L->headlen);
	find_ehdr(L);
	if (L->eh.e_phentsize != sizeof(ape_phdr))
		ld_die(L, "bad program header entry size");
	if (L->eh.e_phnum < 1 || L->eh.e_phnum > APE_MAX_PHNUM)
		ld_die(L, "bad number of program headers");
	long n = (long)L->eh.e_phnum * (long)sizeof(ape_phdr);
	if (L->eh.e_phoff > (ape_u64)L->size || (ape_u64)n > (ape_u64)L->size - L->eh.e_phoff)
		ld_die(L, "program headers lie outside the file");
	if (pread_full(L->fd, L->ph, n, (long)L->eh.e_phoff) != n)
		ld_die(L, "cannot read program headers");
}
