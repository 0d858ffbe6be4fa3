/* The smallest whole program: our crt, our syscall layer, nothing else. */
#include <unistd.h>

int main(void)
{
	static const char msg[] = "hello\n";
	return write(1, msg, sizeof msg - 1) == sizeof msg - 1 ? 0 : 1;
}
