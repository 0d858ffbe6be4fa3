#include <endian.h>
#include <stdint.h>
#include <string.h>
#include <sysexits.h>
#include "check.h"

#ifdef __polyport__
/* polyport's conversions are constant expressions: they serve as case
 * labels and in static initialisers (glibc's are inline functions). */
static const uint32_t be_one = htobe32(1);
static int label(uint16_t v)
{
	switch (v) {
	case htobe16(0x0102): return 1;
	case htole16(0x0304): return 2;
	default: return 0;
	}
}
#endif

int main(void)
{
	CHECK_INT(LITTLE_ENDIAN, 1234);
	CHECK_INT(BIG_ENDIAN, 4321);
	CHECK_INT(PDP_ENDIAN, 3412);
	CHECK_INT(__BYTE_ORDER, BYTE_ORDER);
	/* BYTE_ORDER names the order the bytes are really in */
	uint32_t probe = 0x01020304;
	unsigned char b[8];
	memcpy(b, &probe, 4);
	CHECK_INT(BYTE_ORDER, b[0] == 4 ? LITTLE_ENDIAN : BIG_ENDIAN);

	uint16_t v16 = htobe16(0x1234);
	memcpy(b, &v16, 2);
	CHECK(b[0] == 0x12 && b[1] == 0x34);
	v16 = htole16(0x1234);
	memcpy(b, &v16, 2);
	CHECK(b[0] == 0x34 && b[1] == 0x12);
	uint32_t v32 = htobe32(0x12345678);
	memcpy(b, &v32, 4);
	CHECK_MEM(b, "\x12\x34\x56\x78", 4);
	v32 = htole32(0x12345678);
	memcpy(b, &v32, 4);
	CHECK_MEM(b, "\x78\x56\x34\x12", 4);
	uint64_t v64 = htobe64(0x0102030405060708ULL);
	memcpy(b, &v64, 8);
	CHECK_MEM(b, "\1\2\3\4\5\6\7\10", 8);
	v64 = htole64(0x0102030405060708ULL);
	memcpy(b, &v64, 8);
	CHECK_MEM(b, "\10\7\6\5\4\3\2\1", 8);

	/* back again, and the result has the unsigned width of its name */
	CHECK_UINT(be16toh(htobe16(0xfedc)), 0xfedc);
	CHECK_UINT(le16toh(htole16(0xfedc)), 0xfedc);
	CHECK_UINT(be32toh(htobe32(0xfedcba98)), 0xfedcba98);
	CHECK_UINT(le32toh(htole32(0xfedcba98)), 0xfedcba98);
	CHECK_UINT(be64toh(htobe64(0xfedcba9876543210ULL)), 0xfedcba9876543210ULL);
	CHECK_UINT(le64toh(htole64(0xfedcba9876543210ULL)), 0xfedcba9876543210ULL);
	CHECK_INT(sizeof htobe16(1), 2);
	CHECK_INT(sizeof le32toh(1), 4);
	CHECK_INT(sizeof be64toh(1), 8);
	CHECK(htobe16(-1) > 0);
	volatile uint32_t wide = 0x12345;
	CHECK_UINT(htole16(wide), 0x2345);

#ifdef __polyport__
	memcpy(b, &be_one, 4);
	CHECK_MEM(b, "\0\0\0\1", 4);
	CHECK_INT(label(htobe16(0x0102)), 1);
	CHECK_INT(label(htole16(0x0304)), 2);
#endif

	CHECK_INT(EX_OK, 0);
	CHECK_INT(EX__BASE, 64);
	CHECK_INT(EX_USAGE, 64);
	CHECK_INT(EX_DATAERR, 65);
	CHECK_INT(EX_NOINPUT, 66);
	CHECK_INT(EX_NOUSER, 67);
	CHECK_INT(EX_NOHOST, 68);
	CHECK_INT(EX_UNAVAILABLE, 69);
	CHECK_INT(EX_SOFTWARE, 70);
	CHECK_INT(EX_OSERR, 71);
	CHECK_INT(EX_OSFILE, 72);
	CHECK_INT(EX_CANTCREAT, 73);
	CHECK_INT(EX_IOERR, 74);
	CHECK_INT(EX_TEMPFAIL, 75);
	CHECK_INT(EX_PROTOCOL, 76);
	CHECK_INT(EX_NOPERM, 77);
	CHECK_INT(EX_CONFIG, 78);
	CHECK_INT(EX__MAX, 78);
	return check_done();
}
