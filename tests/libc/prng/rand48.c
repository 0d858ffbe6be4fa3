/* The drand48 family: POSIX's exact 48-bit LCG (values from glibc). */
#include <stdlib.h>
#include "check.h"

int main(void)
{
	/* Unseeded: x starts at 0. */
	CHECK(drand48() == 3.907985046680551e-14);
	CHECK_INT(lrand48(), 2116118);
	CHECK_INT(mrand48(), 178803790);
	srand48(1234);
	CHECK(drand48() == 0.74087692944249639);
	CHECK_INT(lrand48(), 460710097);
	CHECK_INT(mrand48(), 1452540047);
	unsigned short x[3] = { 1, 2, 3 };
	CHECK(erand48(x) == 0.44199632268870914);
	CHECK_INT(nrand48(x), 565063343);
	CHECK_INT(jrand48(x), -1485464893);
	CHECK_INT(x[0], 7666);
	CHECK_INT(x[1], 39619);
	CHECK_INT(x[2], 42869);
	unsigned short sd[3] = { 0x1234, 0x5678, 0x9abc };
	unsigned short *old = seed48(sd);
	CHECK_INT(old[0], 10787);
	CHECK_INT(old[1], 143);
	CHECK_INT(old[2], 22164);
	CHECK_INT(lrand48(), 615467189);
	unsigned short p[7] = { 1, 2, 3, 5, 0, 0, 7 };
	lcong48(p);
	CHECK_INT(lrand48(), 491525);
	CHECK_INT(mrand48(), 4915250);
	/* seed48 restores the standard multiplier after lcong48. */
	unsigned short z[3] = { 0x330e, 1234 & 0xffff, 0 };
	seed48(z);
	CHECK(drand48() == 0.74087692944249639);
	return check_done();
}
