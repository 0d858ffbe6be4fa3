/* Pipes, poll and what a child is handed, the same on every system
 * (tests/windows/pipes.test compares Linux with Windows under Wine):
 *   pipes parent SELF   poll and select on pipes (nothing yet, a timeout
 *                       that lasts, data, a writer gone, a child that
 *                       writes late), a file and a bad descriptor;
 *                       descriptors above 2 handed to a child by
 *                       posix_spawn file actions (a close-on-exec one is
 *                       not); posix_spawnp finding a program by PATH
 *   pipes late          writes a line after 200 ms, ends 500 ms later
 *   pipes fds           writes to descriptors 5 and 7, says whether 3 (a
 *                       file action closed it) and 8 (close-on-exec) are
 *                       open */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static void fail(const char *what, int e)
{
	printf("FAIL %s: %s\n", what, strerror(e));
	exit(1);
}

static long ms_since(const struct timespec *t0)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (t.tv_sec - t0->tv_sec) * 1000 + (t.tv_nsec - t0->tv_nsec) / 1000000;
}

static void show(const char *what, struct pollfd *p, int n, int r)
{
	printf("%s: %d", what, r);
	for (int i = 0; i < n; i++) {
		printf(" [");
		if (p[i].revents & POLLIN) printf("in");
		if (p[i].revents & POLLOUT) printf("out");
		if (p[i].revents & POLLHUP) printf("hup");
		if (p[i].revents & POLLNVAL) printf("nval");
		printf("]");
	}
	printf("\n");
}

static void polls(char *self)
{
	int p[2];
	char buf[64];
	if (pipe(p)) fail("pipe", errno);
	struct pollfd a[2] = { { p[0], POLLIN, 0 }, { p[1], POLLOUT, 0 } };
	show("empty pipe", a, 2, poll(a, 2, 0));
	a[1].fd = -1;
	struct timespec t0;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	int r = poll(a, 1, 120);
	long took = ms_since(&t0);
	printf("timeout: %d after %s\n", r, took >= 120 ? "120 ms or more" : "too little");
	if (write(p[1], "abc", 3) != 3) fail("write", errno);
	a[1].fd = p[1];
	show("data", a, 2, poll(a, 2, -1));
	if (read(p[0], buf, sizeof buf) != 3) fail("read", errno);
	close(p[1]);
	show("writer gone", a, 1, poll(a, 1, 1000));
	close(p[0]);

	fd_set rd, wr;
	if (pipe(p)) fail("pipe", errno);
	FD_ZERO(&rd);
	FD_ZERO(&wr);
	FD_SET(p[0], &rd);
	FD_SET(p[1], &wr);
	struct timeval tv = { 0, 0 };
	r = select(p[1] + 1, &rd, &wr, 0, &tv);
	printf("select: %d, read %d, write %d\n", r, FD_ISSET(p[0], &rd), FD_ISSET(p[1], &wr));
	if (write(p[1], "x", 1) != 1) fail("write", errno);
	FD_ZERO(&rd);
	FD_SET(p[0], &rd);
	tv = (struct timeval){ 5, 0 };
	r = select(p[0] + 1, &rd, 0, 0, &tv);
	printf("select data: %d, read %d\n", r, FD_ISSET(p[0], &rd));
	close(p[0]), close(p[1]);

	/* a child that writes late: the wait has to notice */
	if (pipe(p)) fail("pipe", errno);
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, p[1], 1);
	posix_spawn_file_actions_addclose(&fa, p[0]);
	posix_spawn_file_actions_addclose(&fa, p[1]);
	char *av[] = { self, "late", 0 };
	pid_t pid;
	int e, st;
	if ((e = posix_spawn(&pid, self, &fa, 0, av, environ))) fail("posix_spawn", e);
	posix_spawn_file_actions_destroy(&fa);
	close(p[1]);
	a[0] = (struct pollfd){ p[0], POLLIN, 0 };
	clock_gettime(CLOCK_MONOTONIC, &t0);
	r = poll(a, 1, 10000);
	took = ms_since(&t0);
	show("late writer", a, 1, r);
	printf("waited: %s\n", took >= 150 && took < 9000 ? "until it wrote" : "wrongly");
	ssize_t n = read(p[0], buf, sizeof buf - 1);
	printf("it wrote: %.*s", (int)(n > 0 ? n : 0), buf);
	waitpid(pid, &st, 0);
	close(p[0]);

	/* a file is always ready; a bad descriptor is POLLNVAL */
	int f = open("pipes-file", O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (f < 0) fail("open", errno);
	struct pollfd b[2] = { { f, POLLIN | POLLOUT, 0 }, { 99, POLLIN, 0 } };
	show("file, bad fd", b, 2, poll(b, 2, 1000));
	close(f);
	unlink("pipes-file");
}

