/* Fuzz harness: the libc's reader of the zip store behind /zip/ (the end
 * records, the central directory, local headers, and inflate). The input
 * is the whole program file. The reader keeps its state in statics of
 * __zipfs_lookup.c, which is compiled in here so each input starts
 * afresh; the file is a memfd. Every name listed is then looked up,
 * stat'ed and, if a file, read whole: the bytes read are what stat says,
 * and nothing listed is missing on lookup. */
#define _GNU_SOURCE
#include "../../libc/src/zip/__zipfs_lookup.c"
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

static void fail(const char *path, const char *what)
{
	fprintf(stderr, "zipfs: %s: %s\n", path, what);
	abort();
}

static int budget;

static void walk(const char *dir, size_t dirlen, int depth)
{
	for (unsigned long n = 0; n < 32 && budget > 0; n++, budget--) {
		const char *name;
		size_t len;
		int isdir;
		char path[600];
		struct stat st;
		if (__zipfs_child(dir, dirlen, n, &name, &len, &isdir))
			return;
		if (!len)
			fail(dir, "a child with an empty name");
		if (5 + dirlen + 1 + len >= sizeof path || memchr(name, 0, len))
			continue;
		size_t pl = (size_t)snprintf(path, sizeof path, "/zip/%.*s%s%.*s",
					     (int)dirlen, dir, dirlen ? "/" : "", (int)len, name);
		if (__zipfs_stat(path, &st))
			fail(path, "listed, but stat does not find it");
		if (!!S_ISDIR(st.st_mode) != !!isdir)
			fail(path, "listed as one type, stat says the other");
		if (isdir) {
			if (depth < 6)
				walk(path + 5, pl - 5, depth + 1);
			continue;
		}
		int f = __zipfs_open(path, O_RDONLY | O_CLOEXEC);
		if (f < 0)
			continue;
		static char buf[65536];
		long long got = 0;
		long k;
		while ((k = read(f, buf, sizeof buf)) > 0 && got < (1 << 24))
			got += k;
		if (k == 0 && got != (long long)st.st_size)
			fail(path, "the bytes read are not the size stat gives");
		close(f);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[64];
	int m = memfd_create("zipfs-fuzz", MFD_CLOEXEC);
	if (m < 0 || write(m, data, size) != (ssize_t)size)
		abort();
	snprintf(path, sizeof path, "/proc/self/fd/%d", m);
	if (fd >= 0)
		close(fd);
	free(cd);
	cd = 0, fd = -1, cd_size = 0, count = 0, done = 1;
	try_file(path);
	close(m);
	if (fd < 0)
		return 0;
	if (cd_size > size)
		fail(path, "central directory larger than the file");
	budget = 256;
	walk("", 0, 0);
	return 0;
}
