/* The cat of bench/windows/wine.sh: copies FILE to standard output in
 * 64 KiB reads and writes, the same source for polyport (an APE, run
 * under Wine as a Windows program) and MinGW-w64 (msvcrt's read and
 * write, in binary mode so that both copy the bytes as they are). */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#ifdef _WIN32
#include <io.h>
#endif
#ifndef O_BINARY
#define O_BINARY 0
#endif

static char buf[65536];

int main(int argc, char **argv)
{
	if (argc != 2) {
		fputs("usage: cat FILE\n", stderr);
		return 2;
	}
	int fd = open(argv[1], O_RDONLY | O_BINARY);
	if (fd < 0) {
		perror(argv[1]);
		return 1;
	}
#ifdef _WIN32
	_setmode(1, _O_BINARY);
#endif
	for (;;) {
		long n = read(fd, buf, sizeof buf);
		if (n < 0) {
			perror("read");
			return 1;
		}
		if (!n)
			return close(fd) ? 1 : 0;
		for (long k = 0; k < n;) {
			long w = write(1, buf + k, n - k);
			if (w <= 0) {
				perror("write");
				return 1;
			}
			k += w;
		}
	}
}
