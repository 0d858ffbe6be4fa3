/* Phase 1: read the whole file. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "assimilate.h"

_Noreturn void as_die(const struct as *S, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "assimilate: %s: ", S->input);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(1);
}

void as_read(struct as *S)
{
	int fd = open(S->input, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &S->st))
		as_die(S, "%s", strerror(errno));
	if (!S_ISREG(S->st.st_mode))
		as_die(S, "not a regular file");
	S->size = (size_t)S->st.st_size;
	S->data = malloc(S->size ? S->size : 1);
	if (!S->data)
		as_die(S, "out of memory");
	for (size_t got = 0; got < S->size;) {
		ssize_t r = read(fd, S->data + got, S->size - got);
		if (r <= 0)
			as_die(S, "read error");
		got += (size_t)r;
	}
	close(fd);
}
