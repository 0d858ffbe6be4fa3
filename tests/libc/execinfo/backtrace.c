/* <execinfo.h>: backtrace gives the return addresses of the calling
 * frames in order (its own frame left out), and no more than asked;
 * backtrace_symbols and backtrace_symbols_fd print the same lines:
 * "[0xaddr]" at least, "file(+0xoffset) [0xaddr]" for an address in an
 * object without a symbol name (glibc's dynamic build, and every program
 * address in polyport's static one), the offset from the object's base. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static void *got[32], *small[2];
static int n, nsmall, nzero;
#define CALLCHAIN_WALK \
	(n = backtrace(got, 32), nsmall = backtrace(small, 2), nzero = backtrace(small, 0))
#include "callchain.h"

static void check_line(const char *s, void *addr)
{
	char tail[64];
	snprintf(tail, sizeof tail, "[%p]", addr);
	size_t ls = strlen(s), lt = strlen(tail);
	CHECK(ls >= lt && !strcmp(s + ls - lt, tail));
	const char *paren = strchr(s, '(');
	Dl_info di;
	if (paren && dladdr(addr, &di)) {
		unsigned long off = 0;
		CHECK(sscanf(paren, "(+%lx)", &off) == 1);
		CHECK(off == (unsigned long)((char *)addr - (char *)di.dli_fbase));
		CHECK(!strncmp(s, di.dli_fname, (size_t)(paren - s)));
	}
#ifdef __polyport__
	CHECK(paren != 0);
#endif
}

int main(void)
{
	CHECK_INT(f1(1), 30);
	CHECK(n >= 4);
	CHECK_INT(nsmall, 2);
	CHECK_INT(nzero, 0);
	if (n < 4) return check_done();
	/* got[0] is in f3 after its call to backtrace; then f2, f1, main. */
	CHECK(got[1] == ret[2]);
	CHECK(got[2] == ret[1]);
	CHECK(got[3] == ret[0]);
	CHECK((char *)got[0] > (char *)f3 && (char *)got[0] < (char *)f3 + 4096);
	CHECK(small[1] == got[1] && small[0] != got[0]);

	char **sym = backtrace_symbols(got, 4);
	CHECK(sym != 0);
	if (!sym) return check_done();
	for (int i = 0; i < 4; i++) check_line(sym[i], got[i]);

	/* The same lines through a descriptor, each ended by a newline and
	 * without the space before '[' (glibc's form). */
	int p[2];
	CHECK_INT(pipe(p), 0);
	backtrace_symbols_fd(got, 4, p[1]);
	close(p[1]);
	char buf[8192], want[8192] = "";
	ssize_t len = 0, r;
	while ((r = read(p[0], buf + len, sizeof buf - 1 - len)) > 0) len += r;
	buf[len] = 0;
	for (int i = 0; i < 4; i++) {
		char *w = want + strlen(want), *sp = strstr(sym[i], ") [");
		strcat(strcat(want, sym[i]), "\n");
		if (sp) memmove(w + (sp - sym[i]) + 1, w + (sp - sym[i]) + 2, strlen(w + (sp - sym[i]) + 1));
	}
	CHECK_STR(buf, want);
	free(sym);
	return check_done();
}
