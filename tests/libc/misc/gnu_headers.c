/* Headers GNU packages include: they exist, compile together, and carry
 * Linux's values (checked against glibc by the glibc build of this test). */
#define _GNU_SOURCE
#include <sys/cdefs.h>
#include <byteswap.h>
#include <memory.h>
#include <ar.h>
#include <sys/mount.h>
#include <sys/mtio.h>
#include <termio.h>
#include <ulimit.h>
#include <stddef.h>
#include <string.h>
#include "check.h"

__BEGIN_DECLS
int cdefs_fn(int x) __THROW __attribute_const__;
__END_DECLS
int cdefs_fn(int x) { return x + 1; }

int main(void)
{
	CHECK_INT(cdefs_fn(1), 2);
	CHECK_STR(__STRING(abc), "abc");
	CHECK(__glibc_likely(1) && !__glibc_unlikely(0));

	CHECK_UINT(bswap_16(0x1234), 0x3412);
	CHECK_UINT(bswap_32(0x12345678), 0x78563412);
	CHECK(bswap_64(0x0102030405060708ULL) == 0x0807060504030201ULL);
	volatile unsigned v = 0xa1b2c3d4;
	CHECK_UINT(bswap_32(v), 0xd4c3b2a1);

	/* memory.h gives the mem* declarations */
	char m[4] = "abc";
	CHECK(memchr(m, 'c', 3) == m + 2);

	CHECK_STR(ARMAG, "!<arch>\n");
	CHECK_INT(SARMAG, 8);
	CHECK_STR(ARFMAG, "`\n");
	CHECK_INT(sizeof(struct ar_hdr), 60);
	CHECK_INT(offsetof(struct ar_hdr, ar_size), 48);

	CHECK_INT(MS_RDONLY, 1);
	CHECK_INT(MS_BIND, 4096);
	CHECK_INT(MS_REC, 16384);
	CHECK_INT(MS_PRIVATE, 1 << 18);
	CHECK_INT(MS_STRICTATIME, 1 << 24);
	CHECK_INT(MNT_DETACH, 2);
	CHECK_INT(UMOUNT_NOFOLLOW, 8);
	CHECK_UINT(BLKGETSIZE64, 0x80081272);
	CHECK_UINT(BLKSSZGET, 0x1268);

	CHECK_INT(sizeof(struct mtop), 8);
	CHECK_INT(sizeof(struct mtget), 48);
	CHECK_UINT(MTIOCTOP, 0x40086d01);
	CHECK_UINT(MTIOCGET, 0x80306d02);
	CHECK_UINT(MTIOCPOS, 0x80086d03);
	CHECK_INT(MTWEOF, 5);
	CHECK_INT(MTSEEK, 22);
	CHECK_INT(MTMKPART, 34);
	CHECK(GMT_ONLINE(0x01000000) && !GMT_ONLINE(0x80000000));

	CHECK_INT(sizeof(struct termio), 18);
	CHECK_INT(NCC, 8);
	CHECK_UINT(TCGETA, 0x5405);

	CHECK_INT(UL_GETFSIZE, 1);
	CHECK_INT(UL_SETFSIZE, 2);
	return check_done();
}
