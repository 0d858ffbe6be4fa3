/* getrandom, getentropy, arc4random family: output is not constant,
 * uniform draws stay in range and cover it, and a forked child does not
 * replay the parent's stream. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <unistd.h>
#include <sys/random.h>
#include <sys/wait.h>
#include "check.h"

#if !defined(__polyport__) && !(__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 36))
#define NO_ARC4
#endif

int main(void)
{
	unsigned char a[64] = { 0 }, b[64] = { 0 }, zero[64] = { 0 };
	CHECK_INT(getrandom(a, sizeof a, 0), 64);
	CHECK_INT(getrandom(b, sizeof b, GRND_NONBLOCK), 64);
	CHECK(memcmp(a, b, 64) != 0);
	CHECK_INT(getentropy(a, 256 < sizeof a ? 256 : sizeof a), 0);
	static unsigned char big[300];
	CHECK_ERRNO(getentropy(big, 257), EIO);

#ifdef NO_ARC4
	SKIP("arc4random needs glibc 2.36");
#else
	memset(a, 0, sizeof a);
	arc4random_buf(a, sizeof a);
	arc4random_buf(b, sizeof b);
	CHECK(memcmp(a, zero, 64) != 0);
	CHECK(memcmp(a, b, 64) != 0);
	/* Long requests cross the internal buffer refills. */
	static unsigned char lots[100000];
	arc4random_buf(lots, sizeof lots);
	int hist[256] = { 0 };
	for (size_t i = 0; i < sizeof lots; i++) hist[lots[i]]++;
	int lo = 1 << 30, hi = 0;
	for (int i = 0; i < 256; i++) {
		if (hist[i] < lo) lo = hist[i];
		if (hist[i] > hi) hi = hist[i];
	}
	/* Expect ~390 per byte value; a broken stream is far off. */
	CHECK(lo > 250 && hi < 550);

	uint32_t x = arc4random(), y = arc4random(), z = arc4random();
	CHECK(!(x == y && y == z));
	CHECK_UINT(arc4random_uniform(0), 0);
	CHECK_UINT(arc4random_uniform(1), 0);
	int seen[10] = { 0 }, out = 0;
	for (int i = 0; i < 10000; i++) {
		uint32_t r = arc4random_uniform(10);
		if (r >= 10) out++;
		else seen[r]++;
	}
	CHECK_INT(out, 0);
	for (int i = 0; i < 10; i++) CHECK(seen[i] > 800 && seen[i] < 1200);

	/* Fork: the child's next bytes must differ from the parent's. */
	int fd[2];
	CHECK_INT(pipe(fd), 0);
	pid_t pid = fork();
	if (pid == 0) {
		unsigned char c[32];
		arc4random_buf(c, sizeof c);
		write(fd[1], c, sizeof c);
		_exit(0);
	}
	unsigned char mine[32], theirs[32];
	arc4random_buf(mine, sizeof mine);
	CHECK_INT(read(fd[0], theirs, sizeof theirs), 32);
	int st;
	waitpid(pid, &st, 0);
	CHECK(memcmp(mine, theirs, 32) != 0);
#endif
	return check_done();
}
