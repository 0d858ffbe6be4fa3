#include <ctype.h>
#include <locale.h>
#include "check.h"

/* The C locale's classes, written out independently of the library. */
static int want(int c, int k)
{
	int up = c >= 'A' && c <= 'Z', lo = c >= 'a' && c <= 'z', dg = c >= '0' && c <= '9';
	int sp = c == ' ' || (c >= 9 && c <= 13), pr = c >= 32 && c < 127;
	switch (k) {
	case 0: return up || lo || dg;
	case 1: return up || lo;
	case 2: return c == ' ' || c == '\t';
	case 3: return (c >= 0 && c < 32) || c == 127;
	case 4: return dg;
	case 5: return pr && c != ' ';
	case 6: return lo;
	case 7: return pr;
	case 8: return pr && c != ' ' && !(up || lo || dg);
	case 9: return sp;
	case 10: return up;
	case 11: return dg || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
	}
	return -1;
}

static int got(int c, int k)
{
	switch (k) {
	case 0: return isalnum(c); case 1: return isalpha(c); case 2: return isblank(c);
	case 3: return iscntrl(c); case 4: return isdigit(c); case 5: return isgraph(c);
	case 6: return islower(c); case 7: return isprint(c); case 8: return ispunct(c);
	case 9: return isspace(c); case 10: return isupper(c); case 11: return isxdigit(c);
	}
	return -1;
}

static int run(void)
{
	int bad = 0;
	for (int c = -1; c < 256; c++) {
		for (int k = 0; k < 12; k++)
			if (!got(c, k) != !want(c, k)) bad++;
		int u = c >= 'a' && c <= 'z' ? c - 32 : c, l = c >= 'A' && c <= 'Z' ? c + 32 : c;
		if (toupper(c) != u || tolower(c) != l) bad++;
	}
	return bad;
}

int main(void)
{
	CHECK_INT(run(), 0);
	/* In C.UTF-8 single bytes >= 0x80 are still unclassified. */
	if (setlocale(LC_ALL, "C.UTF-8")) CHECK_INT(run(), 0);
	setlocale(LC_ALL, "C");
	CHECK(isascii(127) && !isascii(128) && !isascii(-1));
	CHECK_INT(toascii(0x1c1), 0x41);
	locale_t l = newlocale(LC_ALL_MASK, "C", 0);
	CHECK(isalpha_l('q', l) && !isalpha_l('1', l) && toupper_l('q', l) == 'Q');
	CHECK(isspace_l('\v', l) && !isspace_l('x', l));
	int i = 0;
	CHECK(isdigit("5x"[i++]) && i == 1);
	return check_done();
}
