/* The C half of the program entry, linked into every program as crt1.o. */
int main();
_Noreturn int __libc_start_main(int (*)(), int, char **);

void _start_c(long *p)
{
	int argc = p[0];
	char **argv = (void *)(p + 1);
	__libc_start_main(main, argc, argv);
}