static void handed(char *self)
{
	int p[2], st, e;
	pid_t pid;
	if (pipe(p)) fail("pipe", errno);
	int keep = open("pipes-cloexec", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (keep < 0) fail("open", errno);
	if (keep != 8 && dup2(keep, 8) < 0) fail("dup2", errno);
	fcntl(8, F_SETFD, FD_CLOEXEC);
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, p[1], 5);
	posix_spawn_file_actions_addopen(&fa, 7, "pipes-seven", O_WRONLY | O_CREAT | O_TRUNC, 0644);
	posix_spawn_file_actions_addclose(&fa, p[0]);
	posix_spawn_file_actions_addclose(&fa, p[1]);
	char *av[] = { self, "fds", 0 };
	if ((e = posix_spawn(&pid, self, &fa, 0, av, environ))) fail("posix_spawn fds", e);
	posix_spawn_file_actions_destroy(&fa);
	close(p[1]);
	char buf[64];
	ssize_t n, got = 0;
	while ((n = read(p[0], buf + got, sizeof buf - 1 - got)) > 0) got += n;
	printf("fd 5 said: %.*s", (int)got, buf);
	if (waitpid(pid, &st, 0) != pid) fail("waitpid", errno);
	printf("child: exit %d\n", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
	FILE *f = fopen("pipes-seven", "r");
	if (!f || !fgets(buf, sizeof buf, f)) fail("pipes-seven", errno);
	printf("fd 7 wrote: %s", buf);
	fclose(f);
	close(p[0]), close(keep), close(8);
	unlink("pipes-seven"), unlink("pipes-cloexec");
}

static void by_path(void)
{
	pid_t pid;
	int st;
	char *av[] = { "pptool", "fds-none", 0 };
	const char *path = getenv("PATH");
	printf("PATH has ';': %s\n", path && strchr(path, ';') ? "yes" : "no");
	int e = posix_spawnp(&pid, "pptool", 0, 0, av, environ);
	if (e) fail("posix_spawnp", e);
	if (waitpid(pid, &st, 0) != pid) fail("waitpid", errno);
	printf("pptool by PATH: exit %d\n", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
	char *bad[] = { "no-such-tool", 0 };
	printf("missing by PATH: %s\n", strerror(posix_spawnp(&pid, "no-such-tool", 0, 0, bad, environ)));
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "late")) {
		struct timespec ts = { 0, 200000000 };
		nanosleep(&ts, 0);
		printf("late line\n");
		fflush(stdout);
		ts.tv_nsec = 500000000;   /* still writing when the parent wakes: no POLLHUP */
		nanosleep(&ts, 0);
		return 0;
	}
	if (argc == 2 && !strcmp(argv[1], "fds")) {
		dprintf(5, "five\n");
		dprintf(7, "seven\n");
		printf("in the child: 3 %s, 8 %s\n", fcntl(3, F_GETFD) < 0 && errno == EBADF ? "closed" : "open",
		       fcntl(8, F_GETFD) < 0 && errno == EBADF ? "closed" : "open");
		return 0;
	}
	if (argc == 2 && !strcmp(argv[1], "fds-none")) {
		printf("pptool runs\n");
		return 3;
	}
	if (argc != 3 || strcmp(argv[1], "parent")) {
		fprintf(stderr, "usage: pipes parent SELF\n");
		return 2;
	}
	setvbuf(stdout, 0, _IONBF, 0);
	polls(argv[2]);
	handed(argv[2]);
	by_path();
	return 0;
}
