/* Fuzz harness: apezip's reader of an existing zip store (ape/zip/read.c:
 * the end record, zip64 records, the central directory) and its check of
 * the program it would extend (validate.c). The input is the whole file.
 * The reader ends a bad file with az_die, which exits: linked with
 * -Wl,--wrap=exit, that exit comes back here. What it accepts must hold
 * together: the data ends before the directory and inside the file, and
 * every entry's name is a string. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#include "../../ape/zip/apezip.h"

static jmp_buf back;
static int inside;

void __real_exit(int);
void __wrap_exit(int status)
{
	if (inside)
		longjmp(back, 1 + status);
	__real_exit(status);
}

static void drop(struct az *Z)
{
	for (int i = 0; i < Z->n; i++)
		free(Z->e[i].name);
	free(Z->e);
	if (Z->fd >= 0)
		close(Z->fd);
}

static void run(struct az *Z, void (*phase)(struct az *))
{
	if (!setjmp(back)) {
		inside = 1;
		phase(Z);
	}
	inside = 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int devnull = -1, saved = -1;
	char path[64];
	/* az_die's one line per refused input would flood the log: stderr
	 * goes to /dev/null while the reader runs, and comes back for a
	 * crash report */
	if (devnull < 0 && !getenv("FUZZ_VERBOSE")) {
		devnull = open("/dev/null", O_WRONLY);
		saved = dup(2);
	}
	int m = memfd_create("apezip-fuzz", 0);
	if (m < 0 || write(m, data, size) != (ssize_t)size)
		abort();
	snprintf(path, sizeof path, "/proc/self/fd/%d", m);
	struct az Z = { .ape = path, .fd = -1 };
	volatile int read_ok = 0;
	fflush(stderr);
	if (devnull >= 0) dup2(devnull, 2);
	if (!setjmp(back)) {
		inside = 1;
		az_read(&Z);
		read_ok = 1;
	}
	inside = 0;
	if (read_ok) {
		if (Z.data_end > (uint64_t)size)
			abort();
		for (int i = 0; i < Z.n; i++)
			if (!Z.e[i].name || strlen(Z.e[i].name) > 0xffff)
				abort();
		run(&Z, az_validate);
	}
	fflush(stderr);
	if (devnull >= 0) dup2(saved, 2);
	drop(&Z);
	close(m);
	return 0;
}
