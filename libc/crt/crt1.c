/* The C half of the program entry, linked into every program as crt1.o. */
int main();
_Noreturn int __libc_start_main(int (*)(), int, char **);

void _start_c(long *p)
{
	int argc = p[0];
	char **argv = (void *)(p + 1);
	__libc_start_main(main, argc, argv);
}

/* An ELF note promising apelink that this program's start-up survives a
 * move in memory (docs/format.md section 5): it relocates itself from
 * _DYNAMIC and the GOT's link-time copy of that address, and finds its own
 * program headers through __ehdr_start, so its load bias need only keep
 * its sections aligned. glibc's and musl's static-PIE start-up derive the
 * bias from the program headers instead, and a moved image would break
 * them: without this note apelink leaves the addresses alone. */
__asm__(
	".pushsection .note.polyport,\"a\",%note\n"
	".balign 4\n"
	".long 9, 4, 1\n"        /* namesz ("polyport" and its NUL), descsz, type */
	".asciz \"polyport\"\n"
	".balign 4\n"
	".long 1\n"              /* the movable-image contract, version 1 */
	".popsection\n");
