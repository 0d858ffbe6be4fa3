/* Directories, names and process state through the libc, the same on
 * every system (tests/windows/dirs.test compares Linux with Windows
 * under Wine): dirs DIR works inside DIR, which must not exist, and
 * removes it again. Every step prints what it saw; a failure prints the
 * step and strerror(errno) and exits 1. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

static int fail(const char *what)
{
	printf("FAIL %s: %s\n", what, strerror(errno));
	exit(1);
}

#define CHECK(x) do { if ((x) < 0) fail(#x); } while (0)
/* a call that must fail with errno e */
#define EXPECT_ERR(x, e) do { errno = 0; if ((x) >= 0 || errno != (e)) fail(#x " (expected " #e ")"); \
	printf("%s: %s\n", #x, strerror(errno)); } while (0)

static int cmp(const void *a, const void *b) { return strcmp(*(char **)a, *(char **)b); }

/* the entries of a directory, sorted, with their types */
static void list(const char *path)
{
	DIR *d = opendir(path);
	if (!d) fail("opendir");
	char *names[64];
	int n = 0, again = 0;
	struct dirent *e;
	while ((e = readdir(d)) && n < 64) {
		if (!e->d_ino) fail("readdir gave d_ino 0");
		char *s = malloc(strlen(e->d_name) + 3);
		sprintf(s, "%s%s", e->d_name, e->d_type == DT_DIR ? "/" : e->d_type == DT_REG ? "" : "?");
		names[n++] = s;
	}
	rewinddir(d);
	while (readdir(d)) again++;
	closedir(d);
	qsort(names, n, sizeof *names, cmp);
	printf("%s:", path);
	for (int i = 0; i < n; i++) printf(" %s", names[i]), free(names[i]);
	printf(" (%d again after rewinddir)\n", again);
}

static void put(int dfd, const char *name, const char *text)
{
	int fd = openat(dfd, name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	CHECK(fd);
	CHECK(write(fd, text, strlen(text)));
	CHECK(close(fd));
}

static void show(int dfd, const char *name)
{
	char buf[64];
	int fd = openat(dfd, name, O_RDONLY);
	CHECK(fd);
	ssize_t n = read(fd, buf, sizeof buf - 1);
	CHECK(n);
	buf[n] = 0;
	close(fd);
	printf("%s: \"%s\"\n", name, buf);
}

static volatile int caught;
static void on_usr1(int sig) { caught += sig == SIGUSR1; }

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: dirs DIR\n");
		return 2;
	}
	const char *top = argv[1];
	char path[4096];
	CHECK(mkdir(top, 0755));
	EXPECT_ERR(mkdir(top, 0755), EEXIST);
	int dfd = open(top, O_RDONLY | O_DIRECTORY);
	CHECK(dfd);
	CHECK(mkdirat(dfd, "sub", 0755));
	CHECK(mkdirat(dfd, "empty", 0755));
	put(dfd, "a", "alpha");
	put(dfd, "b", "beta");
	put(dfd, "sub/c", "gamma");
	list(top);
	snprintf(path, sizeof path, "%s/sub", top);
	list(path);

	struct stat st;
	CHECK(fstatat(dfd, "a", &st, 0));
	printf("fstatat a: regular=%d size=%lld\n", S_ISREG(st.st_mode), (long long)st.st_size);
	CHECK(fstatat(dfd, "sub", &st, 0));
	printf("fstatat sub: dir=%d\n", S_ISDIR(st.st_mode));
	CHECK(faccessat(dfd, "a", R_OK | W_OK, 0));
	EXPECT_ERR(faccessat(dfd, "nothing", F_OK, 0), ENOENT);
	EXPECT_ERR(openat(dfd, "a", O_RDONLY | O_DIRECTORY), ENOTDIR);
	EXPECT_ERR(openat(dfd, "sub", O_WRONLY), EISDIR);
	EXPECT_ERR(openat(0x7fff, "a", O_RDONLY), EBADF);

	/* rename: a new name, over an existing file, a directory over an
	 * empty one, and the errors */
	CHECK(renameat(dfd, "a", dfd, "a2"));
	CHECK(renameat(dfd, "a2", dfd, "b"));
	show(dfd, "b");
	CHECK(renameat(dfd, "sub", dfd, "empty"));
	list(top);
	EXPECT_ERR(renameat(dfd, "nothing", dfd, "x"), ENOENT);
	CHECK(mkdirat(dfd, "sub", 0755));
	EXPECT_ERR(renameat(dfd, "b", dfd, "sub"), EISDIR);
	EXPECT_ERR(renameat(dfd, "sub", dfd, "b"), ENOTDIR);

	/* unlink and rmdir */
	EXPECT_ERR(unlinkat(dfd, "empty", AT_REMOVEDIR), ENOTEMPTY);
	EXPECT_ERR(unlinkat(dfd, "b", AT_REMOVEDIR), ENOTDIR);
	EXPECT_ERR(unlinkat(dfd, "sub", 0), EISDIR);
	CHECK(unlinkat(dfd, "sub", AT_REMOVEDIR));
	snprintf(path, sizeof path, "%s/empty/c", top);
	CHECK(unlink(path));
	EXPECT_ERR(unlink(path), ENOENT);
	snprintf(path, sizeof path, "%s/empty", top);
	CHECK(rmdir(path));
	list(top);

	/* readlink of a file that is no link */
	snprintf(path, sizeof path, "%s/b", top);
	char buf[256];
	EXPECT_ERR(readlink(path, buf, sizeof buf), EINVAL);

	/* chmod: the owner's write bit */
	CHECK(chmod(path, 0444));
	CHECK(stat(path, &st));
	printf("after chmod 0444: writable=%d\n", !!(st.st_mode & 0200));
	CHECK(chmod(path, 0644));
	CHECK(stat(path, &st));
	printf("after chmod 0644: writable=%d\n", !!(st.st_mode & 0200));

	/* utimensat: a fixed modification time */
	struct timespec ts[2] = { { 1000000000, 0 }, { 1234567890, 500000000 } };
	CHECK(utimensat(dfd, "b", ts, 0));
	CHECK(stat(path, &st));
	printf("mtime %lld.%09ld\n", (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);

	/* ftruncate, fsync */
	int fd = openat(dfd, "b", O_RDWR);
	CHECK(fd);
	CHECK(ftruncate(fd, 2));
	CHECK(fstat(fd, &st));
	printf("ftruncate 2: size=%lld\n", (long long)st.st_size);
	CHECK(ftruncate(fd, 6));
	CHECK(fsync(fd));
	ssize_t n = pread(fd, buf, sizeof buf, 0);
	if (n != 6 || memcmp(buf, "al\0\0\0\0", 6)) fail("ftruncate grow");
	printf("ftruncate 6: zeros after \"al\"\n");
	close(fd);
	EXPECT_ERR(ftruncate(0x7fff, 0), EBADF);

	/* getcwd and chdir, fchdir */
	char cwd[4096], here[4096];
	if (!getcwd(cwd, sizeof cwd)) fail("getcwd");
	printf("getcwd absolute: %d\n", cwd[0] == '/');
	CHECK(chdir(top));
	if (!getcwd(here, sizeof here)) fail("getcwd");
	printf("after chdir: %s\n", strrchr(here, '/') + 1);
	show(AT_FDCWD, "b");
	CHECK(chdir(".."));
	if (!getcwd(here, sizeof here)) fail("getcwd");
	printf("after chdir ..: same=%d\n", !strcmp(here, cwd));
	CHECK(fchdir(dfd));
	show(AT_FDCWD, "b");
	CHECK(chdir(cwd));
	EXPECT_ERR(chdir("no-such-directory"), ENOENT);
	EXPECT_ERR(getcwd(here, 1) ? 0 : -1, ERANGE);

	/* pipes */
	int p[2];
	CHECK(pipe(p));
	CHECK(write(p[1], "through a pipe", 14));
	CHECK(close(p[1]));
	n = read(p[0], buf, sizeof buf - 1);
	CHECK(n);
	buf[n] = 0;
	printf("pipe: \"%s\", then %zd\n", buf, read(p[0], buf, 1));
	close(p[0]);
	CHECK(pipe2(p, O_CLOEXEC));
	printf("pipe2 cloexec: %d\n", fcntl(p[0], F_GETFD) == FD_CLOEXEC);
	close(p[0]), close(p[1]);

	/* process state */
	mode_t old = umask(077);
	printf("umask: %o\n", umask(old));
	struct utsname u;
	CHECK(uname(&u));
	printf("uname: %d\n", u.sysname[0] && !strcmp(u.machine, "x86_64"));
	printf("ids agree: %d\n", getuid() == geteuid() && getgid() == getegid());

	/* signals sent to itself: handled, held while blocked */
	struct sigaction sa = { .sa_handler = on_usr1 };
	CHECK(sigaction(SIGUSR1, &sa, 0));
	CHECK(raise(SIGUSR1));
	printf("caught %d\n", caught);
	sigset_t set, was;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	CHECK(sigprocmask(SIG_BLOCK, &set, &was));
	CHECK(raise(SIGUSR1));
	printf("blocked: caught %d\n", caught);
	CHECK(sigprocmask(SIG_SETMASK, &was, 0));
	printf("unblocked: caught %d\n", caught);
	signal(SIGUSR1, SIG_IGN);
	CHECK(raise(SIGUSR1));
	printf("ignored: caught %d\n", caught);

	CHECK(unlinkat(dfd, "b", 0));
	close(dfd);
	CHECK(rmdir(top));
	EXPECT_ERR(stat(top, &st), ENOENT);
	printf("done\n");
	return 0;
}
