#define _GNU_SOURCE
#include <unistd.h>
#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* The kernel's termios (the same on x86_64 and aarch64): four flag
 * words, the line discipline, the control characters. Only c_lflag is
 * touched, so <termios.h> is not needed. */
struct kterm {
	unsigned iflag, oflag, cflag, lflag;
	unsigned char line, cc[19];
};
#define K_ISIG 0000001
#define K_ECHO 0000010

/* Prompt on the terminal and read a line with echo off. The answer is
 * in a static buffer (longer input is cut at its size, the rest of the
 * line discarded). Without /dev/tty, stdin and stderr are used. */
char *getpass(const char *prompt)
{
	static char pass[256];
	struct kterm t, saved;
	int in, out, own = 0, echo_off = 0;
	size_t l = 0;
	char c;

	in = out = __syscall(SYS_openat, AT_FDCWD, "/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
	if (in >= 0) own = 1;
	else {
		in = 0;
		out = 2;
	}
	if (!__syscall(SYS_ioctl, in, TCGETS, &saved)) {
		t = saved;
		t.lflag &= ~(K_ECHO | K_ISIG);
		echo_off = !__syscall(SYS_ioctl, in, TCSETSF, &t);
	}
	write(out, prompt, strlen(prompt));

	long r;
	while ((r = read(in, &c, 1)) == 1 && c != '\n') {
		if (c == '\r') continue;
		if (l < sizeof pass - 1) pass[l++] = c;
	}
	pass[l] = 0;

	if (echo_off) {
		__syscall(SYS_ioctl, in, TCSETSF, &saved);
		write(out, "\n", 1);
	}
	if (own) __syscall(SYS_close, in);
	return r < 0 && !l ? 0 : pass;
}
