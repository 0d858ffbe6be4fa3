#include <wctype.h>
#include <wchar.h>
#include <locale.h>
#include "check.h"

/* Code points whose classes are the same in Unicode 14 and 15, checked
 * against glibc's C.UTF-8 (the glibc run of this test). */
static const struct { unsigned c; const char *cls; unsigned up, lo; int w; } tab[] = {
	{ 0x41, "alpha upper xdigit print graph alnum", 0x41, 0x61, 1 },
	{ 0xe9, "alpha lower print graph alnum", 0xc9, 0xe9, 1 },
	{ 0xc9, "alpha upper print graph alnum", 0xc9, 0xe9, 1 },
	{ 0xdf, "alpha lower print graph alnum", 0xdf, 0xdf, 1 },
	{ 0xff, "alpha lower print graph alnum", 0x178, 0xff, 1 },
	{ 0x3b1, "alpha lower print graph alnum", 0x391, 0x3b1, 1 },
	{ 0x3a3, "alpha upper print graph alnum", 0x3a3, 0x3c3, 1 },
	{ 0x430, "alpha lower print graph alnum", 0x410, 0x430, 1 },
	{ 0x101, "alpha lower print graph alnum", 0x100, 0x101, 1 },
	{ 0x100, "alpha upper print graph alnum", 0x100, 0x101, 1 },
	{ 0x1c5, "alpha upper lower print graph alnum", 0x1c4, 0x1c6, 1 },
	{ 0x4e00, "alpha print graph alnum", 0x4e00, 0x4e00, 2 },
	{ 0xac00, "alpha print graph alnum", 0xac00, 0xac00, 2 },
	{ 0x660, "alpha print graph alnum", 0x660, 0x660, 1 },  /* ARABIC-INDIC ZERO */
	{ 0x300, "punct print graph", 0x300, 0x300, 0 },
	{ 0x20ac, "punct print graph", 0x20ac, 0x20ac, 1 },
	{ 0xa0, "punct print graph", 0xa0, 0xa0, 1 },
	{ 0xad, "punct print graph", 0xad, 0xad, 1 },
	{ 0x200b, "punct print graph", 0x200b, 0x200b, 0 },
	{ 0x3000, "space blank print", 0x3000, 0x3000, 2 },
	{ 0x2003, "space blank print", 0x2003, 0x2003, 1 },
	{ 0x2028, "space cntrl", 0x2028, 0x2028, -1 },
	{ 0x85, "cntrl", 0x85, 0x85, -1 },
	{ 0x9f, "cntrl", 0x9f, 0x9f, -1 },
	{ 0x1f600, "punct print graph", 0x1f600, 0x1f600, 2 },
	{ 0xff21, "alpha upper print graph alnum", 0xff21, 0xff41, 2 },
	{ 0x10400, "alpha upper print graph alnum", 0x10400, 0x10428, 1 },
	{ 0x1e900, "alpha upper print graph alnum", 0x1e900, 0x1e922, 1 },
	{ 0xe000, "punct print graph", 0xe000, 0xe000, 1 },
	{ 0x1160, "alpha print graph alnum", 0x1160, 0x1160, 0 },
	{ 0x600, "punct print graph", 0x600, 0x600, 1 },
	{ 0xfffe, "", 0xfffe, 0xfffe, -1 },
	{ 0xd800, "", 0xd800, 0xd800, -1 },
	{ 0x110000, "", 0x110000, 0x110000, -1 },
	{ 0x7f, "cntrl", 0x7f, 0x7f, -1 },
	{ '\t', "space blank cntrl", '\t', '\t', -1 },
	{ '5', "digit xdigit print graph alnum", '5', '5', 1 },
	{ 'f', "alpha lower xdigit print graph alnum", 'F', 'f', 1 },
	{ '!', "punct print graph", '!', '!', 1 },
	{ ' ', "space blank print", ' ', ' ', 1 },
	{ 0, "cntrl", 0, 0, 0 },
};

static const char *const names[] = { "alnum", "alpha", "blank", "cntrl", "digit",
	"graph", "lower", "print", "punct", "space", "upper", "xdigit" };

static int has(const char *list, const char *w)
{
	for (const char *p = list; *p; ) {
		const char *e = p;
		while (*e && *e != ' ') e++;
		int n = e - p, i = 0;
		while (i < n && w[i] == p[i]) i++;
		if (i == n && !w[n]) return 1;
		p = *e ? e + 1 : e;
	}
	return 0;
}

int main(void)
{
	CHECK(setlocale(LC_ALL, "C.UTF-8") != 0);
	int bad = 0;
	for (unsigned i = 0; i < sizeof tab / sizeof *tab; i++) {
		wint_t c = tab[i].c;
		for (int k = 0; k < 12; k++) {
			if (!iswctype(c, wctype(names[k])) != !has(tab[i].cls, names[k])) {
				bad++;
				CHECK_STR(names[k], tab[i].cls); /* names the class */
				CHECK_UINT(c, 0);
			}
		}
		if (towupper(c) != tab[i].up || towlower(c) != tab[i].lo) { bad++; CHECK_UINT(c, 0); }
		if (towctrans(c, wctrans("toupper")) != tab[i].up) bad++;
		if (wcwidth(c) != tab[i].w) { bad++; CHECK_UINT(c, wcwidth(c)); }
	}
	CHECK_INT(bad, 0);
	CHECK(iswalpha(0xe9) && !iswdigit(0x660) && iswspace(0x2029));
	CHECK(wctype("nonsense") == 0);
	CHECK(wctrans("nonsense") == 0);
	CHECK_INT(wcswidth(L"a\x4e00\x300z", 10), 4);
	CHECK_INT(wcswidth(L"a\x4e00\x300z", 2), 3);
	CHECK_INT(wcswidth(L"a\x7f", 5), -1);

	/* Case maps are inverse on simple pairs. */
	int inv = 0;
	for (wint_t c = 0x80; c < 0x20000; c++) {
		wint_t u = towupper(c);
		if (u != c && iswlower(c) && !iswupper(u)) inv++;
	}
	CHECK_INT(inv, 0);

	/* The C locale knows only ASCII. */
	setlocale(LC_ALL, "C");
	CHECK(!iswalpha(0xe9) && towupper(0xe9) == 0xe9 && wcwidth(0xe9) == -1);
	CHECK(iswalpha('a') && towupper('a') == 'A' && wcwidth('a') == 1);
	locale_t u8 = newlocale(LC_ALL_MASK, "C.UTF-8", 0);
	CHECK(iswalpha_l(0xe9, u8) && towupper_l(0xe9, u8) == 0xc9);
	freelocale(u8);
	return check_done();
}
