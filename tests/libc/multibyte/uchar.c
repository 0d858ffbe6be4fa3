#include <uchar.h>
#include <wchar.h>
#include <locale.h>
#include <string.h>
#include <errno.h>
#include "check.h"

int main(void)
{
	mbstate_t st;
	char16_t c16;
	char32_t c32;
	char b[8];

	CHECK(setlocale(LC_CTYPE, "C.UTF-8") != 0);
	memset(&st, 0, sizeof st);
	CHECK_INT(mbrtoc32(&c32, "\xf0\x9f\x98\x80", 4, &st), 4);
	CHECK_INT(c32, 0x1f600);
	CHECK_INT(c32rtomb(b, 0x20ac, &st), 3);
	CHECK_MEM(b, "\xe2\x82\xac", 3);

	CHECK_INT(mbrtoc16(&c16, "\xf0\x9f\x98\x80", 4, &st), 4);
	CHECK_INT(c16, 0xd83d);
	CHECK_INT(mbrtoc16(&c16, "", 0, &st), -3);
	CHECK_INT(c16, 0xde00);
	CHECK(mbsinit(&st));
	CHECK_INT(mbrtoc16(&c16, "\xc3\xa9", 2, &st), 2);
	CHECK_INT(c16, 0xe9);

	memset(&st, 0, sizeof st);
	CHECK_INT(c16rtomb(b, 0xd83d, &st), 0);
	CHECK_INT(c16rtomb(b, 0xde00, &st), 4);
	CHECK_MEM(b, "\xf0\x9f\x98\x80", 4);
	CHECK_INT(c16rtomb(b, 0x41, &st), 1);
	errno = 0;
	CHECK_INT(c16rtomb(b, 0xdc00, &st), -1);
	CHECK_INT(errno, EILSEQ);
	return check_done();
}
