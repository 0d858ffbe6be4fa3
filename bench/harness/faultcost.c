/* faultcost: what one first touch of a file page already in the page cache
 * costs this process, in microseconds: the page fault a freshly started
 * program pays for each code page it runs (an APE loader pays one for its
 * own code, which an assimilated program does not have).
 *
 *   faultcost [-c CPU] FILE
 *
 * Rounds alternate two loops over FILE's first page: map it read-only and
 * unmap it; and map it, read one byte, unmap it. The difference of the two
 * per-iteration times is the fault. Prints the median over the rounds. */
#define _GNU_SOURCE   /* sched_setaffinity, in hosttool.h */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "hosttool.h"

#define ROUNDS 41
#define ITERS 2000

static double loop(int fd, int touch)
{
	double t0 = now_us();
	for (int i = 0; i < ITERS; i++) {
		volatile unsigned char *p = mmap(0, 4096, PROT_READ, MAP_PRIVATE, fd, 0);
		if (p == MAP_FAILED)
			perror("faultcost: mmap"), exit(2);
		if (touch)
			(void)p[0];
		munmap((void *)p, 4096);
	}
	return (now_us() - t0) / ITERS;
}

int main(int argc, char **argv)
{
	int i = 1;
	take_cpu_option(&i, argc, argv, "faultcost");
	if (i + 1 != argc) {
		fputs("usage: faultcost [-c CPU] FILE\n", stderr);
		return 2;
	}
	int fd = open(argv[i], O_RDONLY);
	char c;
	if (fd < 0 || read(fd, &c, 1) != 1) {   /* the page is now cached */
		fprintf(stderr, "faultcost: %s: cannot read\n", argv[i]);
		return 2;
	}
	double d[ROUNDS];
	loop(fd, 0), loop(fd, 1);                /* warm-up */
	for (int r = 0; r < ROUNDS; r++) {
		double a = loop(fd, 0), b = loop(fd, 1);
		d[r] = b - a;
	}
	qsort(d, ROUNDS, sizeof *d, by_value);
	printf("%.2f\n", d[ROUNDS / 2]);
	return 0;
}
