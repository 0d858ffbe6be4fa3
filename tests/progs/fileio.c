/* File I/O through the libc, the same on every system a program runs on
 * (tests/windows/fileio.test compares Linux with Windows under Wine):
 *   fileio write FILE TEXT...  writes the texts one per line, then reads
 *                              the file back (fstat, lseek, stdio, malloc)
 *   fileio cat FILE...         copies each file ("-": stdin) to stdout
 *   fileio env NAME            prints $NAME, or "unset"
 * Failures print the function and strerror(errno) and exit 1. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static int die(const char *what, const char *arg)
{
	printf("%s %s: %s\n", what, arg, strerror(errno));
	return 1;
}

static int do_write(const char *path, int n, char **text)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0) return die("open", path);
	for (int i = 0; i < n; i++) {
		size_t len = strlen(text[i]);
		if (write(fd, text[i], len) != (ssize_t)len || write(fd, "\n", 1) != 1)
			return die("write", path);
	}
	if (close(fd)) return die("close", path);

	struct stat st;
	if ((fd = open(path, O_RDONLY)) < 0) return die("open", path);
	if (fstat(fd, &st)) return die("fstat", path);
	printf("regular=%d size=%lld\n", S_ISREG(st.st_mode), (long long)st.st_size);
	off_t end = lseek(fd, 0, SEEK_END);
	printf("lseek end=%lld\n", (long long)end);
	if (lseek(fd, 0, SEEK_SET)) return die("lseek", path);
	char *buf = malloc(st.st_size + 1);
	if (!buf) return die("malloc", path);
	ssize_t got = read(fd, buf, st.st_size + 1);
	if (got != st.st_size) return die("read", path);
	buf[got] = 0;
	printf("read back %zd bytes:\n%s", got, buf);
	printf("read at end: %zd\n", read(fd, buf, 1));
	close(fd);
	free(buf);

	FILE *f = fopen(path, "r");
	if (!f) return die("fopen", path);
	char line[256];
	for (int i = 1; fgets(line, sizeof line, f); i++)
		printf("line %d: %s", i, line);
	fclose(f);

	if (open("no-such-dir/no-such-file", O_RDONLY) >= 0 || errno != ENOENT)
		return die("open of a missing file", "(should fail with ENOENT)");
	printf("missing file: %s\n", strerror(errno));
	if (read(99, line, 1) >= 0 || errno != EBADF) return die("read of fd 99", "(should be EBADF)");
	printf("bad descriptor: %s\n", strerror(errno));

	struct timespec ts;
	if (clock_gettime(CLOCK_REALTIME, &ts) || ts.tv_sec < 1600000000) return die("clock_gettime", "REALTIME");
	struct timespec m1, m2;
	if (clock_gettime(CLOCK_MONOTONIC, &m1) || clock_gettime(CLOCK_MONOTONIC, &m2) ||
	    m2.tv_sec < m1.tv_sec || (m2.tv_sec == m1.tv_sec && m2.tv_nsec < m1.tv_nsec))
		return die("clock_gettime", "MONOTONIC");
	printf("clocks ok\n");
	printf("pid ok: %d\n", getpid() > 0);
	/* many small allocations and a large one: malloc on anonymous mmap */
	char **v = malloc(1000 * sizeof *v);
	for (int i = 0; v && i < 1000; i++)
		if (!(v[i] = malloc(i * 37 + 1))) return die("malloc", "small");
	for (int i = 0; v && i < 1000; i++)
		free(v[i]);
	free(v);
	char *big = malloc(8 << 20);
	if (!big) return die("malloc", "8 MiB");
	memset(big, 1, 8 << 20);
	free(big);
	printf("malloc ok\n");
	return 0;
}

static int do_cat(int n, char **files)
{
	static char buf[65536];
	for (int i = 0; i < n; i++) {
		int fd = strcmp(files[i], "-") ? open(files[i], O_RDONLY) : 0;
		if (fd < 0) return die("open", files[i]);
		ssize_t r;
		while ((r = read(fd, buf, sizeof buf)) > 0)
			for (ssize_t off = 0; off < r;) {
				ssize_t w = write(1, buf + off, r - off);
				if (w <= 0) return die("write", "stdout");
				off += w;
			}
		if (r < 0) return die("read", files[i]);
		if (fd) close(fd);
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc >= 3 && !strcmp(argv[1], "write")) return do_write(argv[2], argc - 3, argv + 3);
	if (argc >= 2 && !strcmp(argv[1], "cat")) return do_cat(argc - 2, argv + 2);
	if (argc == 3 && !strcmp(argv[1], "env")) {
		const char *v = getenv(argv[2]);
		printf("%s\n", v ? v : "unset");
		return 0;
	}
	fprintf(stderr, "usage: fileio write FILE TEXT... | cat FILE... | env NAME\n");
	return 2;
}
