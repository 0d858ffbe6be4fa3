/* The /zip/ test program: reads its own zip store through open, read,
 * pread, lseek, fstat, mmap, stat, access, fopen, freopen and opendir, and
 * prints what it
 * found; exit status 1 on the first surprise. tests/ape/zipfs.test runs
 * it with hello.txt and sub/n.txt in the store. Each argument is another
 * /zip/ path to read whole: its size and FNV-1a hash are printed. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static void say(const char *s) { write(1, s, strlen(s)); }

static void say_num(long long n)
{
	char b[24];
	int i = sizeof b;
	do b[--i] = (char)('0' + n % 10); while (n /= 10);
	write(1, b + i, sizeof b - i);
}

static int bad(const char *what)
{
	say("FAIL ");
	say(what);
	say(" errno=");
	say_num(errno);
	say("\n");
	return 1;
}

static int digest(const char *path)
{
	static char buf[65536];
	unsigned long long size = 0;
	unsigned h = 2166136261u;
	long n;
	int fd = open(path, O_RDONLY);
	if (fd < 0) return bad(path);
	while ((n = read(fd, buf, sizeof buf)) > 0) {
		for (long i = 0; i < n; i++) h = (h ^ (unsigned char)buf[i]) * 16777619u;
		size += (unsigned long long)n;
	}
	if (n < 0) return bad("read");
	close(fd);
	char hex[9];
	for (int i = 0; i < 8; i++) hex[i] = "0123456789abcdef"[(h >> (28 - 4 * i)) & 15];
	hex[8] = 0;
	say(path), say(": "), say_num((long long)size), say(" bytes, fnv "), say(hex), say("\n");
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1) {
		for (int i = 1; i < argc; i++)
			if (digest(argv[i])) return 1;
		return 0;
	}
	char buf[64];
	struct stat st;
	int fd = open("/zip/hello.txt", O_RDONLY | O_CLOEXEC);
	if (fd < 0) return bad("open /zip/hello.txt");
	long n = read(fd, buf, sizeof buf);
	if (n <= 0) return bad("read");
	say("read: "), write(1, buf, n);
	if (fstat(fd, &st) || st.st_size != n || !S_ISREG(st.st_mode)) return bad("fstat");
	say("fstat size: "), say_num(st.st_size), say("\n");
	if (pread(fd, buf, 5, 6) != 5) return bad("pread");
	say("pread(6,5): "), write(1, buf, 5), say("\n");
	if (lseek(fd, 0, SEEK_SET) != 0) return bad("lseek");
	char *m = mmap(0, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (m == MAP_FAILED || memcmp(m, "hello", 5)) return bad("mmap");
	say("mmap: ok\n");
	if (write(fd, "x", 1) != -1) return bad("write to a /zip/ file succeeded");
	close(fd);
	if (stat("/zip/sub", &st) || !S_ISDIR(st.st_mode)) return bad("stat /zip/sub");
	say("stat /zip/sub: directory\n");
	if (stat("/zip/sub/n.txt", &st)) return bad("stat /zip/sub/n.txt");
	say("stat /zip/sub/n.txt: "), say_num(st.st_size), say(" bytes\n");
	if (access("/zip/hello.txt", R_OK)) return bad("access R_OK");
	if (access("/zip/hello.txt", W_OK) != -1 || errno != EROFS) return bad("access W_OK is not EROFS");
	say("access: R_OK ok, W_OK EROFS\n");
	if (open("/zip/nope", O_RDONLY) != -1 || errno != ENOENT) return bad("open /zip/nope is not ENOENT");
	if (open("/zip/hello.txt", O_RDWR) != -1 || errno != EROFS) return bad("O_RDWR is not EROFS");
	say("missing: ENOENT, O_RDWR: EROFS\n");
	/* stdio opens by itself, not through open(): ncurses reads its
	 * terminfo entries with fopen */
	FILE *f = fopen("/zip/hello.txt", "rb");
	char line[32];
	if (!f || !fgets(line, sizeof line, f) || strcmp(line, "hello world\n")) return bad("fopen /zip/hello.txt");
	if (!(f = freopen("/zip/sub/n.txt", "r", f)) || !fgets(line, sizeof line, f) || strcmp(line, "1\n"))
		return bad("freopen /zip/sub/n.txt");
	fclose(f);
	if (fopen("/zip/hello.txt", "w") || errno != EROFS) return bad("fopen w is not EROFS");
	if (fopen("/zip/nope", "r") || errno != ENOENT) return bad("fopen /zip/nope is not ENOENT");
	say("fopen, freopen: ok, w: EROFS\n");
	DIR *d = opendir("/zip/");
	if (!d) return bad("opendir /zip/");
	struct dirent *de;
	errno = 0;
	while ((de = readdir(d)))
		say("dirent: "), say(de->d_name), say(de->d_type == DT_DIR ? "/\n" : "\n");
	if (errno) return bad("readdir");
	if (closedir(d)) return bad("closedir");
	return 0;
}
