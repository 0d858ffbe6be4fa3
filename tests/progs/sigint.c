/* SIGINT the same on every system (tests/windows/sigint.test compares
 * Linux, in a process group of its own, with Windows under Wine, where
 * kill(0, SIGINT) is Ctrl-C on the console):
 *   sigint parent SELF  a handler installed by sigaction runs; SIG_IGN
 *                       ignores; a child left with the default action
 *                       is ended by it, and waitpid says by SIGINT
 *   sigint default      sends SIGINT to its group and waits to die */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;
static volatile sig_atomic_t got;

static void on_int(int sig, siginfo_t *si, void *ctx)
{
	(void)si, (void)ctx;
	got = sig;
}

static void pause_ms(long ms)
{
	struct timespec ts = { ms / 1000, ms % 1000 * 1000000 };
	nanosleep(&ts, 0);
}

/* the signal may come on another thread (Windows): wait for it */
static int wait_got(void)
{
	for (int i = 0; i < 500 && !got; i++) pause_ms(10);
	return got;
}

int main(int argc, char **argv)
{
	if (argc == 2 && !strcmp(argv[1], "default")) {
		kill(0, SIGINT);
		pause_ms(5000);
		printf("still alive\n");
		return 0;
	}
	if (argc != 3 || strcmp(argv[1], "parent")) {
		fprintf(stderr, "usage: sigint parent SELF\n");
		return 2;
	}
	setvbuf(stdout, 0, _IONBF, 0);
	struct sigaction sa = { .sa_sigaction = on_int, .sa_flags = SA_SIGINFO };
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGINT, &sa, 0)) printf("sigaction: %s\n", strerror(errno));
	kill(0, SIGINT);
	printf("handler: %s\n", wait_got() == SIGINT ? "ran for SIGINT" : "did not run");

	got = 0;
	signal(SIGINT, SIG_IGN);
	kill(0, SIGINT);
	pause_ms(200);
	printf("ignored: %s\n", got ? "no" : "yes");

	posix_spawnattr_t at;
	sigset_t def;
	sigemptyset(&def);
	sigaddset(&def, SIGINT);
	posix_spawnattr_init(&at);
	posix_spawnattr_setsigdefault(&at, &def);
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGDEF);
	char *av[] = { argv[2], "default", 0 };
	pid_t pid;
	int st, e = posix_spawn(&pid, argv[2], 0, &at, av, environ);
	if (e) printf("posix_spawn: %s\n", strerror(e));
	else if (waitpid(pid, &st, 0) != pid) printf("waitpid: %s\n", strerror(errno));
	else if (WIFSIGNALED(st)) printf("child: killed by %s\n", strsignal(WTERMSIG(st)));
	else printf("child: exit %d\n", WEXITSTATUS(st));
	pause_ms(200);
	printf("parent: still here\n");
	return 0;
}
