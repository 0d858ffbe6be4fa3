#include <unistd.h>

void __procfdname(char *buf, unsigned fd)
{
	static const char prefix[] = "/proc/self/fd/";
	char digits[12];
	int i, n = 0;
	for (i = 0; prefix[i]; i++) buf[i] = prefix[i];
	do digits[n++] = '0' + fd % 10; while (fd /= 10);
	while (n) buf[i++] = digits[--n];
	buf[i] = 0;
}
