/* Assertions for libc tests. One header, no library: the same test file
 * builds against polyport's libc (x86_64, aarch64) and the host glibc.
 * Failures are reported with write(2) through a formatter of our own, so
 * a broken printf cannot hide or fake a result.
 *
 *   CHECK(expr)                 expr is true
 *   CHECK_INT(got, want)        signed integers equal
 *   CHECK_UINT(got, want)       unsigned integers equal
 *   CHECK_STR(got, want)        C strings equal (NULL-safe)
 *   CHECK_MEM(got, want, n)     n bytes equal
 *   CHECK_ERRNO(expr, want)     expr is -1 (or NULL) and errno == want
 *   SKIP(reason)                the whole test is skipped (exit 77)
 *   SKIP_UNLESS_POLYPORT(why)   skip on other libcs (tests of our own API)
 *   return check_done();        at the end of main
 */
#ifndef POLYPORT_CHECK_H
#define POLYPORT_CHECK_H

#include <unistd.h>
#include <errno.h>

static int check_failures, check_count;

static unsigned long check__len(const char *s)
{
	unsigned long n = 0;
	while (s && s[n]) n++;
	return n;
}

static void check__put(const char *s)
{
	unsigned long n = check__len(s);
	while (n) {
		long w = write(2, s, n);
		if (w <= 0) return;
		s += w; n -= (unsigned long)w;
	}
}

static void check__putu(unsigned long long v, int neg)
{
	char b[24], *p = b + sizeof b;
	*--p = 0;
	do *--p = '0' + v % 10; while (v /= 10);
	if (neg) *--p = '-';
	check__put(p);
}

static void check__puti(long long v)
{
	if (v < 0) check__putu(-(unsigned long long)v, 1);
	else check__putu(v, 0);
}

/* Strings are shown quoted, with control bytes escaped, so a stray
 * newline or NUL-truncation is visible. */
static void check__putq(const char *s, unsigned long n)
{
	static const char hex[] = "0123456789abcdef";
	char b[5];
	if (!s) { check__put("(null)"); return; }
	check__put("\"");
	for (unsigned long i = 0; i < n; i++) {
		unsigned char c = s[i];
		if (c >= 32 && c < 127 && c != '"' && c != '\\') { b[0] = c; b[1] = 0; }
		else { b[0] = '\\'; b[1] = 'x'; b[2] = hex[c >> 4]; b[3] = hex[c & 15]; b[4] = 0; }
		check__put(b);
	}
	check__put("\"");
}

static void check__where(const char *file, int line, const char *what)
{
	check_failures++;
	check__put(file); check__put(":"); check__puti(line);
	check__put(": check failed: "); check__put(what); check__put("\n");
}

#define CHECK(e) do { check_count++; if (!(e)) check__where(__FILE__, __LINE__, #e); } while (0)

#define CHECK_INT(got, want) do { \
	long long check__g = (long long)(got), check__w = (long long)(want); \
	check_count++; \
	if (check__g != check__w) { \
		check__where(__FILE__, __LINE__, #got " == " #want); \
		check__put("    expected "); check__puti(check__w); \
		check__put(", got "); check__puti(check__g); check__put("\n"); \
	} } while (0)

#define CHECK_UINT(got, want) do { \
	unsigned long long check__g = (unsigned long long)(got), check__w = (unsigned long long)(want); \
	check_count++; \
	if (check__g != check__w) { \
		check__where(__FILE__, __LINE__, #got " == " #want); \
		check__put("    expected "); check__putu(check__w, 0); \
		check__put(", got "); check__putu(check__g, 0); check__put("\n"); \
	} } while (0)

static int check__streq(const char *a, const char *b)
{
	if (!a || !b) return a == b;
	while (*a && *a == *b) a++, b++;
	return *a == *b;
}

#define CHECK_STR(got, want) do { \
	const char *check__g = (got), *check__w = (want); \
	check_count++; \
	if (!check__streq(check__g, check__w)) { \
		check__where(__FILE__, __LINE__, #got " equals " #want); \
		check__put("    expected "); check__putq(check__w, check__len(check__w)); \
		check__put("\n         got "); check__putq(check__g, check__len(check__g)); check__put("\n"); \
	} } while (0)

#define CHECK_MEM(got, want, n) do { \
	const unsigned char *check__g = (const void *)(got), *check__w = (const void *)(want); \
	unsigned long check__n = (n), check__i; \
	check_count++; \
	for (check__i = 0; check__i < check__n && check__g[check__i] == check__w[check__i]; check__i++); \
	if (check__i < check__n) { \
		check__where(__FILE__, __LINE__, #got " matches " #want); \
		check__put("    first difference at byte "); check__putu(check__i, 0); \
		check__put("\n    expected "); check__putq((const char *)check__w, check__n); \
		check__put("\n         got "); check__putq((const char *)check__g, check__n); check__put("\n"); \
	} } while (0)

/* expr must fail (-1 or a null pointer) and leave errno == want. */
#define CHECK_ERRNO(expr, want) do { \
	errno = 0; \
	long check__r = (long)(expr); \
	int check__e = errno; \
	check_count++; \
	if (check__r != -1 && check__r != 0) { \
		check__where(__FILE__, __LINE__, #expr " fails with " #want); \
		check__put("    it succeeded, returning "); check__puti(check__r); check__put("\n"); \
	} else if (check__e != (want)) { \
		check__where(__FILE__, __LINE__, #expr " fails with " #want); \
		check__put("    expected errno "); check__puti(want); \
		check__put(", got "); check__puti(check__e); check__put("\n"); \
	} } while (0)

#define SKIP(reason) do { check__put("SKIP: "); check__put(reason); check__put("\n"); _exit(77); } while (0)

#ifdef __polyport__
#define SKIP_UNLESS_POLYPORT(why) ((void)0)
#else
#define SKIP_UNLESS_POLYPORT(why) SKIP("polyport-only: " why)
#endif

static int check_done(void)
{
	if (check_failures) {
		check__puti(check_failures); check__put(" of "); check__puti(check_count);
		check__put(" checks failed\n");
		return 1;
	}
	if (!check_count) {
		check__put("no checks ran: a test that checks nothing cannot fail\n");
		return 1;
	}
	check__puti(check_count); check__put(" checks passed\n");
	return 0;
}

#endif
