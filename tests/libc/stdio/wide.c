/* Wide-character stdio: orientation, fgetwc/fputwc/ungetwc/fgetws/
 * fputws over real UTF-8 (in the C.UTF-8 locale) and ASCII (in C),
 * wprintf/swprintf/swscanf, printf's %lc/%ls, and open_wmemstream. */
#include <stdio.h>
#include <wchar.h>
#include <string.h>
#include <stdlib.h>
#include <locale.h>
#include <errno.h>
#include "check.h"

/* glibc's memory streams cannot be wide, so files are used. */
static char path[4200];

static FILE *fresh(void)
{
	return fopen(path, "w+");
}

static void contents(char *b, size_t n)
{
	FILE *r = fopen(path, "r");
	size_t k = fread(b, 1, n - 1, r);
	b[k] = 0;
	fclose(r);
}

int main(int argc, char **argv)
{
	char b[64];
	wchar_t w[64];
	FILE *f;

	snprintf(path, sizeof path, "%s.tmp", argv[0]);
	/* Orientation: fixed by the first operation or by fwide. */
	f = fresh();
	CHECK_INT(fwide(f, 0), 0);
	fputc('a', f);
	CHECK(fwide(f, 0) < 0);
	CHECK(fwide(f, 1) < 0);
	fclose(f);
	f = fresh();
	CHECK(fwide(f, 5) > 0);
	CHECK(fwide(f, -1) > 0);
	fclose(f);

	/* The C locale is ASCII-only (as glibc's): é cannot be encoded. */
	f = fresh();
	CHECK_INT(fputwc(L'A', f), L'A');
	fclose(f);
	CHECK_INT(snprintf(b, sizeof b, "%lc", (wint_t)0xe9), -1);
	CHECK_INT(snprintf(b, sizeof b, "[%ls|%3lc]", L"ab", (wint_t)'c'), 8);
	CHECK_STR(b, "[ab|  c]");

	if (!setlocale(LC_ALL, "C.UTF-8")) SKIP("no C.UTF-8 locale");

	/* Encoding on output, decoding on input, pushback. */
	f = fresh();
	CHECK_INT(fputwc(0xe9, f), 0xe9);
	CHECK(fputws(L"\u20ac|\U0001F600\n", f) >= 0);
	CHECK_INT(fwprintf(f, L"%d %ls %s %lc|%-4ls|%.1ls\n", 42, L"\u00fc", "\xc3\xa4", (wint_t)0x3b1, L"\u00e9", L"\u00e9x"), 16);
	fflush(f);
	contents(b, sizeof b);
	CHECK_STR(b, "\xc3\xa9\xe2\x82\xac|\xf0\x9f\x98\x80\n42 \xc3\xbc \xc3\xa4 \xce\xb1|\xc3\xa9   |\xc3\xa9\n");
	rewind(f);
	CHECK_INT(fgetwc(f), 0xe9);
	CHECK_INT(fgetwc(f), 0x20ac);
	CHECK_INT(ungetwc(0x20ac, f), 0x20ac);
	CHECK_INT(getwc(f), 0x20ac);
	CHECK(fgetws(w, 64, f) == w);
	CHECK(!wcscmp(w, L"|\U0001F600\n"));
	CHECK(fgetws(w, 4, f) == w);
	CHECK(!wcscmp(w, L"42 "));
	fclose(f);

	/* Invalid input: WEOF with EILSEQ and the error indicator. */
	f = fresh();
	fputs("a\xff", f);
	fclose(f);
	f = fopen(path, "r");
	CHECK_INT(fgetwc(f), 'a');
	CHECK(fgetwc(f) == WEOF);
	CHECK(ferror(f));
	fclose(f);

	/* Narrow printf: %ls/%lc encode; precision counts bytes and never
	 * splits a character. */
	CHECK_INT(snprintf(b, sizeof b, "%ls|%.3ls|%lc|%5ls", L"\u00e9t\u00e9", L"\u00e9\u00e9", (wint_t)0x20ac, L"\u00e9"), 18);
	CHECK_STR(b, "\xc3\xa9t\xc3\xa9|\xc3\xa9|\xe2\x82\xac|   \xc3\xa9");
	/* The precision reached, nothing more is read: the next element
	 * may be no character at all (gnulib's printf probe; coreutils
	 * replaced printf when this failed with EILSEQ). */
	static const wchar_t bad[] = { 'a', 'b', (wchar_t)0xfdfdfdfd, 0 };
	CHECK_INT(snprintf(b, sizeof b, "%.2ls|%-3.2ls|", bad, bad), 7);
	CHECK_STR(b, "ab|ab |");
	CHECK_ERRNO(snprintf(b, sizeof b, "%.3ls", bad), EILSEQ);

	/* swprintf: truncation is an error; widths count characters. */
	CHECK_INT(swprintf(w, 64, L"%5.2f|%-4d|%x|%3ls|%s|%c", 3.14159, 7, 255, L"\u00e9", "\xc3\xa9", 'z'), 21);
	CHECK(!wcscmp(w, L" 3.14|7   |ff|  \u00e9|\u00e9|z"));
	CHECK_INT(swprintf(w, 4, L"%s", "abcdef"), -1);
	CHECK_INT(swprintf(w, 64, L"%2$ls-%1$d%%", 9, L"x"), 4);
	CHECK(!wcscmp(w, L"x-9%"));

	/* swscanf. */
	int x = 0;
	wchar_t ws[16];
	char s[16];
	CHECK_INT(swscanf(L"  12 \u00e9t\u00e9 abc", L"%d %ls %s", &x, ws, s), 3);
	CHECK_INT(x, 12);
	CHECK(!wcscmp(ws, L"\u00e9t\u00e9"));
	CHECK_STR(s, "abc");
	CHECK_INT(swscanf(L"", L"%d", &x), EOF);

	/* open_wmemstream. */
	wchar_t *wp = NULL;
	size_t wl = 0;
	f = open_wmemstream(&wp, &wl);
	CHECK(f != NULL);
	CHECK_INT(fwprintf(f, L"%ls=%d", L"\u00e9\u20ac", 5), 4);
	fflush(f);
	CHECK_INT(wl, 4);
	CHECK(!wcscmp(wp, L"\u00e9\u20ac=5"));
	fclose(f);
	free(wp);
	remove(path);
	return check_done();
}
