/* mapcost: what a freshly started process pays, in microseconds, for a
 * file mapping and for the first touch of one of its pages (already in the
 * page cache). An APE loader started by binfmt_misc costs one of each more
 * than the program it starts: the kernel maps the loader's own image, and
 * its code page faults in; the program's mappings and faults are the same
 * either way.
 *
 *   mapcost [-c CPU] FILE
 *
 * The mapping: MAPS read-only private mappings of FILE's first page in a
 * row, timed, then unmapped (untimed: a process's exit takes down its
 * mappings in one pass). The fault: a loop that maps the page, reads one
 * byte and unmaps it, less the same loop without the read. Rounds
 * alternate; prints the medians over the rounds: mapping, then fault. */
#define _GNU_SOURCE   /* sched_setaffinity, in hosttool.h */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "hosttool.h"

#define ROUNDS 41
#define ITERS 1000

static void *map_page(int fd)
{
	void *p = mmap(0, 4096, PROT_READ, MAP_PRIVATE, fd, 0);
	if (p == MAP_FAILED)
		perror("mapcost: mmap"), exit(2);
	return p;
}

static double mappings(int fd)
{
	static void *p[ITERS];
	double t0 = now_us();
	for (int i = 0; i < ITERS; i++)
		p[i] = map_page(fd);
	double us = (now_us() - t0) / ITERS;
	for (int i = 0; i < ITERS; i++)
		munmap(p[i], 4096);
	return us;
}

static double map_touch_unmap(int fd, int touch)
{
	double t0 = now_us();
	for (int i = 0; i < ITERS; i++) {
		volatile unsigned char *p = map_page(fd);
		if (touch)
			(void)p[0];
		munmap((void *)p, 4096);
	}
	return (now_us() - t0) / ITERS;
}

int main(int argc, char **argv)
{
	int i = 1;
	take_cpu_option(&i, argc, argv, "mapcost");
	if (i + 1 != argc) {
		fputs("usage: mapcost [-c CPU] FILE\n", stderr);
		return 2;
	}
	int fd = open(argv[i], O_RDONLY);
	char c;
	if (fd < 0 || read(fd, &c, 1) != 1) {   /* the page is now cached */
		fprintf(stderr, "mapcost: %s: cannot read\n", argv[i]);
		return 2;
	}
	double map[ROUNDS], fault[ROUNDS];
	mappings(fd), map_touch_unmap(fd, 0), map_touch_unmap(fd, 1);   /* warm-up */
	for (int r = 0; r < ROUNDS; r++) {
		map[r] = mappings(fd);
		double a = map_touch_unmap(fd, 0), b = map_touch_unmap(fd, 1);
		fault[r] = b - a;
	}
	qsort(map, ROUNDS, sizeof *map, by_value);
	qsort(fault, ROUNDS, sizeof *fault, by_value);
	printf("%.2f %.2f\n", map[ROUNDS / 2], fault[ROUNDS / 2]);
	return 0;
}
