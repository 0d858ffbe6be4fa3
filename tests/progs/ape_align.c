/* Objects aligned to 64 KiB, more than a page on x86_64: the linker
 * gives their PT_LOAD a p_align of 64 KiB, and the loader (like the
 * kernel) must then place the static PIE at a base that keeps them aligned
 * (docs/format.md section 7). The zeroed one gets a PT_LOAD of its own
 * without file bytes on x86_64 (ld gives it p_offset 0), which apelink
 * must accept (section 5). Prints whether both are aligned and the zeroed
 * one is zero; exits 1 if not. */
#include <stdio.h>

#define ALIGN 65536
static _Alignas(ALIGN) char block[4096] = "aligned";
static _Alignas(ALIGN) char zeroed[3 * ALIGN];

static int misaligned(const char *what, char *volatile p)
{
	/* through a volatile pointer: the compiler may not assume the answer */
	unsigned long off = (unsigned long)p % ALIGN;
	if (off)
		printf("64 KiB %s misaligned: %p (offset %#lx)\n", what, (void *)p, off);
	return off != 0;
}

int main(void)
{
	int bad = misaligned("object", block) | misaligned("zeroed object", zeroed);
	for (unsigned long i = 0; i < sizeof zeroed; i += 4096)
		if (zeroed[i]) {
			printf("zeroed object not zero at %#lx\n", i);
			bad = 1;
		}
	block[0] = zeroed[sizeof zeroed - 1] = 1;
	if (bad)
		return 1;
	printf("64 KiB object aligned\n");
	return 0;
}
