/* fgetwc/getwc/fgetws decode a UTF-8 character that a buffer refill
 * splits: from a pipe written one byte at a time (each refill gets what
 * is there), and from a file read through setvbuf buffers of 1 to 24
 * bytes (polyport keeps 8 of them for ungetc), so every character of 1
 * to 4 bytes is cut at every place. A
 * bad byte after a split prefix, or a prefix cut by the end of the file,
 * is WEOF with EILSEQ (glibc: a cut-off prefix is plain end of file). */
#define _GNU_SOURCE
#include <stdio.h>
#include <errno.h>
#include <locale.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include "check.h"

static const char text[] = "a\xc3\xa9" "b\xe2\x82\xac" "\xf0\x9f\x98\x80" "c\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\n" "z";
static const wchar_t wtext[] = L"a\u00e9b\u20ac\U0001F600c\u00e9\u20ac\U0001F600\nz";
static int pfd[2];

static void *trickle(void *arg)
{
	const char *s = arg;
	for (; *s; s++) {
		write(pfd[1], s, 1);
		nanosleep(&(struct timespec){ 0, 2000000 }, 0);
	}
	close(pfd[1]);
	return 0;
}

/* Reads the whole stream with fgetwc, or getwc, and compares. */
static int read_all(FILE *f, int use_getwc, wchar_t *out, size_t n)
{
	size_t i = 0;
	wint_t c;
	while ((c = use_getwc ? getwc(f) : fgetwc(f)) != WEOF && i < n - 1) out[i++] = c;
	out[i] = 0;
	return !ferror(f) && feof(f);
}

static FILE *from(const char *path, const char *bytes, size_t len)
{
	FILE *f = fopen(path, "w");
	fwrite(bytes, 1, len, f);
	fclose(f);
	return fopen(path, "r");
}

int main(void)
{
	wchar_t got[64];
	char path[] = "/tmp/fgetwc_split.XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	close(fd);
	CHECK(setlocale(LC_ALL, "C.UTF-8") != NULL);

	/* a pipe, one byte at a time, for fgetwc, getwc and fgetws */
	for (int how = 0; how < 3; how++) {
		pthread_t t;
		CHECK_INT(pipe(pfd), 0);
		FILE *f = fdopen(pfd[0], "r");
		CHECK_INT(pthread_create(&t, 0, trickle, (void *)text), 0);
		if (how < 2) {
			CHECK(read_all(f, how, got, 64));
		} else {
			CHECK(fgetws(got, 64, f) == got);
			size_t l = wcslen(got);
			CHECK(fgetws(got + l, 64 - l, f) == got + l);
		}
		CHECK(!wcscmp(got, wtext));
		pthread_join(t, 0);
		fclose(f);
	}

	/* a file through tiny buffers */
	for (size_t size = 1; size <= 24; size++) {
		static char vbuf[24];
		FILE *f = from(path, text, sizeof text - 1);
		CHECK_INT(setvbuf(f, vbuf, _IOFBF, size), 0);
		int ok = read_all(f, size & 1, got, 64) && !wcscmp(got, wtext);
		check_count++;
		if (!ok) check__where(__FILE__, __LINE__, "read through a small buffer"), check__puti(size), check__put(" bytes\n");
		fclose(f);
	}

	/* a bad continuation byte after a prefix the refill split off */
	FILE *f = from(path, "x\xe2\x82" "A", 4);
	static char small[11];
	setvbuf(f, small, _IOFBF, sizeof small);
	CHECK_INT(fgetwc(f), 'x');
	errno = 0;
	CHECK(fgetwc(f) == WEOF);
	CHECK_INT(errno, EILSEQ);
	CHECK(ferror(f));
	fclose(f);

	/* the file ends inside a character */
	f = from(path, "y\xf0\x9f\x98", 4);
	setvbuf(f, small, _IOFBF, sizeof small);
	CHECK_INT(fgetwc(f), 'y');
	errno = 0;
	CHECK(fgetwc(f) == WEOF);
#ifdef __polyport__
	/* not a character: an error, as POSIX has it (glibc 2.36 says plain
	 * end of file, dropping the bytes without a word) */
	CHECK_INT(errno, EILSEQ);
	CHECK(ferror(f));
#else
	CHECK(feof(f));
#endif
	fclose(f);

	remove(path);
	return check_done();
}
