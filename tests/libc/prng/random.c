/* random/srandom/initstate/setstate, rand/srand, rand_r: the exact
 * sequences glibc produces (expected values recorded from glibc 2.36). */
#include <stdlib.h>
#include "check.h"

int main(void)
{
	/* Unseeded random() is as if srandom(1). */
	long d[5] = { 1804289383, 846930886, 1681692777, 1714636915, 1957747793 };
	for (int i = 0; i < 5; i++) CHECK_INT(random(), d[i]);
	srandom(42);
	long s42[5] = { 71876166, 708592740, 1483128881, 907283241, 442951012 };
	for (int i = 0; i < 5; i++) CHECK_INT(random(), s42[i]);
	/* Seed 0 is treated as 1. */
	srandom(0);
	for (int i = 0; i < 3; i++) CHECK_INT(random(), d[i]);
	srand(7);
	CHECK_INT(rand(), 1045618677);
	CHECK_INT(rand(), 1863967299);
	CHECK_INT(rand(), 1272579899);

	/* Each state size selects a different generator type. */
	static long st8[1], st32[4], st64[8], st256[32];
	char *prev = initstate(5, (char *)st8, 8);
	CHECK(prev != NULL);
	CHECK_INT(random(), 1222621274);
	CHECK_INT(random(), 554244747);
	CHECK_INT(random(), 695785320);
	CHECK(initstate(5, (char *)st32, 32) == (char *)st8);
	CHECK_INT(random(), 526245433);
	CHECK_INT(random(), 2030581801);
	CHECK_INT(random(), 1856299167);
	initstate(5, (char *)st64, 64);
	CHECK_INT(random(), 256049136);
	CHECK_INT(random(), 304529766);
	CHECK_INT(random(), 1976335986);
	initstate(5, (char *)st256, 256);
	CHECK_INT(random(), 1426026113);
	CHECK_INT(random(), 713739126);
	CHECK_INT(random(), 1505728855);
	/* setstate resumes a saved generator where it stopped. */
	CHECK(setstate((char *)st32) == (char *)st256);
	CHECK_INT(random(), 2079384073);
	CHECK_INT(random(), 1897112816);
	CHECK_INT(random(), 1659709827);
	setstate((char *)st256);
	CHECK_INT(random(), 613833012);
	CHECK_INT(random(), 994530444);
	CHECK_INT(random(), 471037992);
	char tiny[4];
	CHECK_ERRNO(initstate(1, tiny, 4), EINVAL);

	unsigned s = 123;
	CHECK_INT(rand_r(&s), 612365165);
	CHECK_INT(rand_r(&s), 943759613);
	CHECK_INT(rand_r(&s), 348315775);
	CHECK_UINT(s, 1551886512);
	return check_done();
}
