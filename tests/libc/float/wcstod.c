/* wcstof/wcstod/wcstold: the same conversion as strtod over wide text. */
#include <wchar.h>
#include <errno.h>
#include <float.h>
#include "check.h"

int main(void)
{
	wchar_t *e;
	const wchar_t *s;
	static wchar_t big[6000];
	int i;

	s = L"  -1.5e3xyz";
	CHECK(wcstod(s, &e) == -1500.0);
	CHECK_INT(e - s, 8);
	s = L"0x1.8p1";
	CHECK(wcstof(s, &e) == 3.0f);
	CHECK_INT(e - s, 7);
	s = L"0.1";
	CHECK(wcstold(s, &e) == 0.1L);
	CHECK_INT(e - s, 3);
	s = L"1.5\u00e9";
	CHECK(wcstod(s, &e) == 1.5);
	CHECK_INT(e - s, 3);
	s = L"\u0661";   /* ARABIC-INDIC DIGIT ONE is not a digit here */
	CHECK(wcstod(s, &e) == 0);
	CHECK(e == s);
	s = L"infinity";
	CHECK(wcstod(s, &e) == 1.0 / 0.0);
	CHECK_INT(e - s, 8);
	s = L"nan(12)";
	CHECK(wcstod(s, &e) != wcstod(s, &e));
	CHECK_INT(e - s, 7);
	errno = 0;
	CHECK(wcstod(L"1e999", 0) == 1.0 / 0.0);
	CHECK_INT(errno, ERANGE);
	/* A long input decided by its last digit: 1 + 2^-53 + tiny. */
	{
		const wchar_t *h = L"1.00000000000000011102230246251565404236316680908203125";
		for (i = 0; h[i]; i++) big[i] = h[i];
		for (; i < 5000; i++) big[i] = L'0';
		big[i++] = L'1';
		big[i] = 0;
		CHECK(wcstod(big, &e) == 1.0 + DBL_EPSILON);
		CHECK_INT(e - big, 5001);
	}
	return check_done();
}
