/* An object aligned to 64 KiB, more than a page on x86_64: the linker
 * gives its PT_LOAD a p_align of 64 KiB, and the loader (like the kernel)
 * must then place the static PIE at a base that keeps it aligned
 * (docs/format.md section 7). Prints whether it is; exits 1 if not. */
#include <stdio.h>

#define ALIGN 65536
static _Alignas(ALIGN) char block[4096] = "aligned";

int main(void)
{
	/* through a volatile pointer: the compiler may not assume the answer */
	char *volatile p = block;
	unsigned long off = (unsigned long)p % ALIGN;
	p[0] = 1;
	if (off) {
		printf("64 KiB object misaligned: %p (offset %#lx)\n", (void *)p, off);
		return 1;
	}
	printf("64 KiB object aligned\n");
	return 0;
}
