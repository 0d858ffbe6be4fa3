/* A fault no handler takes ends the process by its signal, every time
 * (tests/windows/fault.test compares Linux with Windows under Wine,
 * where a processor exception becomes the signal: libc/sys/windows/fault.c):
 *   fault parent SELF  runs SELF with each KIND below, three times each,
 *                      its stderr thrown away, and prints how it ended
 *   fault KIND         faults: segv (a null read), jump (a call through a
 *                      bad pointer), ill (ud2), trap (int3), fpe (integer
 *                      division by zero), ignored and blocked (a null
 *                      read with SIGSEGV ignored, or blocked: the
 *                      process dies of it all the same) */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

extern char **environ;
static volatile int zero, one = 1;   /* 1 / x compiles to no division */
static volatile char *volatile null;
static volatile int sink;

static int fault(const char *kind)
{
	if (!strcmp(kind, "ignored")) signal(SIGSEGV, SIG_IGN);
	if (!strcmp(kind, "blocked")) {
		sigset_t s;
		sigemptyset(&s);
		sigaddset(&s, SIGSEGV);
		sigprocmask(SIG_BLOCK, &s, 0);
	}
	if (!strcmp(kind, "segv") || !strcmp(kind, "ignored") || !strcmp(kind, "blocked"))
		return sink = *null;
	if (!strcmp(kind, "jump")) return ((int (*)(void))((char *)null + 16))();
#if defined(__x86_64__)
	if (!strcmp(kind, "ill")) __asm__ volatile("ud2");
	if (!strcmp(kind, "trap")) __asm__ volatile("int3");
	if (!strcmp(kind, "fpe")) return sink = one / zero;
#endif
	return 2;
}

int main(int argc, char **argv)
{
	if (argc == 2) {
		fault(argv[1]);
		printf("%s: no fault\n", argv[1]);
		return 0;
	}
	if (argc != 3 || strcmp(argv[1], "parent")) {
		fprintf(stderr, "usage: fault parent SELF\n");
		return 2;
	}
	setvbuf(stdout, 0, _IONBF, 0);
	static const char *kinds[] = { "segv", "jump", "ill", "trap", "fpe", "ignored", "blocked" };
	for (unsigned k = 0; k < sizeof kinds / sizeof *kinds; k++)
		for (int i = 0; i < 3; i++) {
			posix_spawn_file_actions_t fa;
			posix_spawn_file_actions_init(&fa);
			posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
			char *av[] = { argv[2], (char *)kinds[k], 0 };
			pid_t pid;
			int st, e = posix_spawn(&pid, argv[2], &fa, 0, av, environ);
			posix_spawn_file_actions_destroy(&fa);
			if (e) printf("%s: posix_spawn: %s\n", kinds[k], strerror(e));
			else if (waitpid(pid, &st, 0) != pid) printf("%s: waitpid: %s\n", kinds[k], strerror(errno));
			else if (WIFSIGNALED(st)) printf("%s: killed by %s\n", kinds[k], strsignal(WTERMSIG(st)));
			else printf("%s: exit %d\n", kinds[k], WEXITSTATUS(st));
		}
	return 0;
}
