/* Before add: the file must be one the loader runs, an APE each of whose
 * arch headers passes the loader's checks (common/elfcheck.c), or a plain
 * ELF program (assimilated) that passes them, so that apezip never turns
 * a damaged file into a new one. Appending a store moves no segment: the
 * loader's verdict on the result is its verdict on the input. Modulo
 * 4 KiB, the smallest page of either arch, as apelink checks inputs. */
#include <string.h>
#include "apezip.h"
#include "../common/apehdr.h"
#include "../common/elfcheck.h"
#include "../common/fileio.h"

static void check_arch(struct az *Z, const ape_ehdr *eh, int machine)
{
	const char *why, *arch = ape_arch_name(machine);
	ape_phdr ph[APE_MAX_PHNUM];
	uint64_t size = (uint64_t)Z->st.st_size, len = (uint64_t)eh->e_phnum * sizeof *ph;
	if (eh->e_phentsize != sizeof *ph || eh->e_phnum < 1 || eh->e_phnum > APE_MAX_PHNUM)
		az_die(Z, "%s: bad program header table", arch);
	if (eh->e_phoff > size || len > size - eh->e_phoff)
		az_die(Z, "%s: program headers lie outside the file (truncated?)", arch);
	if (ape_pread_full(Z->fd, ph, len, (off_t)eh->e_phoff, Z->ape, &why))
		az_die(Z, "%s", why);
	const char *err = ape_check_elf(eh, ph, size, 4096, machine);
	if (err)
		az_die(Z, "%s: %s", arch, err);
}

void az_validate(struct az *Z)
{
	static const int machines[] = { APE_EM_X86_64, APE_EM_AARCH64 };
	unsigned char head[APE_SCAN];
	const char *why;
	ape_ehdr eh;
	size_t n = Z->st.st_size < APE_SCAN ? (size_t)Z->st.st_size : APE_SCAN;
	if (ape_pread_full(Z->fd, head, n, 0, Z->ape, &why))
		az_die(Z, "%s", why);
	if (n >= sizeof eh && !memcmp(head, "\177ELF", 4)) {
		memcpy(&eh, head, sizeof eh);
		if (!ape_arch_name(eh.e_machine))
			az_die(Z, "ELF program for neither x86_64 nor aarch64");
		check_arch(Z, &eh, eh.e_machine);
		return;
	}
	if (!ape_is_ape(head, n))
		az_die(Z, "not an APE file or an ELF program");
	int found = 0;
	for (size_t i = 0; i < sizeof machines / sizeof *machines; i++)
		if (!ape_find_ehdr(head, n, machines[i], (unsigned char *)&eh)) {
			check_arch(Z, &eh, machines[i]);
			found++;
		}
	if (!found)
		az_die(Z, "no ELF header in the APE script");
}
