/* mtrace writes glibc's MALLOC_TRACE records for each allocation call,
 * in order, with the caller, until muntrace; nothing without the
 * variable. glibc 2.34 and later keep mtrace in libc_malloc_debug.so: the
 * glibc build runs itself again with it preloaded.
 * tests/libc-malloc/mtrace.test gives such a file to glibc's mtrace
 * script. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <malloc.h>
#include <mcheck.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

int main(int, char **);

static char text[8192];

static int slurp(const char *path)
{
	int fd = open(path, O_RDONLY);
	if (fd < 0) return -1;
	int n = read(fd, text, sizeof text - 1);
	close(fd);
	text[n > 0 ? n : 0] = 0;
	return n;
}

/* Line I (from 0) without its "@ WHERE " part, which goes to WHERE. */
static const char *line(int i, char *where)
{
	static char buf[256];
	const char *p = text;
	while (i-- && (p = strchr(p, '\n'))) p++;
	if (!p) return "";
	size_t n = strcspn(p, "\n");
	snprintf(buf, sizeof buf, "%.*s", (int)n, p);
	where[0] = 0;
	if (buf[0] == '@') {
		char *sp = strchr(buf + 2, ' ');
		if (!sp) return buf;
		snprintf(where, 200, "%.*s", (int)(sp - buf - 2), buf + 2);
		return sp + 1;
	}
	return buf;
}

static void expect(int i, const char *fmt, uintptr_t a, unsigned long n)
{
	char want[128], where[256];
	snprintf(want, sizeof want, fmt, (void *)a, n);
	const char *got = line(i, where);
	CHECK_STR(got, want);
	/* The caller is main: "PROGRAM:[ADDRESS]", the address in the
	 * program's file (the load offset taken off), as glibc 2.36 writes
	 * it, so its mtrace script can ask addr2line. */
	char *br = strrchr(where, '[');
	CHECK(br != 0);
	if (!br) return;
	uintptr_t at = strtoull(br + 1, 0, 16), m = (uintptr_t)main;
	Dl_info info;
	CHECK(dladdr((void *)main, &info));
	m -= (uintptr_t)info.dli_fbase;
	CHECK(br > where && br[-1] == ':');
	CHECK(at > m && at < m + 4096);
}

int main(int argc, char **argv)
{
	(void)argc;
	char path[] = "/tmp/mtrace.XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	close(fd);
	setenv("MALLOC_TRACE", path, 1);
#ifndef __polyport__
	if (!getenv("LD_PRELOAD")) {
		unlink(path);
		setenv("LD_PRELOAD", "libc_malloc_debug.so.0", 1);
		execv("/proc/self/exe", argv);
	}
#endif
	mtrace();

	/* Addresses kept as numbers: some are printed after their free. */
	char *pa = malloc(100), *pb = calloc(3, 10);
	uintptr_t a = (uintptr_t)pa, b = (uintptr_t)pb;
	char *pc = realloc(pa, 5000);
	uintptr_t c = (uintptr_t)pc;
	free(pb);
	void *pd = memalign(64, 50);
	uintptr_t d = (uintptr_t)pd;
	free(pd);
	void *pleak = malloc(77);
	uintptr_t leak = (uintptr_t)pleak;
	free(0);
	muntrace();
	void *after = malloc(5);
	free(after);

	CHECK(slurp(path) > 0);
	char where[256];
	CHECK_STR(line(0, where), "= Start");
	expect(1, "+ %p %#lx", a, 100);
	expect(2, "+ %p %#lx", b, 30);
	expect(3, "< %p", a, 0);
	expect(4, "> %p %#lx", c, 5000);
	expect(5, "- %p", b, 0);
	expect(6, "+ %p %#lx", d, 50);
	expect(7, "- %p", d, 0);
	expect(8, "+ %p %#lx", leak, 77);
	CHECK_STR(line(9, where), "= End");
	CHECK_STR(line(10, where), "");
	free(pc);
	free(pleak);

	/* Without MALLOC_TRACE, or with it empty, nothing is written. */
	unlink(path);
	unsetenv("MALLOC_TRACE");
	mtrace();
	free(malloc(1));
	muntrace();
	CHECK(access(path, F_OK) != 0);
	setenv("MALLOC_TRACE", "", 1);
	mtrace();
	free(malloc(1));
	muntrace();
	return check_done();
}
