#define _GNU_SOURCE
#include <unistd.h>
#include <fcntl.h>
#include <stdlib.h>
#include "syscall.h"

/* The login shells from /etc/shells, one per line, '#' comments and
 * blank lines skipped; without the file, the two historical defaults
 * (as glibc). The whole file is read once into a private buffer. */
static char *buf, *pos;
static const char defaults[] = "/bin/sh\n/bin/csh\n";

static void load(void)
{
	size_t cap = 4096, len = 0;
	int fd = __syscall(SYS_openat, AT_FDCWD, "/etc/shells", O_RDONLY | O_CLOEXEC);
	free(buf);
	buf = 0;
	if (fd >= 0) {
		for (;;) {
			char *n = realloc(buf, cap + 1);
			if (!n) break;
			buf = n;
			long r = __syscall(SYS_read, fd, buf + len, cap - len);
			if (r <= 0) break;
			len += r;
			if (len == cap) cap *= 2;
		}
		__syscall(SYS_close, fd);
	}
	if (!buf || !len) {
		free(buf);
		if ((buf = malloc(sizeof defaults)))
			for (len = 0; (buf[len] = defaults[len]); len++);
	}
	if (buf) buf[len] = 0;
	pos = buf;
}

char *getusershell(void)
{
	if (!pos) load();
	while (pos && *pos) {
		char *line = pos;
		while (*pos && *pos != '\n') pos++;
		if (*pos) *pos++ = 0;
		while (*line == ' ' || *line == '\t') line++;
		if (*line && *line != '#') return line;
	}
	return 0;
}

void setusershell(void)
{
	load();
}

void endusershell(void)
{
	free(buf);
	buf = pos = 0;
}
