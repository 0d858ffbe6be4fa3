#define _GNU_SOURCE
#include <string.h>
#include <strings.h>
#include "check.h"

static unsigned char a[1024 + 64], b[1024 + 64], ref[1024 + 64];
static unsigned char big1[70000], big2[70000];

static void fill(unsigned char *p, int n, int seed)
{
	for (int i = 0; i < n; i++) p[i] = (unsigned char)(i * 7 + seed);
}

int main(void)
{
	/* Every length and alignment pair around the size-class edges, with
	 * guard bytes checked on both sides. */
	int bad = 0;
	for (int n = 0; n < 300; n++)
		for (int da = 0; da < 16; da++)
			for (int sa = 0; sa < 16; sa += 5) {
				fill(b, sizeof b, n);
				memset(a, 0xee, sizeof a);
				if (memcpy(a + da + 8, b + sa, n) != a + da + 8) bad++;
				if (memcmp(a + da + 8, b + sa, n)) bad++;
				if (a[da + 7] != 0xee || a[da + 8 + n] != 0xee) bad++;
				memset(a, 0x11, sizeof a);
				if (memset(a + da + 8, sa, n) != a + da + 8) bad++;
				for (int i = 0; i < n; i++) if (a[da + 8 + i] != sa) { bad++; break; }
				if (a[da + 7] != 0x11 || a[da + 8 + n] != 0x11) bad++;
			}
	CHECK_INT(bad, 0);

	/* memmove both directions, every overlap distance. */
	bad = 0;
	for (int n = 0; n < 200; n += 3)
		for (int off = -40; off <= 40; off++) {
			fill(a, sizeof a, off);
			memcpy(ref, a, sizeof a);
			memmove(a + 100 + off, a + 100, n);
			memcpy(b, ref, sizeof b);
			for (int i = n - 1; off > 0 && i >= 0; i--) b[100 + off + i] = b[100 + i];
			for (int i = 0; off <= 0 && i < n; i++) b[100 + off + i] = b[100 + i];
			if (memcmp(a, b, sizeof a)) bad++;
		}
	CHECK_INT(bad, 0);
	fill(a, 1024, 3);
	memmove(a + 1, a, 1000);
	fill(b, 1024, 3);
	CHECK(!memcmp(a + 1, b, 1000));

	/* Long copies and fills take other paths (rep movsb on x86_64). */
	bad = 0;
	static const int lens[] = { 1000, 2047, 2048, 2049, 4096, 5000, 65536, 69000 };
	for (int k = 0; k < 8; k++)
		for (int al = 0; al < 3; al++) {
			int n = lens[k];
			fill(big2, sizeof big2, k);
			memset(big1, 0xee, sizeof big1);
			memcpy(big1 + al, big2 + 2 * al, n);
			if (memcmp(big1 + al, big2 + 2 * al, n) || big1[al + n] != 0xee) bad++;
			if (al && big1[al - 1] != 0xee) bad++;
			memset(big1 + al, al + 1, n);
			for (int i = 0; i < n; i++) if (big1[al + i] != al + 1) { bad++; break; }
			if (big1[al + n] != 0xee) bad++;
			fill(big1, sizeof big1, k);
			memmove(big1 + al + 7, big1 + al, n);
			fill(big2, sizeof big2, k);
			if (memcmp(big1 + al + 7, big2 + al, n)) bad++;
			fill(big1, sizeof big1, k);
			memmove(big1 + al, big1 + al + 9, n);
			if (memcmp(big1 + al, big2 + al + 9, n)) bad++;
		}
	CHECK_INT(bad, 0);

	CHECK(memcmp("abc", "abd", 3) < 0);
	CHECK(memcmp("abd", "abc", 3) > 0);
	CHECK(memcmp("ab\x80", "ab\x01", 3) > 0);
	CHECK_INT(memcmp("abc", "abd", 2), 0);
	CHECK_INT(memcmp("", "x", 0), 0);
	memset(a, 0, 64); memset(b, 0, 64); b[37] = 1;
	CHECK(memcmp(a, b, 64) < 0);
	CHECK(bcmp(a, b, 64) != 0);
	CHECK_INT(bcmp(a, b, 37), 0);

	const char *s = "hello, world\x80";
	CHECK(memchr(s, 'o', 13) == s + 4);
	CHECK(memchr(s, 'z', 13) == 0);
	CHECK(memchr(s, 0x80, 14) == s + 12);
	CHECK(memchr(s, 0x180, 14) == s + 12);
	CHECK(memchr(s, 'w', 7) == 0);
	CHECK(memrchr(s, 'o', 13) == s + 8);
	CHECK(memrchr(s, 'o', 8) == s + 4);
	CHECK(memrchr(s, 'h', 0) == 0);
	CHECK(rawmemchr(s, ',') == s + 5);
	CHECK(rawmemchr(s, 0) == s + 13);
	bad = 0;
	for (int n = 0; n < 100; n++)
		for (int i = 0; i < n; i++) {
			memset(a, 'a', 128); a[i + 3] = 'b'; a[n + 3] = 'b';
			if (memchr(a + 3, 'b', n) != a + 3 + i) bad++;
			if (memchr(a + 3, 'b', i) != 0) bad++;
			if (memrchr(a + 3, 'b', n + 1) != a + 3 + n) bad++;
			if (memrchr(a + 3, 'b', n) != a + 3 + i) bad++;
		}
	CHECK_INT(bad, 0);

	CHECK(mempcpy(a, "xyz", 3) == a + 3);
	CHECK(!memcmp(a, "xyz", 3));
	memset(a, 0, 16);
	CHECK(memccpy(a, "abc:def", ':', 7) == a + 4);
	CHECK_STR((char *)a, "abc:");
	CHECK(memccpy(a, "abcdef", ':', 3) == 0);

	memset(a, 1, 8); bzero(a, 4);
	CHECK(a[3] == 0 && a[4] == 1);
	memset(a, 1, 8); explicit_bzero(a + 1, 2);
	CHECK(a[0] == 1 && a[1] == 0 && a[2] == 0 && a[3] == 1);
	strcpy((char *)a, "abcdef");
	bcopy(a, a + 2, 4);
	CHECK_STR((char *)a, "ababcd");

	memcpy(a, "abc", 4);
	memfrob(a, 3);
	CHECK(a[0] == ('a' ^ 42));
	memfrob(a, 3);
	CHECK_STR((char *)a, "abc");

	CHECK_INT(ffs(0), 0);
	CHECK_INT(ffs(1), 1);
	CHECK_INT(ffs(0x80000000), 32);
	CHECK_INT(ffsl(1L << 40), 41);
	CHECK_INT(ffsll(1LL << 63), 64);
	return check_done();
}
